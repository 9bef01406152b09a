import { RpcError } from './rpc';

/** A random key of 128 bits; getRandomValues works on a plain http address too, unlike randomUUID. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const blobIds = new WeakMap<Blob, number>();
let nextBlobId = 0;

/** The same submit gives the same text: the values as JSON, each file by its identity. */
export function fingerprintOf(variables: unknown): string {
  return (
    JSON.stringify(variables ?? null, (_key, value: unknown) => {
      if (!(value instanceof Blob)) return value;
      if (!blobIds.has(value)) blobIds.set(value, ++nextBlobId);
      return `blob:${blobIds.get(value)}`;
    }) ?? 'null'
  );
}

/** No answer at all, or the server's own failure: the request may have acted, so a retry keeps the key. */
const mayHaveActed = (error: unknown) => !(error instanceof RpcError) || error.status === 0 || error.status >= 500;

/**
 * What a screen's submits are doing, kept outside React's state so that a second click or Enter
 * that arrives before the screen re-renders still sees the first: a submit of the same values as
 * one still running (or settled but not yet shown) is ignored. Each submit gets an idempotency key;
 * after a failure without an answer the same values are sent again with the same key, while a
 * success, a refusal (4xx) or other values start a new key.
 */
export class SubmitTracker {
  private readonly running = new Map<string, { key: string; settled: boolean }>();
  private retry: { fingerprint: string; key: string } | null = null;

  /** Starts a submit, or answers false when the same one is still under way. */
  start(variables: unknown): boolean {
    const fingerprint = fingerprintOf(variables);
    if (this.running.has(fingerprint)) return false;
    const key = this.retry?.fingerprint === fingerprint ? this.retry.key : newIdempotencyKey();
    this.retry = null;
    this.running.set(fingerprint, { key, settled: false });
    return true;
  }

  /** The key of the running submit of these values. */
  keyOf(variables: unknown): string {
    return this.running.get(fingerprintOf(variables))?.key ?? newIdempotencyKey();
  }

  settle(variables: unknown, error: unknown): void {
    const fingerprint = fingerprintOf(variables);
    const submit = this.running.get(fingerprint);
    if (!submit) return;
    submit.settled = true;
    if (error && mayHaveActed(error)) this.retry = { fingerprint, key: submit.key };
  }

  /** Called once the screen shows the outcome: the settled submits may be made again. */
  release(): void {
    for (const [fingerprint, submit] of this.running) if (submit.settled) this.running.delete(fingerprint);
  }
}
