type Fields = Record<string, unknown>;

/** Requests whose "incoming request" line waits for its "request completed" one, at most. */
const MAX_OPEN_REQUESTS = 2000;

const isAccessLine = (record: Fields, msg: string) => record.msg === msg && typeof record.reqId === 'string';

/**
 * Fastify writes two lines for every request: "incoming request" with the method and URL, and
 * "request completed" with the status and time. System Logs keeps one entry per request: the
 * completed line with the request's fields of the incoming one (same `reqId`), so that a storm of
 * re-provisioning phones writes one row per request, not two. A request still open when more than
 * MAX_OPEN_REQUESTS others are is forgotten (its completed line is kept without the URL).
 */
export function createRequestLineJoiner() {
  const open = new Map<string, unknown>();
  /** The record to keep (the completed line joined with its request), or null for a line held back. */
  return function join(record: Fields): Fields | null {
    if (isAccessLine(record, 'incoming request') && record.req !== undefined) {
      open.set(record.reqId as string, record.req);
      if (open.size > MAX_OPEN_REQUESTS) open.delete(open.keys().next().value as string);
      return null;
    }
    if (isAccessLine(record, 'request completed')) {
      const req = open.get(record.reqId as string);
      open.delete(record.reqId as string);
      if (req !== undefined && record.req === undefined) return { ...record, req };
    }
    return record;
  };
}

export type RequestLineJoiner = ReturnType<typeof createRequestLineJoiner>;
