/**
 * Answers of an outside system kept for a while and shared, so that many callers asking the same
 * thing at once (a room of dashboards, every screen of a domain) cost the system one request: a
 * kept answer is given back until `ttlMs` has passed; callers asking while it is being asked wait
 * for that same answer; a failure is shared with those waiting but never kept, so the next caller
 * asks again. At most `maxKeys` answers are kept: past that, expired ones go first, then the oldest.
 */
export function createSharedAnswers<T>({ ttlMs, maxKeys, now = Date.now }: { ttlMs: number; maxKeys: number; now?: () => number }) {
  const kept = new Map<string, { until: number; value: T }>();
  const asking = new Map<string, Promise<T>>();

  function keep(key: string, value: T): void {
    const time = now();
    // Deleted first so that the newest answer is the last in the Map's order, the last to be dropped.
    kept.delete(key);
    kept.set(key, { until: time + ttlMs, value });
    if (kept.size <= maxKeys) return;
    for (const [old, entry] of kept) if (entry.until <= time) kept.delete(old);
    for (const old of kept.keys()) {
      if (kept.size <= maxKeys) break;
      kept.delete(old);
    }
  }

  return {
    /**
     * The kept answer of `key`, else the one being asked, else what `ask` answers (kept once it has).
     * `fresh` passes over a kept answer (a resync the user asked for) but still shares one being asked.
     */
    get(key: string, ask: () => Promise<T>, { fresh = false }: { fresh?: boolean } = {}): Promise<T> {
      const entry = kept.get(key);
      if (entry && !fresh && entry.until > now()) return Promise.resolve(entry.value);
      // Passed over, it is not given to anyone else either: they wait for the fresh answer too.
      if (entry) kept.delete(key);
      const pending = asking.get(key);
      if (pending) return pending;
      const asked = Promise.resolve()
        .then(ask)
        .then((value) => (keep(key, value), value))
        .finally(() => asking.delete(key));
      asking.set(key, asked);
      return asked;
    },
    /** Forgets the kept answers whose key passes `test`: something changed what they say. */
    forget(test: (key: string) => boolean): void {
      for (const key of kept.keys()) if (test(key)) kept.delete(key);
    },
  };
}

export type SharedAnswers<T> = ReturnType<typeof createSharedAnswers<T>>;
