import { describe, expect, it, vi } from 'vitest';
import { createLingeringWriter } from '../../src/lib/lingering-writer.js';

describe('a lingering writer', () => {
  it('writes a full batch at once, the rest once the linger has passed, one write after the other', async () => {
    vi.useFakeTimers();
    try {
      const written: number[][] = [];
      const writer = createLingeringWriter<number>(async (items) => void written.push(items), { maxItems: 3, lingerMs: 100, onError: () => {} });
      for (const item of [1, 2, 3, 4]) writer.add(item);
      await vi.advanceTimersByTimeAsync(0);
      expect(written).toEqual([[1, 2, 3]]);
      await vi.advanceTimersByTimeAsync(99);
      expect(written).toEqual([[1, 2, 3]]);
      await vi.advanceTimersByTimeAsync(1);
      expect(written).toEqual([[1, 2, 3], [4]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('flushes what waits, and hands a failed write to onError without stopping the writes after it', async () => {
    const written: string[][] = [];
    const failed: string[][] = [];
    const writer = createLingeringWriter<string>(
      async (items) => {
        if (items.includes('bad')) throw new Error('no');
        written.push(items);
      },
      { maxItems: 10, lingerMs: 60_000, onError: (_error, items) => failed.push(items) },
    );
    writer.add('bad');
    await writer.flush();
    writer.add('good');
    await writer.flush();
    expect(failed).toEqual([['bad']]);
    expect(written).toEqual([['good']]);
  });
});
