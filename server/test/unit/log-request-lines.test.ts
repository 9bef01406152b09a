import { describe, expect, it } from 'vitest';
import { entryOfLine } from '../../src/features/logs/log-entry.js';
import { createRequestLineJoiner } from '../../src/features/logs/request-lines.js';

const line = (fields: Record<string, unknown>) => JSON.stringify({ time: 1_700_000_000_000, hostname: 'h', pid: 1, ...fields });
const incoming = (reqId: string, url: string) => line({ level: 30, reqId, msg: 'incoming request', req: { method: 'GET', url, remoteAddress: '127.0.0.1' } });
const completed = (reqId: string, statusCode: number) => line({ level: 30, reqId, msg: 'request completed', res: { statusCode }, responseTime: 3.2 });

describe("one System Logs entry per request", () => {
  it("keeps the completed line with the method and URL of the request's incoming line", () => {
    const join = createRequestLineJoiner();
    expect(entryOfLine(incoming('req-1', '/healthz'), undefined, join)).toBeNull();
    expect(entryOfLine(incoming('req-2', '/readyz'), undefined, join)).toBeNull();
    const second = entryOfLine(completed('req-2', 503), undefined, join);
    const first = entryOfLine(completed('req-1', 200), undefined, join);
    expect(first).toMatchObject({ message: 'request completed', fields: { method: 'GET', url: '/healthz', statusCode: 200, reqId: 'req-1' } });
    expect(second?.fields).toMatchObject({ url: '/readyz', statusCode: 503 });
  });

  it('redacts the joined URL as any other', () => {
    const join = createRequestLineJoiner();
    entryOfLine(incoming('req-9', '/provisioning/account?cloud_id=acme&cloud_password=hunter2'), undefined, join);
    const entry = entryOfLine(completed('req-9', 403), undefined, join);
    expect(entry?.fields.url).toBe('/provisioning/account?cloud_id=acme&cloud_password=[redacted]');
    expect(JSON.stringify(entry)).not.toContain('hunter2');
  });

  it('keeps a completed line whose incoming line it never saw, and other lines as they are', () => {
    const join = createRequestLineJoiner();
    expect(entryOfLine(completed('req-5', 200), undefined, join)?.fields).toMatchObject({ statusCode: 200 });
    expect(entryOfLine(line({ level: 30, reqId: 'req-6', msg: 'platform read' }), undefined, join)?.message).toBe('platform read');
  });

  it('forgets the oldest open requests rather than growing without end', () => {
    const join = createRequestLineJoiner();
    for (let n = 0; n < 2001; n += 1) entryOfLine(incoming(`req-${n}`, `/x/${n}`), undefined, join);
    expect(entryOfLine(completed('req-0', 200), undefined, join)?.fields.url).toBeUndefined();
    expect(entryOfLine(completed('req-2000', 200), undefined, join)?.fields.url).toBe('/x/2000');
  });
});
