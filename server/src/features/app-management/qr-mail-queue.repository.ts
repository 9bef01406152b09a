import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { qrMailDeliveries, qrMailRuns } from '../../db/schema.js';
import { createBatcher } from '../../lib/batcher.js';

/** A QR e-mail a sender has taken: its delivery, the user, its send's template and which attempt this is. */
export type ClaimedMail = {
  id: number;
  cloudId: string;
  domain: string;
  extension: string;
  subscriberLogin: string;
  firstName: string;
  lastName: string;
  recipient: string;
  expiresAt: Date;
  /** 1 for the first attempt. */
  attempt: number;
  subject: string;
  body: string;
};

/**
 * How an attempt ended. `retryInSeconds`: when the next attempt may begin (retrying only). `problem`:
 * the message id of the plain words, `detail` the mail server's own.
 */
export type Outcome = { id: number; attempt: number; status: 'sent' | 'kept' | 'retrying' | 'failed'; problem?: string; detail?: string; retryInSeconds?: number };

type ClaimedRow = {
  id: number;
  cloud_id: string;
  domain: string;
  extension: string;
  subscriber_login: string;
  first_name: string;
  last_name: string;
  recipient: string;
  expires_at: Date | string;
  attempts: number;
  subject: string;
  body: string;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The queue QR e-mails leave from: their delivery rows (migration 0019). A sender takes the next due
 * mails in one statement and holds them for a lease; the outcomes of many mails are written in one
 * statement. A send to thousands then costs the database a few statements per dozen mails, where a
 * job per mail cost a dozen statements per few mails.
 */
export function createQrMailQueueRepository(db: Db) {
  /**
   * Outcomes as a group commit (lib/batcher.ts): the mails that end while a write runs share the
   * next. An outcome counts only for the attempt that holds the mail: a sender that lost its lease
   * (thought dead, its mail taken by another) writes nothing over the newer attempt.
   */
  const writeOutcomes = createBatcher(
    async (outcomes: Outcome[]) => {
      const rows = sql.join(
        outcomes.map(
          ({ id, attempt, status, problem, detail, retryInSeconds }) =>
            sql`(${id}::int, ${attempt}::int, ${status}, ${problem ?? null}::text, ${detail ?? null}::text, ${retryInSeconds ?? 0}::int)`,
        ),
        sql`, `,
      );
      // A VALUES list, whose length the planner knows: the rows are updated through the key.
      await db.execute(sql`
        update ${qrMailDeliveries} as d
        set status = o.status, problem = o.problem, problem_detail = o.detail, claimed_until = null,
          next_attempt_at = now() + o.retry_in * interval '1 second', updated_at = now()
        from (values ${rows}) as o(id, attempt, status, problem, detail, retry_in)
        where d.id = o.id and d.attempts = o.attempt`);
    },
    { concurrency: 2 },
  );

  return {
    /**
     * Takes up to `limit` due mails, the most urgent first (priority, then due time, then the order
     * they were chosen in), for `leaseSeconds`: counts their attempt and answers them with their
     * send's template. Two senders never take the same mail (SKIP LOCKED, then the lease).
     */
    async claim(limit: number, leaseSeconds: number): Promise<ClaimedMail[]> {
      const result = await db.execute(sql`
        with next as (
          select id from ${qrMailDeliveries}
          where status in ('queued', 'retrying') and next_attempt_at <= now() and (claimed_until is null or claimed_until < now())
          order by priority desc, next_attempt_at, id
          limit ${limit}
          for update skip locked
        )
        update ${qrMailDeliveries} as d set claimed_until = now() + ${leaseSeconds}::int * interval '1 second', attempts = d.attempts + 1
        from next, ${qrMailRuns} as r
        where d.id = next.id and r.id = d.run_id
        returning d.id, d.cloud_id, d.domain, d.extension, d.subscriber_login, d.first_name, d.last_name, d.recipient, d.expires_at, d.attempts, r.subject, r.body`);
      return rowsOf<ClaimedRow>(result)
        .map((row) => ({
          id: row.id,
          cloudId: row.cloud_id,
          domain: row.domain,
          extension: row.extension,
          subscriberLogin: row.subscriber_login,
          firstName: row.first_name,
          lastName: row.last_name,
          recipient: row.recipient,
          expiresAt: new Date(row.expires_at),
          attempt: row.attempts,
          subject: row.subject,
          body: row.body,
        }))
        .sort((a, b) => a.id - b.id);
    },

    /** Gives back mails taken but not begun (a sender stopping): they are due again at once, with the attempt not counted. */
    async release(mails: Array<{ id: number; attempt: number }>): Promise<void> {
      if (mails.length === 0) return;
      const rows = sql.join(
        mails.map(({ id, attempt }) => sql`(${id}::int, ${attempt}::int)`),
        sql`, `,
      );
      await db.execute(sql`
        update ${qrMailDeliveries} as d set claimed_until = null, attempts = d.attempts - 1
        from (values ${rows}) as m(id, attempt)
        where d.id = m.id and d.attempts = m.attempt`);
    },

    /** Writes how an attempt ended; answers once it is stored. */
    record: (outcome: Outcome) => writeOutcomes(outcome),
  };
}

export type QrMailQueueRepository = ReturnType<typeof createQrMailQueueRepository>;
