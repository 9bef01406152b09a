import type { Db } from '../../db/open-db.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Logger } from '../../lib/logger.js';
import type { QrFanOutRepository, Piece } from './qr-mail-fan-out.repository.js';
import { qrMailJobOf, type SendQrMails } from './qr-mail-kind.js';
import { markNotQueued } from './qr-mail-runs.repository.js';
import { NOTICE_MAX_NAMED, qrNoticeOf, type SendQrNotice } from './qr-notice-kind.js';

export const QR_FAN_OUT_JOB = 'qr-mail-fan-out';

type FanOutJob = { runId: number };

type Deps = {
  jobs: JobQueue;
  pieces: QrFanOutRepository;
  mail: { qrMails: SendQrMails; notice: SendQrNotice; wake: () => void };
  log: Logger;
  /** Deliveries whose mails one job queues (QR_MAIL_PIECE_SIZE). */
  pieceSize: number;
};

/**
 * The mails of a send to many are queued after the call has answered, a piece at a time: storing a
 * job per user for 5,000 users took seconds that the sender waited for. A send is stored with one
 * job of this queue, in the same transaction; each job queues the next piece of the send's mails,
 * moves the send's cursor past it and stores the job of the piece after, all in one transaction, so
 * a restart halfway goes on after the last piece stored, in whichever process comes first. The Cc's
 * notice goes with the last piece. Two jobs at a time: one send's pieces do not hold back another's.
 */
export function defineQrFanOut({ jobs, pieces, mail, log, pieceSize }: Deps) {
  /** A notice that cannot be stored is logged: the users' mails go on (a savepoint keeps the piece). */
  async function storeNotice(tx: Db, { run }: Piece): Promise<void> {
    if (!run.cc) return;
    const first = await pieces.firstOf(tx, run.id, NOTICE_MAX_NAMED);
    const notice = qrNoticeOf({ domain: run.domain, senderName: run.sentByName, at: run.createdAt, total: run.total }, first);
    await tx.transaction((savepoint) => mail.notice({ to: run.cc as string }, notice, { within: savepoint })).catch((error: unknown) =>
      log.error({ err: error, domain: run.domain }, 'QR e-mail notice not queued'),
    );
  }

  /** A piece's mails, or, when they could not be stored, its deliveries failed as not queued. */
  const storePiece = (queueMails: boolean) => async (tx: Db, piece: Piece) => {
    const waiting = piece.deliveries.filter((row) => row.status === 'queued');
    if (queueMails) await mail.qrMails(waiting.map(qrMailJobOf), { within: tx, sendSize: piece.run.total });
    else await markNotQueued(tx, waiting.map((row) => row.id));
    if (!piece.last) await jobs.send<FanOutJob>(QR_FAN_OUT_JOB, { runId: piece.run.id }, { within: tx });
    else await storeNotice(tx, piece);
  };

  async function queueNextPiece({ runId }: FanOutJob): Promise<void> {
    try {
      await pieces.takePiece(runId, pieceSize, storePiece(true));
    } catch (error) {
      log.error({ err: error, runId }, 'QR e-mails not queued');
      // Failing again, the job is retried from the cursor, which neither try moved.
      await pieces.takePiece(runId, pieceSize, storePiece(false));
    }
    mail.wake();
  }

  jobs.define<FanOutJob>({
    name: QR_FAN_OUT_JOB,
    retry: { retryLimit: 8, retryDelaySeconds: 5, backoff: true },
    concurrency: 2,
    run: queueNextPiece,
    onGaveUp: ({ runId }) => pieces.giveUp(runId),
  });

  return {
    /** Stores the send's first job in the transaction that stores the send. */
    schedule: (tx: Db, runId: number) => jobs.send<FanOutJob>(QR_FAN_OUT_JOB, { runId }, { within: tx }),
    /** Once the send has committed: this process starts on it at once rather than at its next look. */
    wake: () => jobs.wake(QR_FAN_OUT_JOB),
  };
}

export type QrFanOut = ReturnType<typeof defineQrFanOut>;
