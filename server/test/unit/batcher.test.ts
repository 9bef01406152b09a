import { describe, expect, it } from 'vitest';
import { createBatcher } from '../../src/lib/batcher.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A piece of work the test ends when it likes, recording what each piece carried. */
function controlledWork() {
  const pieces: Array<{ items: number[]; end: () => void }> = [];
  const run = (items: number[]) => new Promise<number[]>((resolve) => pieces.push({ items: [...items], end: () => resolve(items) }));
  return { pieces, run };
}

describe('the batcher', () => {
  it('starts at once when idle, and groups what arrives meanwhile into the next piece', async () => {
    const { pieces, run } = controlledWork();
    const add = createBatcher(run);
    const first = add(1);
    await tick();
    expect(pieces.map((piece) => piece.items)).toEqual([[1]]);
    const later = [add(2), add(3), add(4)];
    await tick();
    expect(pieces).toHaveLength(1);
    pieces[0]?.end();
    expect(await first).toEqual([1]);
    await tick();
    expect(pieces.map((piece) => piece.items)).toEqual([[1], [2, 3, 4]]);
    pieces[1]?.end();
    expect(await Promise.all(later)).toEqual([[2, 3, 4], [2, 3, 4], [2, 3, 4]]);
  });

  it('runs at most `concurrency` pieces, each answering the callers of its own items', async () => {
    const { pieces, run } = controlledWork();
    const add = createBatcher(run, { concurrency: 2 });
    const answers: Array<Promise<number[]>> = [add(1)];
    await tick();
    answers.push(add(2));
    await tick();
    answers.push(add(3));
    // The first piece ends in the same turn as item 3 arrives: item 3's piece has a slot either way.
    pieces[0]?.end();
    await tick();
    pieces[1]?.end();
    await tick();
    pieces[2]?.end();
    expect(await Promise.all(answers)).toEqual([[1], [2], [3]]);
    // Every slot came back: two more pieces run side by side.
    answers.push(add(4));
    await tick();
    answers.push(add(5));
    await tick();
    expect(pieces.map((piece) => piece.items)).toEqual([[1], [2], [3], [4], [5]]);
    pieces[3]?.end();
    pieces[4]?.end();
    expect(await Promise.all(answers.slice(3))).toEqual([[4], [5]]);
  });

  it('keeps its slots when an item arrives just as a piece ends, at any point of that ending', async () => {
    for (let hops = 0; hops < 8; hops++) {
      const { pieces, run } = controlledWork();
      const add = createBatcher(run, { concurrency: 2 });
      const first = add(1);
      await tick();
      pieces[0]?.end();
      let chain = Promise.resolve();
      for (let hop = 0; hop < hops; hop++) chain = chain.then(() => undefined);
      const second = chain.then(() => add(2));
      await tick();
      pieces[1]?.end();
      await Promise.all([first, second]);
      // Both slots are free again: two new pieces run side by side.
      add(3);
      await tick();
      add(4);
      await tick();
      expect(pieces.map((piece) => piece.items), `an item arriving ${hops} microtasks after the end`).toEqual([[1], [2], [3], [4]]);
    }
  });

  it('gives every caller of a failed piece its error, and goes on with the next', async () => {
    let calls = 0;
    const add = createBatcher(async (items: number[]) => {
      calls += 1;
      if (calls === 1) throw new Error('the database went away');
      return items;
    });
    await expect(add(1)).rejects.toThrow('the database went away');
    expect(await add(2)).toEqual([2]);
  });
});
