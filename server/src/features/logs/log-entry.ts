import os from 'node:os';
import type { LogKind, LogLevel } from '@mamt/contract';
import { redactText, redactValue } from '../../lib/log-redaction.js';
import { redactedUrl } from '../../lib/log-request.js';
import type { RequestLineRecord } from '../../lib/one-line-per-request.js';
import type { CallSite } from './log-call-site.js';

/** The job label of every entry: the name under which a Loki, or the screen, finds the product's logs. */
export const LOG_JOB = 'mamt-console';
/** The filename label: the product writes one log, the one its console output would be saved as. */
export const LOG_FILENAME = 'server.log';
/** This machine's name, as pino's records carry it. */
const HOST = os.hostname();

export type LogLabels = { job: string; host: string; filename: string };

/** One entry of System Logs as the store keeps it (redacted), before a sink writes it. */
export type LogEntry = {
  /** Milliseconds since 1970, pino's `time`. */
  time: number;
  level: LogLevel;
  /** What the entry is, for the screen's kind filter (kindOf). */
  kind: LogKind;
  message: string;
  /** The tenant the record names; null: only the super tenant sees the entry. */
  cloudId: string | null;
  /** Who made an audited change. */
  actionUser: string | null;
  labels: LogLabels;
  /** The line's other fields: caller, functionName, error, stacktrace, url, statusCode, call, target, ... */
  fields: Record<string, unknown>;
};

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** pino's number to System Logs' level (30 info, 40 warn, 50 error, 60 fatal: panic); below info is not kept. */
export function levelOf(record: Fields): LogLevel | null {
  const level = Number(record.level);
  if (!(level >= 30)) return null;
  // The audit trail's line (audit.service.ts) is an info record marked as the audit's.
  if (record.audit_log === true) return 'audit';
  if (level >= 60) return 'panic';
  if (level >= 50) return 'error';
  if (level >= 40) return 'warn';
  return 'info';
}

/** An error serialized by log-error.ts as the document's error and stacktrace, its other fields (code, constraint) beside. */
function errorFields(err: unknown): Fields {
  if (!isObject(err)) return err === undefined ? {} : { error: String(err) };
  const { message, stack, type, ...detail } = err;
  return {
    ...(textOf(message) ? { error: message } : {}),
    ...(textOf(type) ? { errorType: type } : {}),
    ...(Object.keys(detail).length > 0 ? { errorDetail: detail } : {}),
    ...(textOf(stack) ? { stacktrace: stack } : {}),
  };
}

/** Fastify's request and reply fields, flat: the URL is the one its serializer redacted, and redacted again. */
function requestFields(req: unknown, res: unknown): Fields {
  const request = isObject(req) ? { method: req.method, url: req.url, remoteAddress: req.remoteAddress } : {};
  const reply = isObject(res) && res.statusCode !== undefined ? { statusCode: res.statusCode } : {};
  return Object.fromEntries(Object.entries({ ...request, ...reply }).filter(([, value]) => value !== undefined));
}

type AuditParts = { cloudId: unknown; tenantCloudId: unknown; username: unknown; recorded: Fields };

/**
 * Whose an audit entry is, and who made the change. A signed-in user (the record has its `userId`)
 * is the Action User, and the change belongs to the tenant whose data it changed (the provider
 * acting on a tenant's data shows in that tenant's logs), else the user's own. An anonymous call
 * (a failed sign-in, a reset request) names a cloud id and a user nobody vouched for: a stranger
 * must not write into a tenant's logs, so such an entry is the provider's only, the names typed
 * kept as claims. A tenant reading the provider's change of its data is not shown the provider's
 * staff's address or user id.
 */
function auditParties({ cloudId, tenantCloudId, username, recorded }: AuditParts): { tenant?: string; actionUser?: string; rest: Fields } {
  const { userId, clientAddress, ...rest } = recorded;
  if (typeof userId !== 'number') {
    return { rest: { ...rest, ...(clientAddress !== undefined ? { clientAddress } : {}), claimed_cloud_id: cloudId, claimed_user: username } };
  }
  const actorTenant = textOf(cloudId);
  const tenant = textOf(tenantCloudId) ?? actorTenant;
  const ownTenant = tenant === actorTenant;
  return { tenant, actionUser: textOf(username), rest: ownTenant ? { ...rest, userId, ...(clientAddress !== undefined ? { clientAddress } : {}) } : rest };
}

const ACCESS_MESSAGES = new Set(['incoming request', 'request completed']);
const isAccessLine = (record: Fields) => ACCESS_MESSAGES.has(record.msg as string) && (record.req !== undefined || record.res !== undefined);

/** An entry's kind: its severity first (an audit, an error, a warning), then what wrote it (a request's line, a job). */
export function kindOf(level: LogLevel, record: Fields): LogKind {
  if (level === 'audit') return 'audit';
  if (level === 'error' || level === 'panic') return 'error';
  if (level === 'warn') return 'warning';
  if (isAccessLine(record)) return 'request';
  return textOf(record.job) ? 'job' : 'info';
}

/**
 * The entry of one JSON line of pino, redacted (log-redaction.ts), or null for what System Logs
 * does not keep (below info, not a record). The tenant is the record's
 * `tenantCloudId` (an audited change: the tenant acted on), else its `cloudId` (or `cloud_id`);
 * an audit record's `username` is its Action User. `siteOf` tells where the record was written
 * from, asked only of a record that is kept.
 */
export function entryOfLine(line: string, siteOf?: (level: LogLevel) => CallSite | undefined): LogEntry | null {
  let record: unknown;
  try {
    record = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isObject(record)) return null;
  const level = levelOf(record);
  if (!level) return null;
  // A request's line (lib/one-line-per-request.ts) is written by the framework's hooks: no caller of
  // ours to name, and reading the stack is the dearest part of keeping a line.
  const site = isAccessLine(record) ? undefined : siteOf?.(level);
  const { level: _level, time, pid: _pid, hostname, msg, req, res, err, audit_log: _audit, cloudId, cloud_id, tenantCloudId, username, ...recorded } = redactValue(record) as Fields;
  const audit = level === 'audit';
  const { tenant, actionUser, rest } = audit ? auditParties({ cloudId, tenantCloudId, username, recorded }) : { tenant: textOf(cloudId) ?? textOf(cloud_id), actionUser: undefined, rest: recorded };
  const errors = errorFields(err);
  const fields: Fields = {
    ...(site ? { caller: site.caller, ...(site.functionName ? { functionName: site.functionName } : {}) } : {}),
    ...errors,
    ...requestFields(req, res),
    ...rest,
    ...(audit ? { audit_log: true } : username !== undefined ? { username } : {}),
  };
  // A panic logged without an error still says where it came from (the document's custom panic trace).
  if (level === 'panic' && fields.stacktrace === undefined && site?.stack) fields.custom_panic_error_trace = site.stack;
  return {
    time: typeof time === 'number' && Number.isFinite(time) ? time : Date.now(),
    level,
    kind: kindOf(level, record),
    message: textOf(msg) ?? (typeof errors.error === 'string' ? errors.error : ''),
    cloudId: tenant ?? null,
    actionUser: actionUser ?? null,
    labels: { job: LOG_JOB, host: textOf(hostname) ?? HOST, filename: LOG_FILENAME },
    fields,
  };
}

/**
 * The entry of a request's line (lib/one-line-per-request.ts) made from the request and reply
 * themselves: the same entry entryOfLine makes of its JSON line (the URL as the request serializer
 * withholds it, every text redacted by its look), without parsing back what pino just wrote. A
 * server answering thousands of requests a second spends its log store's time here.
 */
export function entryOfRequestLine({ req, res, responseTime }: RequestLineRecord): LogEntry {
  const fields: Fields = {
    method: redactText(req.method),
    url: redactText(redactedUrl(req.url)),
    ...(req.ip !== undefined ? { remoteAddress: redactText(req.ip) } : {}),
    statusCode: res.statusCode,
    reqId: redactText(req.id),
    responseTime,
  };
  return { time: Date.now(), level: 'info', kind: 'request', message: 'request completed', cloudId: null, actionUser: null, labels: { job: LOG_JOB, host: HOST, filename: LOG_FILENAME }, fields };
}
