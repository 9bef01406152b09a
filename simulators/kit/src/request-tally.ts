/**
 * The requests a simulator has had, counted by a key of its choosing (a route, a service, an
 * object.action), so that a test can tell how often the product called. Each simulator answers the
 * counts in its own shape (`byRoute`, `byService`, `byKey`, ...); the counting is the same.
 */
export type RequestTally<Key extends string> = {
  count(key: Key): void;
  total(): number;
  /** A copy: every key given at the start (0 until counted), then any other counted since. */
  byKey(): Record<Key, number>;
  reset(): void;
};

export function createRequestTally<Key extends string = string>(keys: readonly Key[] = []): RequestTally<Key> {
  const none = () => Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;
  let counts = none();
  let total = 0;
  return {
    count(key) {
      total += 1;
      counts[key] = (counts[key] ?? 0) + 1;
    },
    total: () => total,
    byKey: () => ({ ...counts }),
    reset() {
      counts = none();
      total = 0;
    },
  };
}
