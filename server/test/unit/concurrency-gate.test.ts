import { describe, expect, it } from 'vitest';
import { ConcurrencyGate } from '../../src/lib/concurrency-gate.js';

/** A task that ends when told to, counting how many run at once. */
function tasks() {
  let running = 0;
  let most = 0;
  const finish: Array<() => void> = [];
  const task = () =>
    new Promise<number>((resolve) => {
      running += 1;
      most = Math.max(most, running);
      finish.push(() => {
        running -= 1;
        resolve(most);
      });
    });
  return { task, finish, most: () => most, running: () => running };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('ConcurrencyGate', () => {
  it('runs at most `limit` tasks at once, the next ones in order as slots free', async () => {
    const gate = new ConcurrencyGate(2, 10);
    const { task, finish, most, running } = tasks();
    const runs = [gate.run(task), gate.run(task), gate.run(task), gate.run(task)];
    await tick();
    expect(running()).toBe(2);
    finish.shift()?.();
    await tick();
    expect(running()).toBe(2);
    while (finish.length > 0) {
      finish.shift()?.();
      await tick();
    }
    expect((await Promise.all(runs)).every((answer) => answer !== undefined)).toBe(true);
    expect(most()).toBe(2);
  });

  it('turns a task away at once when `maxWaiting` are already waiting', async () => {
    const gate = new ConcurrencyGate(1, 1);
    const { task, finish } = tasks();
    const first = gate.run(task);
    const second = gate.run(task);
    expect(await gate.run(task)).toBeUndefined();
    finish.shift()?.();
    await tick();
    finish.shift()?.();
    expect(await first).toEqual({ value: 1 });
    expect(await second).toEqual({ value: 1 });
  });

  it('frees the slot of a task that fails', async () => {
    const gate = new ConcurrencyGate(1, 5);
    await expect(gate.run(() => Promise.reject(new Error('provider down')))).rejects.toThrow('provider down');
    expect(await gate.run(() => Promise.resolve('next'))).toEqual({ value: 'next' });
  });
});
