import { createHash } from 'node:crypto';
import { MESSAGES } from '@mamt/contract';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.js';
import { idempotentRequests } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import { hashToken } from '../lib/secrets.js';
import type { UploadedFile } from '../lib/images.js';

export type IdempotencyOptions = {
  /** How long a running first call is waited for before a repeat is told to try again (409). */
  waitMs?: number;
  /** A first call running longer than this is taken as abandoned (its process died), and a repeat runs it. */
  abandonedMs?: number;
  now?: () => number;
};

/** One write call of one signed-in user with a key: who, which key, which call, what was asked. */
export type IdempotentCall = { userId: number; key: string; call: string; input: unknown; files: UploadedFile[] };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** JSON with the keys of every object in order, so that the same fields in another order are the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value).filter(([, child]) => child !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonicalJson(child)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What the request asked for: the call, its validated input and the content of its files. */
export function requestHashOf({ call, input, files }: Pick<IdempotentCall, 'call' | 'input' | 'files'>): string {
  const hash = createHash('sha256').update(call).update('\0').update(canonicalJson(input));
  for (const file of files) hash.update('\0').update(file.field).update('\0').update(file.filename).update('\0').update(file.data);
  return hash.digest('hex');
}

/**
 * Idempotent write calls (the `Idempotency-Key` header), kept in the database so that every process
 * agrees. The first request of a key claims it with one insert and runs the call; its successful
 * answer is stored, and every repeat of the key by the same user gets that answer without running
 * the call again, waiting for the first when it is still running. A refused or failed first call
 * gives the key back, so the user can correct the form and try again. The same key with another
 * call or other input is refused (422): it would otherwise answer a request that was never run.
 */
export function createIdempotency(db: Db, { waitMs = 30_000, abandonedMs = 120_000, now = Date.now }: IdempotencyOptions = {}) {
  const rowOf = (userId: number, keyHash: string) => and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.keyHash, keyHash));

  /**
   * Claims the key: a new row, or the row of an abandoned first call of the same request. Answers
   * the claim's start time (which identifies it), or null when another request holds the key.
   */
  async function claim(userId: number, keyHash: string, call: string, requestHash: string): Promise<Date | null> {
    const startedAt = new Date(now());
    const abandonedBefore = new Date(startedAt.getTime() - abandonedMs);
    const [row] = await db
      .insert(idempotentRequests)
      .values({ userId, keyHash, call, requestHash, startedAt })
      .onConflictDoUpdate({
        target: [idempotentRequests.userId, idempotentRequests.keyHash],
        set: { startedAt },
        setWhere: sql`${idempotentRequests.completedAt} is null and ${idempotentRequests.startedAt} < ${abandonedBefore}
          and ${idempotentRequests.call} = ${call} and ${idempotentRequests.requestHash} = ${requestHash}`,
      })
      .returning({ startedAt: idempotentRequests.startedAt });
    return row ? row.startedAt : null;
  }

  async function run(request: IdempotentCall, work: () => Promise<unknown>): Promise<{ answer: unknown; replayed: boolean }> {
    const keyHash = hashToken(request.key);
    const requestHash = requestHashOf(request);
    const deadline = now() + waitMs;
    for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
      const claimed = await claim(request.userId, keyHash, request.call, requestHash);
      if (claimed) return { answer: await runClaimed(request.userId, keyHash, claimed, work), replayed: false };
      const [held] = await db
        .select({ call: idempotentRequests.call, requestHash: idempotentRequests.requestHash, answer: idempotentRequests.answer, completedAt: idempotentRequests.completedAt })
        .from(idempotentRequests)
        .where(rowOf(request.userId, keyHash));
      // Gone: the first call failed and gave the key back; this one claims it anew.
      if (!held) continue;
      if (held.call !== request.call || held.requestHash !== requestHash) throw new AppError('UNPROCESSABLE', MESSAGES.idempotencyKeyReused);
      if (held.completedAt) return { answer: JSON.parse(held.answer ?? 'null'), replayed: true };
      if (now() >= deadline) throw new AppError('CONFLICT', MESSAGES.idempotencyInProgress);
      await sleep(pause);
    }
  }

  async function runClaimed(userId: number, keyHash: string, startedAt: Date, work: () => Promise<unknown>): Promise<unknown> {
    const ours = and(rowOf(userId, keyHash), eq(idempotentRequests.startedAt, startedAt), isNull(idempotentRequests.completedAt));
    let answer: unknown;
    try {
      answer = await work();
    } catch (error) {
      await db.delete(idempotentRequests).where(ours);
      throw error;
    }
    await db.update(idempotentRequests).set({ answer: JSON.stringify(answer ?? null), completedAt: new Date(now()) }).where(ours);
    return answer;
  }

  return {
    run,
    /** Drops the rows of calls started before `before`: their keys may be used afresh. */
    async purge(before: Date): Promise<number> {
      const removed = await db.delete(idempotentRequests).where(lt(idempotentRequests.startedAt, before)).returning({ userId: idempotentRequests.userId });
      return removed.length;
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
