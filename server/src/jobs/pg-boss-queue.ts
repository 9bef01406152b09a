import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import { withStartupLock, type Database } from '../db/open-db.js';
import { serializeLoggedError } from '../lib/log-error.js';
import type { Logger } from '../lib/logger.js';
import type { BackgroundWorker, JobDefinition, JobQueue, PeriodicJob } from './job-queue.js';
import { executorWithin } from './transaction-executor.js';

/** How often an idle worker looks for jobs sent by other processes; jobs sent here are worked at once. */
const POLLING_SECONDS = 1;
const STOP_TIMEOUT_MS = 5_000;
const INSERT_CHUNK = 1000;

/**
 * pg-boss speaks to PGlite through this adapter: statements without parameters may be several
 * (pg-boss installs its schema that way), which only `exec` runs.
 */
function pgliteExecutor(client: PGlite) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (!values || values.length === 0) return { rows: (await client.exec(text)).at(-1)?.rows ?? [] };
      return { rows: (await client.query(text, values)).rows };
    },
  };
}

function createBoss(database: Database): PgBoss {
  // Job data may hold single-use links (reset mails): finished jobs leave the queue after an hour and
  // its archive after a day, instead of pg-boss's default of a week.
  const common = {
    schedule: false,
    supervise: true,
    application_name: 'mamt-jobs',
    archiveCompletedAfterSeconds: 3600,
    deleteAfterSeconds: 86_400,
  } as const;
  if (database.kind === 'postgres') return new PgBoss({ ...common, connectionString: database.url, max: 4 });
  return new PgBoss({ ...common, db: pgliteExecutor(database.client) as PgBoss.Db });
}

/**
 * The job queue on pg-boss, in the product's own database (schema `pgboss`), on PostgreSQL and on
 * the embedded PGlite alike. A periodic job is sent by every process as a singleton of its period
 * slot, so that exactly one job exists per period and one process works it.
 */
export function createJobQueue(database: Database, log: Logger): JobQueue {
  const boss = createBoss(database);
  const definitions = new Map<string, JobDefinition<object>>();
  const periodic: PeriodicJob[] = [];
  const attached: BackgroundWorker[] = [];
  /** The attached workers started here, stopped with the queue's. */
  const startedWorkers: BackgroundWorker[] = [];
  const workerIds = new Map<string, string[]>();
  const timers: NodeJS.Timeout[] = [];
  let started = false;

  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));

  function definitionOf(name: string): JobDefinition<object> {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`No job queue named ${name}`);
    return definition;
  }

  /** Jobs sent here are worked at once rather than at the next poll. */
  function wake(name: string): void {
    for (const workerId of workerIds.get(name) ?? []) boss.notifyWorker(workerId);
  }

  async function work(definition: JobDefinition<object>): Promise<void> {
    /** One job of a batch: a failure is reported, then failed for this job alone (pg-boss retries it). */
    const runOne = async (job: PgBoss.JobWithMetadata<object>) => {
      const attempt = { number: job.retryCount + 1, of: job.retryLimit + 1, last: job.retryCount >= job.retryLimit };
      try {
        await definition.run(job.data, attempt);
      } catch (error) {
        log.warn({ err: error, job: definition.name, attempt: attempt.number, lastAttempt: attempt.last }, 'job failed');
        const report = attempt.last ? definition.onGaveUp?.(job.data, error, attempt) : definition.onRetrying?.(job.data, error, attempt);
        await report?.catch((reportError: unknown) => log.error({ err: reportError, job: definition.name }, 'job failure not recorded'));
        // Kept in the job's output as a log line keeps it: a failed query's values withheld.
        await boss.fail(definition.name, job.id, serializeLoggedError(error as Error));
      }
    };
    // Once the batch is done, pg-boss completes its jobs; one failed above is no longer active and stays failed.
    const handle = async (jobs: PgBoss.JobWithMetadata<object>[]) => {
      await Promise.all(jobs.map(runOne));
    };
    // pg-boss works one fetch (a job, or a batch of them) at a time per worker: more workers work a
    // queue's jobs side by side. A worker waits out its polling interval after each fetch unless told
    // of more work: one that has just worked its jobs looks for the next at once, so that a queue of
    // thousands is not worked at one fetch per worker and second. An empty queue still waits the interval.
    const ids: string[] = [];
    for (let index = 0; index < (definition.concurrency ?? 1); index += 1) {
      // Known once `work` answers; pg-boss may hand the worker its first job before that.
      const self: { id?: string } = {};
      self.id = await boss.work<object>(definition.name, { pollingIntervalSeconds: POLLING_SECONDS, includeMetadata: true, batchSize: definition.batch ?? 1 }, async (jobs) => {
        try {
          await handle(jobs);
        } finally {
          if (self.id) boss.notifyWorker(self.id);
        }
      });
      ids.push(self.id);
    }
    workerIds.set(definition.name, ids);
  }

  async function sendPeriodic(job: PeriodicJob): Promise<void> {
    try {
      await boss.send(job.name, {}, { singletonKey: job.name, singletonSeconds: job.everySeconds, retryLimit: 0 });
    } catch (error) {
      log.error({ err: error, job: job.name }, 'periodic job not sent');
    }
  }

  return {
    define(definition) {
      if (started) throw new Error(`The job ${definition.name} must be defined before the queue starts`);
      definitions.set(definition.name, definition as JobDefinition<object>);
    },

    attach(worker) {
      if (started) throw new Error(`The worker ${worker.name} must be attached before the queue starts`);
      attached.push(worker);
    },

    every(job) {
      if (started) throw new Error(`The job ${job.name} must be defined before the queue starts`);
      periodic.push(job);
    },

    async send(name, data, { priority = 0, within } = {}) {
      const { retryLimit, retryDelaySeconds, backoff } = definitionOf(name).retry;
      const options = { retryLimit, retryDelay: retryDelaySeconds, retryBackoff: backoff, priority };
      const id = await boss.send(name, data, within ? { ...options, db: executorWithin(within) } : options);
      // pg-boss stores nothing, silently, for a queue it has not created: a job must not vanish so.
      if (id === null) throw new Error(`The job ${name} was not stored`);
      if (!within) wake(name);
    },

    async sendMany(name, items, { priority = 0, within } = {}) {
      const { retryLimit, retryDelaySeconds, backoff } = definitionOf(name).retry;
      const connection = within ? { db: executorWithin(within) } : {};
      // A few thousand jobs per statement keep the statement's parameters within PostgreSQL's limits.
      for (let start = 0; start < items.length; start += INSERT_CHUNK) {
        const chunk = items.slice(start, start + INSERT_CHUNK);
        const jobs = chunk.map((data) => ({ name, data, priority, retryLimit, retryDelay: retryDelaySeconds, retryBackoff: backoff }));
        await boss.insert(jobs, connection);
      }
      if (!within) wake(name);
    },

    wake,

    async start({ work: working = true } = {}) {
      started = true;
      await boss.start();
      // pg-boss creates a queue's tables on first use; processes doing so at once deadlock, so one at a time.
      const names = [...definitions.keys(), ...periodic.map((job) => job.name)];
      await withStartupLock(database, async () => {
        for (const name of names) if (!(await boss.getQueue(name))) await boss.createQueue(name);
      });
      if (!working) return;
      for (const worker of attached) {
        worker.start();
        startedWorkers.push(worker);
      }
      for (const definition of definitions.values()) await work(definition);
      for (const job of periodic) {
        await work({ name: job.name, retry: { retryLimit: 0, retryDelaySeconds: 1, backoff: false }, run: job.run });
        await sendPeriodic(job);
        // Ticking twice per period leaves no period without a tick, even when timers drift.
        const timer = setInterval(() => void sendPeriodic(job), (job.everySeconds * 1000) / 2);
        timer.unref();
        timers.push(timer);
      }
    },

    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.allSettled(startedWorkers.splice(0).map((worker) => worker.stop()));
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}
