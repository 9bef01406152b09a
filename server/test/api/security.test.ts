import { calls } from '@mamt/contract';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema.js';
import { useApp } from '../support/test-app.js';

const app = useApp();

describe('security headers', () => {
  it('sends a CSP without inline script, no framing, nosniff, and no-store on the API', async () => {
    const response = await app.t.call('getWhiteLabelOptions', { base_url: 'http://localhost' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    const health = await app.t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.headers['x-frame-options']).toBe('DENY');
  });
});

describe('health and docs', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await app.t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await app.t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('documents every call of the contract in the OpenAPI document', async () => {
    const doc = (await app.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const documented = Object.keys(doc.paths).filter((path) => /^\/(api|provisioning)\//.test(path) && (doc.paths[path].post || doc.paths[path].get));
    const expected = Object.values(calls).map((call) => ('path' in call && call.path) || `/api/v1/${call.name}`);
    expect(documented.sort()).toEqual(expected.sort());
    expect(expected).toContain('/api/mamt/ns-api');
  });
});

describe('error shape', () => {
  it('answers malformed JSON with 400 and an unknown API path with 404, both as { code, message }', async () => {
    const malformed = await app.t.app.inject({ method: 'POST', url: '/api/v1/authLogin', headers: { 'content-type': 'application/json' }, payload: '{"cloud_id":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    const unknown = await app.t.app.inject({ method: 'POST', url: '/api/v1/noSuchCall', payload: {} });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('names the failing field when the input has the wrong type', async () => {
    const response = await app.t.call('authLogin', { cloud_id: 'acme', user: 42, password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(['user']);
  });
});

describe('audit log', () => {
  it('records who changed what, and refused attempts', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const created = await app.t.call(
      'createUpdateUser',
      { name: 'Audit Me', email: 'audit@acme.example', username: 'audit-me', user_type: 'simple user', password: 'audit-pass-1', cloud_id: 'acme' },
      token,
    );
    const [row] = await app.t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({ username: 'acme-admin', cloudId: 'acme', call: 'createUpdateUser', target: `user:${created.json().id}`, result: 'ok' });

    const simple = await app.t.login('acme', 'acme-simple');
    await app.t.call('deleteUserDetail', { id: created.json().id }, simple);
    const [refused] = await app.t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(refused).toMatchObject({ username: 'acme-simple', call: 'deleteUserDetail', result: 'error', detail: 'FORBIDDEN' });
  });
});
