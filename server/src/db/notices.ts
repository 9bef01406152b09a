import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Logger } from '../lib/logger.js';
import type { Database } from './open-db.js';

export type NoticeHandlers = {
  /** A notice of the channel; notices arrive in the order their transactions committed. */
  notice: (payload: string) => void;
  /**
   * Whether every notice is being received: false until the channel is listened to, and again from
   * the moment the connection is lost until it is back (notices sent meanwhile are missed).
   */
  live: (live: boolean) => void;
};

export type NoticeListener = {
  /** Listens; resolves after the first attempt, which a failure does not end (it is retried in the background). */
  start: () => Promise<void>;
  /**
   * Resolves once every notice committed before the call has been handed to `notice`, or the
   * connection has been found lost (and `live(false)` said so). Never rejects.
   */
  caughtUp: () => Promise<void>;
  stop: () => Promise<void>;
};

const TIMEOUT_MS = 5000;
/** A lost connection is tried again after these waits, the last one repeated. */
const RETRY_MS = [200, 1000, 2000, 5000];
/** How often the connection is checked, so that one that died silently is not taken for live. */
const HEARTBEAT_MS = 10_000;
/** Notices a listener sends itself to know it has caught up; every listener passes over them. */
const MARK = 'caught-up:';

/**
 * LISTEN on a connection of its own (not the pool's: a pooled connection is handed to other queries).
 * A lost connection is reported at once and opened again; until it is back, notices are missed.
 */
function listenOnPostgres(url: string, channel: string, handlers: NoticeHandlers, log: Logger): NoticeListener {
  const own = `${MARK}${randomBytes(8).toString('hex')}:`;
  let client: pg.Client | undefined;
  let live = false;
  let stopped = false;
  let failures = 0;
  let count = 0;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  const echoes = new Map<string, () => void>();

  function setLive(value: boolean) {
    live = value;
    handlers.live(value);
  }

  function lost(from: pg.Client, error?: unknown) {
    if (client !== from) return;
    client = undefined;
    clearInterval(heartbeat);
    const wasLive = live;
    setLive(false);
    for (const echoed of echoes.values()) echoed();
    echoes.clear();
    from.end().catch(() => {});
    if (stopped) return;
    if (wasLive || failures === 0) log.warn({ err: error, channel }, 'the connection listening for database notices is lost: notices are missed until it is back');
    const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
    failures += 1;
    retry = setTimeout(() => void connect(), wait);
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: `mamt ${channel}`, keepAlive: true, connectionTimeoutMillis: TIMEOUT_MS, query_timeout: TIMEOUT_MS });
    client = next;
    next.on('notification', ({ channel: from, payload = '' }) => {
      if (from !== channel) return;
      if (!payload.startsWith(MARK)) return handlers.notice(payload);
      echoes.get(payload)?.();
      echoes.delete(payload);
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      if (client === next) lost(next, error);
      else await next.end().catch(() => {});
      return;
    }
    // Stopped while connecting.
    if (client !== next) {
      await next.end().catch(() => {});
      return;
    }
    if (failures > 0) log.info({ channel }, 'database notices back');
    failures = 0;
    setLive(true);
    heartbeat = setInterval(() => void caughtUp(), HEARTBEAT_MS);
    heartbeat.unref();
  }

  let sending: Promise<void> = Promise.resolve();

  /** A notice to itself: notices are delivered in commit order, so its echo comes after every earlier one. */
  async function caughtUp(): Promise<void> {
    const current = client;
    if (!current || !live) return;
    count += 1;
    const mark = `${own}${count}`;
    const echoed = new Promise<void>((resolve) => echoes.set(mark, resolve));
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), TIMEOUT_MS)));
    try {
      // One statement at a time on the connection (pg queues them, and will refuse that in its next major).
      const sent = sending.then(() => current.query('select pg_notify($1, $2)', [channel, mark]));
      sending = sent.then(() => undefined, () => undefined);
      await sent;
      if (await Promise.race([echoed.then(() => false), timedOut])) lost(current, new Error(`no echo of a notice within ${TIMEOUT_MS} ms`));
    } catch (error) {
      lost(current, error);
    } finally {
      clearTimeout(timer);
      echoes.delete(mark);
    }
  }

  return {
    start: connect,
    caughtUp,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const current = client;
      client = undefined;
      setLive(false);
      for (const echoed of echoes.values()) echoed();
      echoes.clear();
      await current?.end().catch(() => {});
    },
  };
}

/** The embedded database is this process alone, and hands a transaction's notices over before its commit returns. */
function listenOnPglite(database: Extract<Database, { kind: 'pglite' }>, channel: string, handlers: NoticeHandlers, log: Logger): NoticeListener {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    async start() {
      try {
        unlisten = await database.client.listen(channel, handlers.notice);
        handlers.live(true);
      } catch (error) {
        log.warn({ err: error, channel }, 'could not listen for database notices');
      }
    },
    caughtUp: async () => {},
    async stop() {
      handlers.live(false);
      await unlisten?.().catch(() => {});
      unlisten = undefined;
    },
  };
}

/** Listens on `channel` of the database, handing each notice to `handlers.notice`. */
export function listenForNotices(database: Database, channel: string, handlers: NoticeHandlers, log: Logger): NoticeListener {
  return database.kind === 'postgres' ? listenOnPostgres(database.url, channel, handlers, log) : listenOnPglite(database, channel, handlers, log);
}
