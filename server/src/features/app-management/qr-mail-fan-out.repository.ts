import { and, asc, count, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { qrMailDeliveries, qrMailRuns } from '../../db/schema.js';
import type { DeliveryRow } from './qr-mail-runs.repository.js';

/** What queuing a piece of a send needs of the send itself: who sent it, to how many, and its Cc. */
export type FanOutRun = { id: number; cloudId: string; domain: string; sentByName: string; cc: string | null; createdAt: Date; total: number };

/** Deliveries of a send in id order, the next ones whose mails are to be queued; `last`: none follow. */
export type Piece = { run: FanOutRun; deliveries: DeliveryRow[]; last: boolean };

/** Stores what a piece queues, in the transaction that then moves the send's cursor past it. */
export type StorePiece = (tx: Db, piece: Piece) => Promise<void>;

const ofRun = (runId: number) => eq(qrMailDeliveries.runId, runId);

/** The send's mails queued already and still waiting for a worker (those up to its cursor, still 'queued'). */
async function waitingOf(tx: Db, runId: number, cursor: number): Promise<number> {
  const [waiting] = await tx
    .select({ count: count() })
    .from(qrMailDeliveries)
    .where(and(ofRun(runId), eq(qrMailDeliveries.status, 'queued'), lte(qrMailDeliveries.id, cursor)));
  return waiting?.count ?? 0;
}

/**
 * Where the queuing of a send's mails stands (qr_mail_runs.fanned_out_to and fanned_out_at, migration
 * 0018): read and moved on in the transaction that stores each piece's jobs, so that a piece is
 * queued with its cursor or not at all.
 */
export function createQrFanOutRepository(db: Db) {
  return {
    /**
     * The send's next piece of `size` deliveries, handed to `store` in the transaction that then moves
     * the cursor past it (and, after the last, says the send is fanned out). The send's row is locked
     * first, so that two jobs of one send take its pieces one after the other. Answers whether pieces
     * remain: a send gone (purged) or already fanned out has none. While `waitingMax` of the send's
     * queued mails still wait for a worker, no piece is taken: 'later'.
     */
    async takePiece(runId: number, size: number, store: StorePiece, { waitingMax }: { waitingMax?: number } = {}): Promise<'more' | 'done' | 'later'> {
      return db.transaction(async (tx) => {
        const [run] = await tx
          .select({
            id: qrMailRuns.id,
            cloudId: qrMailRuns.cloudId,
            domain: qrMailRuns.domain,
            sentByName: qrMailRuns.sentByName,
            cc: qrMailRuns.cc,
            createdAt: qrMailRuns.createdAt,
            cursor: qrMailRuns.fannedOutTo,
            done: qrMailRuns.fannedOutAt,
          })
          .from(qrMailRuns)
          .where(eq(qrMailRuns.id, runId))
          .for('update');
        if (!run || run.done) return 'done';
        if (waitingMax !== undefined && (await waitingOf(tx, runId, run.cursor)) >= waitingMax) return 'later';
        // One more than the piece says whether another follows.
        const rows = await tx
          .select()
          .from(qrMailDeliveries)
          .where(and(ofRun(runId), gt(qrMailDeliveries.id, run.cursor)))
          .orderBy(asc(qrMailDeliveries.id))
          .limit(size + 1);
        const [counted] = await tx.select({ total: count() }).from(qrMailDeliveries).where(ofRun(runId));
        const deliveries = rows.slice(0, size);
        const last = rows.length <= size;
        await store(tx, { run: { ...run, total: counted?.total ?? 0 }, deliveries, last });
        await tx
          .update(qrMailRuns)
          .set({ fannedOutTo: deliveries.at(-1)?.id ?? run.cursor, ...(last ? { fannedOutAt: sql`now()` } : {}) })
          .where(eq(qrMailRuns.id, runId));
        return last ? 'done' : 'more';
      });
    },

    /** The first `limit` deliveries of a send, in the order they were chosen (those a Cc's notice names). */
    firstOf: (tx: Db, runId: number, limit: number) => tx.select().from(qrMailDeliveries).where(ofRun(runId)).orderBy(asc(qrMailDeliveries.id)).limit(limit),

    /**
     * A send whose mails could not be queued after every try: the deliveries not yet queued fail as
     * such, and the send is done, so that nothing waits for ever as "queued".
     */
    async giveUp(runId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [run] = await tx.select({ cursor: qrMailRuns.fannedOutTo }).from(qrMailRuns).where(and(eq(qrMailRuns.id, runId), isNull(qrMailRuns.fannedOutAt))).for('update');
        if (!run) return;
        await tx
          .update(qrMailDeliveries)
          .set({ status: 'failed', problem: 'mailNotQueued', problemDetail: null, updatedAt: new Date() })
          .where(and(ofRun(runId), gt(qrMailDeliveries.id, run.cursor), eq(qrMailDeliveries.status, 'queued')));
        await tx.update(qrMailRuns).set({ fannedOutAt: sql`now()` }).where(eq(qrMailRuns.id, runId));
      });
    },
  };
}

export type QrFanOutRepository = ReturnType<typeof createQrFanOutRepository>;
