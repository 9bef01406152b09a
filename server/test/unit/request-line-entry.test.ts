import type { FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { entryOfLine, entryOfRequestLine } from '../../src/features/logs/log-entry.js';
import { serializeLoggedRequest } from '../../src/lib/log-request.js';
import { PINO_RECORDS, teeLoggerOptions, type RecordedLineStream } from '../../src/lib/log-tee.js';
import { REQUEST_LINE, isRequestLineRecord, type RequestLineRecord } from '../../src/lib/one-line-per-request.js';

/** What the store is handed: each JSON line with the record pino made it of. */
function capturingStore() {
  const written: Array<{ line: string; logged: unknown }> = [];
  const store: RecordedLineStream & { written: typeof written } = { [PINO_RECORDS]: true, written, write: (line: string) => void written.push({ line, logged: store.lastObj }) };
  return store;
}

const requestOf = (url: string, id = 'req-7') =>
  ({ id, method: 'GET', url, host: 'console.example', ip: '203.0.113.9', socket: { remotePort: 40_000 } }) as unknown as FastifyRequest;
const replyOf = (statusCode: number) => ({ statusCode }) as unknown as FastifyReply;

/** A logger as the app makes it (Fastify takes the stream from the options; pino takes it apart). */
function teeLogger(store: ReturnType<typeof capturingStore>, serializers = {}) {
  const { stream, ...options } = teeLoggerOptions(false, store);
  return pino({ ...options, serializers }, stream);
}

describe("a request's line in System Logs", () => {
  it('is taken from its record as the same entry its JSON line makes, credentials withheld', () => {
    const store = capturingStore();
    const logger = teeLogger(store, { req: serializeLoggedRequest });
    const urls = ['/api/v1/hitPrometheus', '/provisioning/account?cloud_id=acme&cloud_password=s3cr3t-Value&password=x', '/qr/AbCdEf0123456789', '/%71r/AbCdEf0123456789?x=1', '/caf\u00e9?note=a%20b'];
    for (const url of urls) {
      const record: RequestLineRecord = { [REQUEST_LINE]: true, req: requestOf(url), res: replyOf(200), responseTime: 1.5 };
      logger.child({ reqId: 'req-7' }).info(record, 'request completed');
    }
    expect(store.written).toHaveLength(urls.length);
    for (const { line, logged } of store.written) {
      expect(isRequestLineRecord(logged)).toBe(true);
      const { time: _parsedTime, ...fromLine } = entryOfLine(line)!;
      const { time, ...fromRecord } = entryOfRequestLine(logged as RequestLineRecord);
      expect(fromRecord).toEqual(fromLine);
      expect(Math.abs(time - Date.now())).toBeLessThan(5_000);
      expect(JSON.stringify(fromRecord)).not.toMatch(/s3cr3t|AbCdEf0123456789/);
    }
  });

  it('is read back from its JSON when the record is any other', () => {
    const store = capturingStore();
    const logger = teeLogger(store);
    logger.info({ req: { method: 'GET', url: '/x' }, res: { statusCode: 200 } }, 'request completed');
    logger.error({ err: new Error('boom') }, 'request errored');
    expect(store.written.map(({ logged }) => isRequestLineRecord(logged))).toEqual([false, false]);
  });
});
