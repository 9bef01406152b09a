import type { Db } from '../../db/open-db.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Logger } from '../../lib/logger.js';
import type { QrFanOutRepository, Piece } from './qr-mail-fan-out.repository.js';
import { qrMailJobOf, type SendQrMails } from './qr-mail-kind.js';
import { markNotQueued } from './qr-mail-runs.repository.js';
import { NOTICE_MAX_NAMED, qrNoticeOf, type SendQrNotice } from './qr-notice-kind.js';

export const QR_FAN_OUT_JOB = 'qr-mail-fan-out';

/** `waitingSince`: when this send's fan-out began waiting for its queued mails to be worked (epoch ms). */
type FanOutJob = { runId: number; waitingSince?: number };

/**
 * A send's next piece is queued once fewer than a piece of its mails still wait in the queue. The
 * queue's every fetch sorts all its waiting jobs: a send to 5,000 queued at once made each fetch
 * read 5,000 rows (10 ms), where at most two pieces cost a fifth of that. The fan-out looks again
 * every LOOK_AGAIN_SECONDS; after WAIT_MAX_MS without a piece it queues one all the same, so that
 * mails that wait for another reason (workers stopped in every process) never hold a send back.
 */
const LOOK_AGAIN_SECONDS = 1;
const WAIT_MAX_MS = 60_000;

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
 * A piece is queued once the send's earlier mails have mostly left the queue (LOOK_AGAIN_SECONDS).
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

  async function queueNextPiece({ runId, waitingSince }: FanOutJob): Promise<void> {
    const waitedLongEnough = waitingSince !== undefined && Date.now() - waitingSince >= WAIT_MAX_MS;
    let taken: Awaited<ReturnType<QrFanOutRepository['takePiece']>> | undefined;
    try {
      taken = await pieces.takePiece(runId, pieceSize, storePiece(true), { waitingMax: waitedLongEnough ? undefined : pieceSize });
    } catch (error) {
      log.error({ err: error, runId }, 'QR e-mails not queued');
      // Failing again, the job is retried from the cursor, which neither try moved.
      await pieces.takePiece(runId, pieceSize, storePiece(false));
    }
    // Not stored, the look again fails this job, which is then retried: the send is not forgotten.
    if (taken === 'later') await jobs.send<FanOutJob>(QR_FAN_OUT_JOB, { runId, waitingSince: waitingSince ?? Date.now() }, { afterSeconds: LOOK_AGAIN_SECONDS });
    else mail.wake();
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
