import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { rowsOf } from '../../db/result-rows.js';
import { mailOutbox, qrMailDeliveries, qrMailRuns } from '../../db/schema.js';
import { outboxFields, type Mail } from '../../integrations/mail/mailer.js';

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
 * the message id of the plain words, `detail` the mail server's own. `delivered`: the mail the server
 * took, which the outbox records as sent (without its body: it held a single-use link).
 */
export type Outcome = {
  id: number;
  attempt: number;
  status: 'sent' | 'kept' | 'retrying' | 'failed';
  problem?: string;
  detail?: string;
  retryInSeconds?: number;
  delivered?: Mail;
};

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


/**
 * The queue QR e-mails leave from: their delivery rows (migration 0019). A sender takes the next due
 * mails in one statement and holds them for a lease; the outcomes of many mails, and the outbox's
 * record of those sent, are written in one statement. A send to thousands then costs the database a
 * few statements per dozen mails, where a job per mail cost a dozen statements per few mails.
 */
export function createQrMailQueueRepository(db: Db) {
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

    /**
     * Writes how attempts ended, and the outbox's rows of the mails delivered, in one statement. An
     * outcome counts only for the attempt that holds the mail: a sender that lost its lease (thought
     * dead, its mail taken by another) writes nothing over the newer attempt.
     */
    async record(outcomes: Outcome[]): Promise<void> {
      if (outcomes.length === 0) return;
      // VALUES lists, whose length the planner knows: the rows are updated through the key.
      const rows = sql.join(
        outcomes.map(
          ({ id, attempt, status, problem, detail, retryInSeconds }) =>
            sql`(${id}::int, ${attempt}::int, ${status}, ${problem ?? null}::text, ${detail ?? null}::text, ${retryInSeconds ?? 0}::int)`,
        ),
        sql`, `,
      );
      const update = sql`
        update ${qrMailDeliveries} as d
        set status = o.status, problem = o.problem, problem_detail = o.detail, claimed_until = null,
          next_attempt_at = now() + o.retry_in * interval '1 second', updated_at = now()
        from (values ${rows}) as o(id, attempt, status, problem, detail, retry_in)
        where d.id = o.id and d.attempts = o.attempt`;
      const delivered = outcomes.flatMap((outcome) => (outcome.delivered ? [outboxFields(outcome.delivered)] : []));
      if (delivered.length === 0) {
        await db.execute(update);
        return;
      }
      const sent = sql.join(
        delivered.map(({ recipient, subject, cc, cloudId, reference }) => sql`(${recipient}, ${subject}, ${cc}::text, ${cloudId}::text, ${reference}::text)`),
        sql`, `,
      );
      // A statement in WITH runs to its end whether or not the rest reads it.
      await db.execute(sql`
        with statuses as (${update})
        insert into ${mailOutbox} (recipient, subject, cc, cloud_id, reference, body, transport, status)
        select recipient, subject, cc, cloud_id, reference, '', 'smtp', 'sent' from (values ${sent}) as s(recipient, subject, cc, cloud_id, reference)`);
    },
  };
}

export type QrMailQueueRepository = ReturnType<typeof createQrMailQueueRepository>;
