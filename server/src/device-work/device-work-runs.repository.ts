import type { DeviceWorkState } from '@mamt/contract';
import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.js';
import { deviceWorkPieces, deviceWorkRuns } from '../db/schema.js';

/** A forced reprovision's scope: the whole tenant, one domain, or one user of a domain. */
export type DeviceScope = { cloudId: string; domain?: string; extension?: string };

export type DeviceWorkKind = 'reprovision' | 'device-sync';
export type NewRun = {
  kind: DeviceWorkKind;
  cloudId: string;
  domain?: string;
  extension?: string;
  requestedBy: { userId: number | null; name: string };
};
export type RunRow = typeof deviceWorkRuns.$inferSelect;
/** Up to a hundred devices of one domain, worked and counted together. */
export type Piece = { domain: string; devices: string[] };
export type PieceOutcome = 'done' | 'failed';

/** How many runs of a domain the console shows. */
const RECENT_RUNS = 5;

export function createDeviceWorkRunsRepository(db: Db) {
  return {
    async create(run: NewRun): Promise<number> {
      const [row] = await db
        .insert(deviceWorkRuns)
        .values({
          kind: run.kind,
          cloudId: run.cloudId,
          domain: run.domain ?? null,
          extension: run.extension ?? null,
          requestedByUserId: run.requestedBy.userId,
          requestedByName: run.requestedBy.name,
        })
        .returning({ id: deviceWorkRuns.id });
      if (!row) throw new Error('an insert returned no row');
      return row.id;
    },

    async find(runId: number): Promise<RunRow | undefined> {
      const [row] = await db.select().from(deviceWorkRuns).where(eq(deviceWorkRuns.id, runId)).limit(1);
      return row;
    },

    /**
     * The run's listing: its pieces and total, and running (done at once when there is nothing to
     * do), in one transaction and only while it is still listing, so that a retried planning job
     * never lists a run twice. Answers whether this call listed it.
     */
    async listed(runId: number, pieces: Piece[]): Promise<boolean> {
      const total = pieces.reduce((sum, piece) => sum + piece.devices.length, 0);
      return db.transaction(async (tx) => {
        const state: DeviceWorkState = total === 0 ? 'done' : 'running';
        const [row] = await tx
          .update(deviceWorkRuns)
          .set({ state, total, updatedAt: sql`now()`, ...(total === 0 ? { finishedAt: sql`now()` } : {}) })
          .where(and(eq(deviceWorkRuns.id, runId), eq(deviceWorkRuns.state, 'listing')))
          .returning({ id: deviceWorkRuns.id });
        if (!row) return false;
        if (pieces.length > 0) await tx.insert(deviceWorkPieces).values(pieces.map((piece, index) => ({ runId, piece: index, ...piece })));
        return true;
      });
    },

    /** The pieces not counted yet, whose jobs are (still) to be queued. */
    async uncountedPieces(runId: number): Promise<number[]> {
      const rows = await db
        .select({ piece: deviceWorkPieces.piece })
        .from(deviceWorkPieces)
        .where(and(eq(deviceWorkPieces.runId, runId), isNull(deviceWorkPieces.outcome)))
        .orderBy(asc(deviceWorkPieces.piece));
      return rows.map((row) => row.piece);
    },

    /** A piece with its run's tenant and kind; `outcome` is set once it has been counted. */
    async findPiece(runId: number, piece: number) {
      const [row] = await db
        .select({ cloudId: deviceWorkRuns.cloudId, kind: deviceWorkRuns.kind, domain: deviceWorkPieces.domain, devices: deviceWorkPieces.devices, outcome: deviceWorkPieces.outcome })
        .from(deviceWorkPieces)
        .innerJoin(deviceWorkRuns, eq(deviceWorkRuns.id, deviceWorkPieces.runId))
        .where(and(eq(deviceWorkPieces.runId, runId), eq(deviceWorkPieces.piece, piece)))
        .limit(1);
      return row;
    },

    /**
     * Counts a piece's devices done or failed, once: the piece's outcome and the run's counts change
     * in one transaction, and a piece already counted changes nothing. The run is done when its
     * counts reach its total; the counts are read from the row as updated, so two pieces counted at
     * the same moment by two processes still finish it. Answers whether this call counted it.
     */
    async count(runId: number, piece: number, outcome: PieceOutcome): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [counted] = await tx
          .update(deviceWorkPieces)
          .set({ outcome, countedAt: sql`now()` })
          .where(and(eq(deviceWorkPieces.runId, runId), eq(deviceWorkPieces.piece, piece), isNull(deviceWorkPieces.outcome)))
          .returning({ devices: sql<number>`jsonb_array_length(${deviceWorkPieces.devices})` });
        if (!counted) return false;
        const devices = Number(counted.devices);
        const finished = sql`${deviceWorkRuns.done} + ${deviceWorkRuns.failed} + ${devices} >= ${deviceWorkRuns.total}`;
        await tx
          .update(deviceWorkRuns)
          .set({
            ...(outcome === 'done' ? { done: sql`${deviceWorkRuns.done} + ${devices}` } : { failed: sql`${deviceWorkRuns.failed} + ${devices}` }),
            state: sql`case when ${finished} then 'done' else ${deviceWorkRuns.state} end`,
            finishedAt: sql`case when ${finished} then now() else ${deviceWorkRuns.finishedAt} end`,
            updatedAt: sql`now()`,
          })
          .where(eq(deviceWorkRuns.id, runId));
        return true;
      });
    },

    /** A run whose devices could not be listed (the planning job was given up on). */
    async listingFailed(runId: number): Promise<void> {
      await db
        .update(deviceWorkRuns)
        .set({ state: 'failed', updatedAt: sql`now()`, finishedAt: sql`now()` })
        .where(and(eq(deviceWorkRuns.id, runId), eq(deviceWorkRuns.state, 'listing')));
    },

    /** The domain's latest runs and the tenant's latest company-wide one, newest first. */
    async recent(cloudId: string, domain: string): Promise<RunRow[]> {
      const newest = [desc(deviceWorkRuns.createdAt), desc(deviceWorkRuns.id)];
      const ofDomain = await db
        .select()
        .from(deviceWorkRuns)
        .where(and(eq(deviceWorkRuns.cloudId, cloudId), eq(deviceWorkRuns.domain, domain)))
        .orderBy(...newest)
        .limit(RECENT_RUNS);
      const companyWide = await db
        .select()
        .from(deviceWorkRuns)
        .where(and(eq(deviceWorkRuns.cloudId, cloudId), isNull(deviceWorkRuns.domain)))
        .orderBy(...newest)
        .limit(1);
      return [...ofDomain, ...companyWide].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    },

    async purge(before: Date): Promise<number> {
      const removed = await db.delete(deviceWorkRuns).where(lt(deviceWorkRuns.createdAt, before)).returning({ id: deviceWorkRuns.id });
      return removed.length;
    },
  };
}

export type DeviceWorkRunsRepository = ReturnType<typeof createDeviceWorkRunsRepository>;
