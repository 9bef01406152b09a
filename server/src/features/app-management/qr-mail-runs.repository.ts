import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { QR_DELIVERY_STATUSES, type QrDeliveryStatus } from '@mamt/contract';
import { qrMailDeliveries, qrMailRuns } from '../../db/schema.js';
import { createBatcher } from '../../lib/batcher.js';

/** What can be sent again: given up on, or kept in the outbox for want of a mail server. */
export const RESENDABLE: QrDeliveryStatus[] = ['failed', 'kept'];

export type NewRun = { cloudId: string; domain: string; sentByUserId: number | null; sentByName: string; subject: string; body: string; cc: string | null };
export type NewDelivery = { extension: string; subscriberLogin: string; firstName: string; lastName: string; recipient: string };
export type Problem = { id: string; detail: string | null };
type StatusWrite = { id: number; status: QrDeliveryStatus; attempts: number; problem: string | null; detail: string | null };

/** One user's QR e-mail of a send, as stored. */
export type DeliveryRow = typeof qrMailDeliveries.$inferSelect;

/**
 * Counts of a send's deliveries by status, in one pass. The send's id is named with its table: a
 * bare "id" inside the subquery would be the delivery's own.
 */
const counts = sql<Record<QrDeliveryStatus, number>>`(
  select json_build_object(${sql.raw(QR_DELIVERY_STATUSES.map((status) => `'${status}', count(*) filter (where d.status = '${status}')`).join(', '))})
  from ${qrMailDeliveries} d where d.run_id = "qr_mail_runs"."id")`;

const runColumns = {
  id: qrMailRuns.id,
  domain: qrMailRuns.domain,
  sentByName: qrMailRuns.sentByName,
  subject: qrMailRuns.subject,
  cc: qrMailRuns.cc,
  createdAt: qrMailRuns.createdAt,
  counts,
};

function missing(extension: string): never {
  throw new Error(`the insert answered no delivery of extension ${extension}`);
}

const ofDomain = (cloudId: string, domain: string) => and(eq(qrMailDeliveries.cloudId, cloudId), eq(qrMailDeliveries.domain, domain));

/** What a mail is still to be sent in: a job that finds its delivery in any other has nothing to do. */
const DUE: QrDeliveryStatus[] = ['queued', 'retrying'];

/** Deliveries whose jobs could not be stored: they will not be sent, and the console must say so. */
export async function markNotQueued(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(qrMailDeliveries)
    .set({ status: 'failed', problem: 'mailNotQueued', problemDetail: null, updatedAt: new Date() })
    .where(inArray(qrMailDeliveries.id, ids));
}

export function createQrMailRunsRepository(db: Db) {
  /**
   * Where a mail stands, written once per mail of a send of thousands, as a group commit
   * (lib/batcher.ts): the mails whose status comes in while a write runs join the next one, so the
   * mail workers share one UPDATE instead of a round trip each. Each caller waits for the write that
   * carries its status, so a job is done only once its mail's status is stored.
   */
  const writeStatuses = createBatcher(
    async (writes: StatusWrite[]): Promise<void> => {
      // The last status of a delivery wins; earlier ones of the same batch say nothing more.
      const latest = [...new Map(writes.map((write) => [write.id, write])).values()];
      // A VALUES list, whose length the planner knows: a few rows are updated through the key, where
      // a JSON parameter of unknown length makes it read the whole table.
      const rows = sql.join(
        latest.map(({ id, status, attempts, problem, detail }) => sql`(${id}::int, ${status}, ${attempts}::int, ${problem}::text, ${detail}::text)`),
        sql`, `,
      );
      await db.execute(sql`
        update ${qrMailDeliveries} as d set status = w.status, attempts = w.attempts, problem = w.problem, problem_detail = w.detail, updated_at = now()
        from (values ${rows}) as w(id, status, attempts, problem, detail)
        where d.id = w.id`);
    },
    { concurrency: 2 },
  );
  /**
   * Where the mails of the jobs at hand stand, in one lookup per batch: every mail job asks first
   * (mail-queue.ts), and the jobs prepared together share the question.
   */
  const statusesOfIds = db
    .select({ id: qrMailDeliveries.id, status: qrMailDeliveries.status })
    .from(qrMailDeliveries)
    .where(sql`${qrMailDeliveries.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('qr_mail_deliveries_status');
  const statusesOf = createBatcher(async (ids: number[]): Promise<Map<number, string>> => {
    const rows = await statusesOfIds.execute({ ids: [...new Set(ids)] });
    return new Map(rows.map((row) => [row.id, row.status]));
  });
  const write = (id: number, status: QrDeliveryStatus, attempts: number, problem: Problem | null) =>
    writeStatuses({ id, status, attempts, problem: problem?.id ?? null, detail: problem?.detail ?? null });

  return {
    /**
     * The run and one queued delivery per user, in one transaction; answers the deliveries with their
     * ids. The deliveries go in as one JSON parameter of one statement: for a send of 5,000 that is
     * one round trip and no per-row mapping, where rows bound one by one cost seconds. `fanOut`
     * stores, in the same transaction, the job that queues the mails later (qr-mail-fan-out.ts);
     * without it the caller queues them itself, and the run is fanned out as it is written.
     */
    async createRun(run: NewRun, deliveries: NewDelivery[], expiresAt: Date, fanOut?: (tx: Db, runId: number) => Promise<void>): Promise<{ runId: number; deliveries: DeliveryRow[] }> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(qrMailRuns)
          .values({ ...run, fannedOutAt: fanOut ? null : sql`now()` })
          .returning({ id: qrMailRuns.id, createdAt: qrMailRuns.createdAt });
        if (!created) throw new Error('an insert returned no row');
        const json = JSON.stringify(deliveries.map((d) => ({ extension: d.extension, login: d.subscriberLogin, first: d.firstName, last: d.lastName, recipient: d.recipient })));
        const result = await tx.execute(sql`
          insert into ${qrMailDeliveries} (run_id, cloud_id, domain, extension, subscriber_login, first_name, last_name, recipient, status, expires_at)
          select ${created.id}, ${run.cloudId}, ${run.domain}, d.extension, d.login, d.first, d.last, d.recipient, 'queued', ${expiresAt.toISOString()}::timestamptz
          from json_to_recordset(${json}::json) as d(extension text, login text, first text, last text, recipient text)
          returning id, extension`);
        // A run's extensions are distinct: each delivery finds its id by its extension.
        const ids = new Map((result as unknown as { rows: Array<{ id: number; extension: string }> }).rows.map((row) => [row.extension, row.id]));
        const at = created.createdAt;
        const rows = deliveries.map((delivery): DeliveryRow => ({
          ...delivery,
          id: ids.get(delivery.extension) ?? missing(delivery.extension),
          runId: created.id,
          cloudId: run.cloudId,
          domain: run.domain,
          status: 'queued',
          attempts: 0,
          problem: null,
          problemDetail: null,
          expiresAt,
          createdAt: at,
          updatedAt: at,
        }));
        await fanOut?.(tx, created.id);
        return { runId: created.id, deliveries: rows };
      });
    },

    /** Whether a delivery's mail is still to be sent; asked by every mail job. */
    async isDue(id: number): Promise<boolean> {
      const status = (await statusesOf(id)).get(id);
      return status !== undefined && DUE.includes(status as QrDeliveryStatus);
    },

    markSent: (id: number, attempts: number) => write(id, 'sent', attempts, null),
    markKept: (id: number, attempts: number) => write(id, 'kept', attempts, { id: 'mailNotConfigured', detail: null }),
    markProblem: (id: number, status: 'retrying' | 'failed', problem: Problem, attempts: number) => write(id, status, attempts, problem),

    markNotQueued: (ids: number[]) => markNotQueued(db, ids),

    /** The template a send was written with; a send gone (purged) fails its remaining mails. */
    async templateOf(runId: number): Promise<{ subject: string; body: string }> {
      const [run] = await db.select({ subject: qrMailRuns.subject, body: qrMailRuns.body }).from(qrMailRuns).where(eq(qrMailRuns.id, runId)).limit(1);
      if (!run) throw new Error(`the QR e-mail send ${runId} is gone`);
      return run;
    },

    /** A run of the domain with its counts by status, or undefined when the domain has no such run. */
    async findRun(cloudId: string, domain: string, runId: number) {
      const [run] = await db
        .select(runColumns)
        .from(qrMailRuns)
        .where(and(eq(qrMailRuns.id, runId), eq(qrMailRuns.cloudId, cloudId), eq(qrMailRuns.domain, domain)))
        .limit(1);
      return run;
    },

    /** One page of a run's deliveries, in the order they were chosen, optionally of some statuses only. */
    async deliveriesOf(runId: number, statuses: QrDeliveryStatus[] | undefined, offset: number, limit: number) {
      const where = and(eq(qrMailDeliveries.runId, runId), statuses ? inArray(qrMailDeliveries.status, statuses) : undefined);
      const [rows, [total]] = await Promise.all([
        db.select().from(qrMailDeliveries).where(where).orderBy(asc(qrMailDeliveries.id)).offset(offset).limit(limit),
        db.select({ value: sql<number>`count(*)::int` }).from(qrMailDeliveries).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** The domain's latest runs, newest first. */
    async recentRuns(cloudId: string, domain: string, limit: number) {
      return db
        .select(runColumns)
        .from(qrMailRuns)
        .where(and(eq(qrMailRuns.cloudId, cloudId), eq(qrMailRuns.domain, domain)))
        .orderBy(desc(qrMailRuns.createdAt), desc(qrMailRuns.id))
        .limit(limit);
    },

    /**
     * Each user's latest QR e-mail of the domain when it was not delivered (given up on, or kept for
     * want of a mail server), newest first: a later delivered one to the same user settles it.
     */
    async undelivered(cloudId: string, domain: string, limit: number) {
      const latest = db
        .selectDistinctOn([qrMailDeliveries.extension])
        .from(qrMailDeliveries)
        .where(ofDomain(cloudId, domain))
        .orderBy(qrMailDeliveries.extension, desc(qrMailDeliveries.createdAt), desc(qrMailDeliveries.id))
        .as('latest');
      return db
        .select()
        .from(latest)
        .where(inArray(latest.status, RESENDABLE))
        .orderBy(desc(latest.updatedAt), desc(latest.id))
        .limit(limit);
    },

    /** Deliveries of the domain that may be sent again (undelivered), among `ids` and/or of one send, with their send's template. */
    async findResendable(cloudId: string, domain: string, chosen: { ids: number[]; runId?: number }) {
      if (chosen.ids.length === 0 && chosen.runId === undefined) return [];
      return db
        .select({ delivery: qrMailDeliveries, subject: qrMailRuns.subject, body: qrMailRuns.body })
        .from(qrMailDeliveries)
        .innerJoin(qrMailRuns, eq(qrMailRuns.id, qrMailDeliveries.runId))
        .where(
          and(
            ofDomain(cloudId, domain),
            chosen.ids.length > 0 ? inArray(qrMailDeliveries.id, chosen.ids) : undefined,
            chosen.runId !== undefined ? eq(qrMailDeliveries.runId, chosen.runId) : undefined,
            inArray(qrMailDeliveries.status, RESENDABLE),
          ),
        );
    },

    /**
     * Puts undelivered deliveries back in the queue with a new expiry; answers those it took. Two
     * resends at once take each delivery once: the status is checked by the update itself.
     */
    async requeue(ids: number[], recipients: Map<number, string>, expiresAt: Date): Promise<DeliveryRow[]> {
      if (ids.length === 0) return [];
      return db.transaction(async (tx) => {
        const taken = await tx
          .update(qrMailDeliveries)
          .set({ status: 'queued', attempts: 0, problem: null, problemDetail: null, expiresAt, updatedAt: new Date() })
          .where(and(inArray(qrMailDeliveries.id, ids), inArray(qrMailDeliveries.status, RESENDABLE)))
          .returning();
        for (const row of taken) {
          const recipient = recipients.get(row.id);
          if (recipient && recipient !== row.recipient) {
            await tx.update(qrMailDeliveries).set({ recipient }).where(eq(qrMailDeliveries.id, row.id));
            row.recipient = recipient;
          }
        }
        return taken;
      });
    },

    /** Sends older than `before` go, with their deliveries. */
    async purge(before: Date): Promise<number> {
      const removed = await db.delete(qrMailRuns).where(lt(qrMailRuns.createdAt, before)).returning({ id: qrMailRuns.id });
      return removed.length;
    },
  };
}

export type QrMailRunsRepository = ReturnType<typeof createQrMailRunsRepository>;
