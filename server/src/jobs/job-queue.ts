import type { Db } from '../db/open-db.js';

/**
 * Background work of the product, behind a small interface of ours so that features do not depend on
 * the engine. Jobs live in the database: a job is worked once by one of the processes that share it,
 * failed jobs are retried with back-off, and periodic jobs run once per period whatever the number of
 * processes.
 */
export type RetryPolicy = {
  /** Attempts after the first one. */
  retryLimit: number;
  /** Wait before the first retry; doubled for each further one when `backoff` is set. */
  retryDelaySeconds: number;
  backoff: boolean;
};

/** Which attempt of a job is running: 1 for the first; `last` when no retry follows a failure. */
export type Attempt = { number: number; of: number; last: boolean };

export type JobDefinition<T extends object> = {
  name: string;
  retry: RetryPolicy;
  run: (data: T, attempt: Attempt) => Promise<void>;
  /** Workers of this queue in one process (1 unless given). */
  concurrency?: number;
  /**
   * Jobs each worker fetches at once and works side by side (1 unless given): a queue of thousands
   * then costs a fetch and a completion per batch, not per job. Each job still runs, fails and is
   * retried on its own; a worker fetches again once its whole batch is done.
   */
  batch?: number;
  /** Called after an attempt failed and another will follow. */
  onRetrying?: (data: T, error: unknown, attempt: Attempt) => Promise<void>;
  /** Called once, after the last attempt failed; the job is not tried again. */
  onGaveUp?: (data: T, error: unknown, attempt: Attempt) => Promise<void>;
};

/**
 * `priority`: jobs of a queue are worked highest first (0 unless given), then oldest first.
 * `within`: a transaction of the product's database that stores the jobs, so that they exist if and
 * only if it commits (a send and its first job). Workers are not told of them: call `wake` once it has.
 */
export type SendOptions = { priority?: number; within?: Db };

export type PeriodicJob = {
  name: string;
  everySeconds: number;
  run: () => Promise<void>;
};

/**
 * Work of the product's own that takes its tasks from its own tables rather than from jobs (QR
 * e-mails leave from their delivery rows): started and stopped with the queue's workers, and only
 * where jobs are worked.
 */
export type BackgroundWorker = {
  name: string;
  start: () => void;
  /** Stops taking work and waits a while for what it has begun. */
  stop: () => Promise<void>;
};

export type JobQueue = {
  /** Registers the worker of a queue; call before `start`. */
  define: <T extends object>(job: JobDefinition<T>) => void;
  /** Registers a worker started and stopped with the queue's own; call before `start`. */
  attach: (worker: BackgroundWorker) => void;
  /** Registers a job run once per period by one of the processes; call before `start`. */
  every: (job: PeriodicJob) => void;
  /** Stores a job; it survives a restart and is worked by whichever process fetches it first. */
  send: <T extends object>(name: string, data: T, options?: SendOptions) => Promise<void>;
  /** Stores many jobs of one queue in one statement (a send to thousands of users). */
  sendMany: <T extends object>(name: string, items: T[], options?: SendOptions) => Promise<void>;
  /** Tells this process's workers of a queue that jobs wait, once the transaction that stored them has committed. */
  wake: (name: string) => void;
  /** `work: false` stores jobs but works none here (a test of what a call stores before any worker runs). */
  start: (options?: { work?: boolean }) => Promise<void>;
  /** Stops fetching, waits for running jobs (a few seconds at most) and closes the engine's connections. */
  stop: () => Promise<void>;
};
