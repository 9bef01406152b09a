import { describe, expect, it } from 'vitest';
import { createSharedAnswers } from '../../src/lib/shared-answers.js';

/** A clock the test moves, and an outside system that counts what it is asked. */
function setUp(maxKeys = 10) {
  const clock = { now: 1_000 };
  const asked: string[] = [];
  const answers = createSharedAnswers<string>({ ttlMs: 100, maxKeys, now: () => clock.now });
  const ask = (key: string, answer = `answer of ${key}`) => answers.get(key, async () => (asked.push(key), answer));
  return { clock, asked, answers, ask };
}

describe('shared answers', () => {
  it('keeps an answer until its time has passed, then asks again', async () => {
    const { clock, asked, ask } = setUp();
    expect(await ask('a')).toBe('answer of a');
    clock.now += 99;
    expect(await ask('a')).toBe('answer of a');
    expect(asked).toEqual(['a']);
    clock.now += 1;
    await ask('a');
    expect(asked).toEqual(['a', 'a']);
  });

  it('asks once for callers that ask at the same time', async () => {
    const { asked, ask } = setUp();
    expect(await Promise.all([ask('a'), ask('a'), ask('a'), ask('b')])).toEqual(['answer of a', 'answer of a', 'answer of a', 'answer of b']);
    expect(asked).toEqual(['a', 'b']);
  });

  it('shares a failure with those waiting, and keeps nothing of it', async () => {
    const { asked, answers, ask } = setUp();
    const failing = () => answers.get('a', async () => (asked.push('a'), Promise.reject(new Error('down'))));
    const results = await Promise.allSettled([failing(), failing()]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await ask('a')).toBe('answer of a');
    expect(asked).toEqual(['a', 'a']);
  });

  it('passes over a kept answer when asked fresh, and everyone then waits for the fresh one', async () => {
    const { asked, answers, ask } = setUp();
    await ask('a', 'old');
    const fresh = answers.get('a', async () => (asked.push('a'), 'new'), { fresh: true });
    const meanwhile = ask('a', 'not asked');
    expect(await Promise.all([fresh, meanwhile])).toEqual(['new', 'new']);
    expect(asked).toEqual(['a', 'a']);
  });

  it('forgets the answers a change makes wrong, and no others', async () => {
    const { asked, answers, ask } = setUp();
    await Promise.all([ask('device.1'), ask('device.2'), ask('domain.1')]);
    answers.forget((key) => key.startsWith('device.'));
    await Promise.all([ask('device.1'), ask('domain.1')]);
    expect(asked).toEqual(['device.1', 'device.2', 'domain.1', 'device.1']);
  });

  it('keeps at most maxKeys answers: the expired go first, then the oldest', async () => {
    const { clock, asked, ask } = setUp(2);
    await ask('expired');
    clock.now += 100;
    await ask('older');
    await ask('newer');
    // Full: 'expired' made room. One more: the oldest still fresh ('older') goes.
    await ask('newest');
    await Promise.all([ask('newer'), ask('newest')]);
    expect(asked).toEqual(['expired', 'older', 'newer', 'newest']);
    await ask('older');
    expect(asked.at(-1)).toBe('older');
    expect(asked).toHaveLength(5);
  });
});
