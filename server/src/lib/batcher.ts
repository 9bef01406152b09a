/**
 * Groups the items that arrive while earlier work is still running into one piece of work, the way
 * a database groups commits: with nothing running, an item starts its work at once (a quiet server
 * waits for nothing); while `concurrency` pieces are running, new items join the next one, which
 * starts as soon as one of them ends. A storm then costs one statement per batch, not per request.
 * Each caller gets the result of the piece of work that carried its item.
 */
export function createBatcher<T, R>(run: (items: T[]) => Promise<R>, { concurrency = 1 }: { concurrency?: number } = {}) {
  let running = 0;
  let next: { items: T[]; result: Promise<R>; start: () => void; started: boolean } | null = null;

  /** Starts the batch unless it has started already (its own microtask and a finished batch may both try). */
  function startWhenFree(batch: NonNullable<typeof next>): void {
    if (batch.started || running >= concurrency) return;
    if (next === batch) next = null;
    batch.started = true;
    running += 1;
    batch.start();
  }

  function open(): NonNullable<typeof next> {
    let start!: () => void;
    const started = new Promise<void>((resolve) => (start = resolve));
    const batch = { items: [] as T[], start, started: false, result: Promise.resolve() as Promise<R> };
    batch.result = started
      .then(() => run(batch.items))
      .finally(() => {
        running -= 1;
        if (next) startWhenFree(next);
      });
    return batch;
  }

  return (item: T): Promise<R> => {
    if (!next) {
      next = open();
      const batch = next;
      // Items of the same tick join it; then it starts, or waits for a free slot.
      queueMicrotask(() => startWhenFree(batch));
    }
    next.items.push(item);
    return next.result;
  };
}

/**
 * The batches still being written, so that the server's close can wait for every item taken
 * (`settled`); `track` is given each item's batch result and answers it back.
 */
export function createPendingBatches() {
  const pending = new Set<Promise<void>>();
  return {
    track(written: Promise<void>): Promise<void> {
      // The items of one batch share its write: it is waited for once.
      if (!pending.has(written)) {
        pending.add(written);
        void written.finally(() => pending.delete(written));
      }
      return written;
    },
    settled: async (): Promise<void> => {
      await Promise.all(pending);
    },
  };
}
