import { describe, expect, it } from 'vitest';
import { callSiteOf } from '../../src/features/logs/log-call-site.js';
import { LOG_FILENAME, LOG_JOB, entryOfLine, levelOf } from '../../src/features/logs/log-entry.js';

const line = (record: object) => JSON.stringify({ time: 1_790_000_000_123, pid: 7, hostname: 'box-1', ...record });

describe('levelOf', () => {
  it("maps pino's levels to System Logs' and keeps nothing below info", () => {
    expect([10, 20, 30, 40, 50, 60].map((level) => levelOf({ level }))).toEqual([null, null, 'info', 'warn', 'error', 'panic']);
    expect(levelOf({ level: 30, audit_log: true })).toBe('audit');
    expect(levelOf({ level: 'info' })).toBeNull();
  });
});

describe('entryOfLine', () => {
  it("makes an audit record an Audit entry of the actor's tenant, naming its Action User", () => {
    const entry = entryOfLine(
      line({ level: 30, audit_log: true, userId: 4, username: 'acme-admin', cloudId: 'acme', call: 'createUpdateUser', target: 'user:9', result: 'ok', clientAddress: '10.0.0.1', msg: 'audit createUpdateUser ok' }),
    );
    expect(entry).toEqual({
      time: 1_790_000_000_123,
      level: 'audit',
      kind: 'audit',
      message: 'audit createUpdateUser ok',
      cloudId: 'acme',
      actionUser: 'acme-admin',
      labels: { job: LOG_JOB, host: 'box-1', filename: LOG_FILENAME },
      fields: { userId: 4, call: 'createUpdateUser', target: 'user:9', result: 'ok', clientAddress: '10.0.0.1', audit_log: true },
    });
  });

  it('gives each entry its kind: severity first, then a request line or a job', () => {
    const kind = (record: Record<string, unknown>) => entryOfLine(line({ msg: 'x', ...record }))?.kind;
    expect(kind({ level: 30, audit_log: true, userId: 1, username: 'a', cloudId: 'acme' })).toBe('audit');
    expect(kind({ level: 50, job: 'purge-expired' })).toBe('error');
    expect(kind({ level: 60 })).toBe('error');
    expect(kind({ level: 40 })).toBe('warning');
    expect(kind({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/x' }, res: { statusCode: 200 } })).toBe('request');
    expect(kind({ level: 30, job: 'sync-regions' })).toBe('job');
    expect(kind({ level: 30 })).toBe('info');
  });

  it("takes a record's cloud_id as its tenant, and leaves a record naming none to the super tenant", () => {
    expect(entryOfLine(line({ level: 30, cloud_id: 'globex', msg: 'synced' }))?.cloudId).toBe('globex');
    // The provider's administrator changing acme's data: the change is acme's.
    const providerChange = entryOfLine(line({ level: 30, audit_log: true, userId: 1, username: 'admin', cloudId: 'demo', tenantCloudId: 'acme', clientAddress: '10.9.9.9', msg: 'audit x ok' }));
    expect(providerChange).toMatchObject({ cloudId: 'acme', actionUser: 'admin' });
    // acme is not shown the provider's staff's address or user id.
    expect(providerChange?.fields).not.toHaveProperty('clientAddress');
    expect(providerChange?.fields).not.toHaveProperty('userId');
  });

  it("keeps an anonymous call's audit entry (a failed sign-in) for the provider only, the names typed as claims", () => {
    const entry = entryOfLine(line({ level: 30, audit_log: true, username: 'acme-admin', cloudId: 'acme', call: 'authLogin', result: 'error', clientAddress: '203.0.113.9', msg: 'audit authLogin error' }));
    expect(entry).toMatchObject({ level: 'audit', cloudId: null, actionUser: null });
    expect(entry?.fields).toMatchObject({ claimed_cloud_id: 'acme', claimed_user: 'acme-admin', clientAddress: '203.0.113.9' });
    expect(entryOfLine(line({ level: 30, msg: 'console ready' }))).toMatchObject({ cloudId: null, actionUser: null, level: 'info' });
  });

  it("flattens a request's fields and an error's, redacted", () => {
    const entry = entryOfLine(
      line({
        level: 50,
        reqId: 'req-3',
        req: { method: 'GET', url: '/provisioning/account?cloud_password=[redacted]&x=1', remoteAddress: '127.0.0.1', remotePort: 5 },
        res: { statusCode: 500 },
        err: { type: 'DatabaseError', message: 'insert failed', stack: 'DatabaseError: insert failed\n    at x (a.ts:1:1)', code: '23514' },
        url: '/x?token=CANARY',
        msg: 'unexpected error',
      }),
    );
    expect(entry?.level).toBe('error');
    expect(entry?.fields).toEqual({
      error: 'insert failed',
      errorType: 'DatabaseError',
      errorDetail: { code: '23514' },
      stacktrace: 'DatabaseError: insert failed\n    at x (a.ts:1:1)',
      method: 'GET',
      url: '/x?token=[redacted]',
      remoteAddress: '127.0.0.1',
      statusCode: 500,
      reqId: 'req-3',
    });
  });

  it('uses the error as the message when the record has none, and keeps a non-audit username as a field', () => {
    const entry = entryOfLine(line({ level: 50, err: { message: 'boom' }, username: 'ann' }));
    expect(entry).toMatchObject({ message: 'boom', actionUser: null, fields: { error: 'boom', username: 'ann' } });
  });

  it('withholds credentials anywhere in the record', () => {
    const entry = entryOfLine(line({ level: 30, msg: 'saved /qr/CANARY-A', password: 'CANARY-B', body: { superpass: 'CANARY-C' }, note: 'Bearer CANARY-D-1234567' }));
    expect(JSON.stringify(entry)).not.toMatch(/CANARY/);
    expect(entry?.message).toBe('saved /qr/[redacted]');
  });

  it('keeps where a record came from, and the trace of a panic logged without an error', () => {
    function logSomething() {
      return callSiteOf(logSomething, true);
    }
    function caller() {
      return logSomething();
    }
    const site = caller();
    expect(site?.caller).toMatch(/^test\/unit\/log-entry\.test\.ts:\d+$/);
    expect(site?.functionName).toBe('caller');
    const panic = entryOfLine(line({ level: 60, msg: 'giving up' }), () => site);
    expect(panic).toMatchObject({ level: 'panic', fields: { caller: site?.caller, functionName: 'caller' } });
    expect(panic?.fields.custom_panic_error_trace).toMatch(/^at caller \(/);
  });

  it("asks where a record came from only when it keeps it, and not for Fastify's access lines", () => {
    const asked: string[] = [];
    const siteOf = (level: string) => {
      asked.push(level);
      return { caller: 'src/x.ts:1' };
    };
    expect(entryOfLine(line({ level: 30, msg: 'incoming request', req: { method: 'GET', url: '/' } }), siteOf)?.fields.caller).toBeUndefined();
    expect(entryOfLine(line({ level: 30, msg: 'request completed', res: { statusCode: 200 } }), siteOf)?.fields.caller).toBeUndefined();
    expect(entryOfLine(line({ level: 20, msg: 'debug' }), siteOf)).toBeNull();
    expect(entryOfLine(line({ level: 40, msg: 'slow' }), siteOf)?.fields.caller).toBe('src/x.ts:1');
    expect(asked).toEqual(['warn']);
  });

  it('ignores what is not a record of info or above', () => {
    expect(entryOfLine('not json')).toBeNull();
    expect(entryOfLine('[1,2]')).toBeNull();
    expect(entryOfLine(line({ level: 20, msg: 'debug' }))).toBeNull();
  });
});
