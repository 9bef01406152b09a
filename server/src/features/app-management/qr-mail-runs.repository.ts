import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { QR_DELIVERY_STATUSES, QR_UNDELIVERED_STATUSES, type QrDeliveryStatus } from '@mamt/contract';
import { qrMailDeliveries, qrMailRuns } from '../../db/schema.js';

/** What can be sent again: given up on, or kept in the outbox for want of a mail server. */
const RESENDABLE = QR_UNDELIVERED_STATUSES;

export type NewRun = { cloudId: string; domain: string; sentByUserId: number | null; sentByName: string; subject: string; body: string; cc: string | null };
export type NewDelivery = { extension: string; subscriberLogin: string; firstName: string; lastName: string; recipient: string };

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

const ofDomain = (cloudId: string, domain: string) => and(eq(qrMailDeliveries.cloudId, cloudId), eq(qrMailDeliveries.domain, domain));

export function createQrMailRunsRepository(db: Db) {
  /** Each user's latest QR e-mail of the domain: a later one to the same user, delivered or not, settles those before it. */
  const latestPerUser = (cloudId: string, domain: string) =>
    db
      .selectDistinctOn([qrMailDeliveries.extension])
      .from(qrMailDeliveries)
      .where(ofDomain(cloudId, domain))
      .orderBy(qrMailDeliveries.extension, desc(qrMailDeliveries.createdAt), desc(qrMailDeliveries.id))
      .as('latest');

  return {
    /**
     * The run and one queued delivery per user, in one transaction; answers the run's id and time. The
     * deliveries go in as one JSON parameter of one statement: for a send of 5,000 that is
     * one round trip and no per-row mapping, where rows bound one by one cost seconds. Once it has
     * committed, the deliveries are the mails' queue (qr-mail-sender.ts); `priority` 1 puts them
     * before the mails of sends to many.
     */
    async createRun(run: NewRun, deliveries: NewDelivery[], expiresAt: Date, priority: number): Promise<{ runId: number; createdAt: Date }> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(qrMailRuns).values(run).returning({ id: qrMailRuns.id, createdAt: qrMailRuns.createdAt });
        if (!created) throw new Error('an insert returned no row');
        const json = JSON.stringify(deliveries.map((d) => ({ extension: d.extension, login: d.subscriberLogin, first: d.firstName, last: d.lastName, recipient: d.recipient })));
        await tx.execute(sql`
          insert into ${qrMailDeliveries} (run_id, cloud_id, domain, extension, subscriber_login, first_name, last_name, recipient, status, expires_at, priority)
          select ${created.id}, ${run.cloudId}, ${run.domain}, d.extension, d.login, d.first, d.last, d.recipient, 'queued', ${expiresAt.toISOString()}::timestamptz, ${priority}::smallint
          from json_to_recordset(${json}::json) as d(extension text, login text, first text, last text, recipient text)`);
        return { runId: created.id, createdAt: created.createdAt };
      });
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
     * want of a mail server), newest first: a later delivered one to the same user settles it. The
     * first `limit` of them, and how many there are in all.
     */
    async undelivered(cloudId: string, domain: string, limit: number) {
      const latest = latestPerUser(cloudId, domain);
      const undelivered = inArray(latest.status, RESENDABLE);
      const [rows, [total]] = await Promise.all([
        db.select().from(latest).where(undelivered).orderBy(desc(latest.updatedAt), desc(latest.id)).limit(limit),
        db.select({ value: sql<number>`count(*)::int` }).from(latest).where(undelivered),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /**
     * Deliveries of the domain that may be sent again (undelivered), among `ids`, of one send and/or
     * every user's latest undelivered one (`allUndelivered`, what `undelivered` counts), with their
     * send's template.
     */
    async findResendable(cloudId: string, domain: string, chosen: { ids: number[]; runId?: number; allUndelivered?: boolean }) {
      if (chosen.ids.length === 0 && chosen.runId === undefined && !chosen.allUndelivered) return [];
      const latest = latestPerUser(cloudId, domain);
      return db
        .select({ delivery: qrMailDeliveries, subject: qrMailRuns.subject, body: qrMailRuns.body })
        .from(qrMailDeliveries)
        .innerJoin(qrMailRuns, eq(qrMailRuns.id, qrMailDeliveries.runId))
        .where(
          and(
            ofDomain(cloudId, domain),
            chosen.ids.length > 0 ? inArray(qrMailDeliveries.id, chosen.ids) : undefined,
            chosen.runId !== undefined ? eq(qrMailDeliveries.runId, chosen.runId) : undefined,
            chosen.allUndelivered ? inArray(qrMailDeliveries.id, db.select({ id: latest.id }).from(latest).where(inArray(latest.status, RESENDABLE))) : undefined,
            inArray(qrMailDeliveries.status, RESENDABLE),
          ),
        );
    },

    /**
     * Puts undelivered deliveries back in the queue with a new expiry, due at once; answers those it
     * took. Two resends at once take each delivery once: the status is checked by the update itself.
     */
    async requeue(ids: number[], recipients: Map<number, string>, expiresAt: Date, priority: number): Promise<DeliveryRow[]> {
      if (ids.length === 0) return [];
      return db.transaction(async (tx) => {
        const taken = await tx
          .update(qrMailDeliveries)
          .set({ status: 'queued', attempts: 0, problem: null, problemDetail: null, expiresAt, priority, nextAttemptAt: sql`now()`, claimedUntil: null, updatedAt: new Date() })
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
