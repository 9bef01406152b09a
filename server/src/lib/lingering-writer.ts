/**
 * Collects items and writes them together: once `maxItems` have come, or `lingerMs` after the first
 * of them, whichever is sooner. Writes run one after the other, in order. For records nobody waits
 * on (where each of a send's mails stands): one statement per dozen mails instead of one per mail.
 * A write that fails is handed to `onError`; its items are not written again.
 */
export function createLingeringWriter<T>(write: (items: T[]) => Promise<void>, { maxItems, lingerMs, onError }: { maxItems: number; lingerMs: number; onError: (error: unknown, items: T[]) => void }) {
  let pending: T[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  function writeNow(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const items = pending;
    pending = [];
    if (items.length > 0) writing = writing.then(() => write(items)).catch((error: unknown) => onError(error, items));
    return writing;
  }

  return {
    add(item: T): void {
      pending.push(item);
      if (pending.length >= maxItems) void writeNow();
      else timer ??= setTimeout(() => void writeNow(), lingerMs);
    },
    /** Writes what waits now; answers once every write so far has ended. */
    flush: (): Promise<void> => writeNow(),
  };
}
