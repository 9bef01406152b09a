import { calls } from '@mamt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.js';
import { ACTORS, ACTOR_ACCOUNTS, tokenFor, type Actor } from '../support/actors.js';
import { AUTHORIZATION_TABLE, type Request } from '../support/authorization-table.js';
import { multipart } from '../support/multipart.js';

let t: TestApp;
beforeAll(async () => {
  // Sign-in throttling has its own test; here the same accounts sign in and fail many times.
  t = await buildTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000', LOGIN_MAX_FAILURES_PER_ADDRESS: '1000', RESET_MAX_MAILS_PER_ACCOUNT: '1000' });
});
afterAll(() => t.close());

/** The calls the running server registered, read from its route table (not from the contract). */
function registeredCalls(): string[] {
  const routes = t.app.printRoutes({ commonPrefix: false });
  return [...new Set([...routes.matchAll(/\/api\/v1\/(\w+) \((?:POST|GET)[^)]*\)/g)].map((match) => match[1] as string))];
}

async function send(name: string, request: Request, token: string | undefined) {
  const tokenHeader: Record<string, string> = token ? { token } : {};
  if ('json' in request) return t.call(name, request.json, token);
  if ('get' in request) return t.app.inject({ method: 'GET', url: `/api/v1/${name}`, query: request.get, headers: tokenHeader });
  const body = multipart(request.multipart);
  return t.app.inject({ method: 'POST', url: `/api/v1/${name}`, headers: { ...body.headers, ...tokenHeader }, payload: body.payload });
}

describe('authorization of every registered call', () => {
  it('registers exactly the calls of the contract', () => {
    expect(registeredCalls().sort()).toEqual(Object.keys(calls).sort());
  });

  it('has a row for every registered call', () => {
    const missing = registeredCalls().filter((name) => !(name in AUTHORIZATION_TABLE));
    expect(missing, `calls without an authorization row: ${missing.join(', ')}`).toEqual([]);
  });

  for (const name of Object.keys(calls)) {
    for (const actor of ACTORS) {
      it(`${name} as ${actor}`, async () => {
        const row = AUTHORIZATION_TABLE[name];
        if (!row) throw new Error(`${name} has no row in the authorization table`);
        const own = await send(name, await row.own(t), await tokenFor(t, actor));
        expect(own.statusCode, `${name} own as ${actor}: ${own.body}`).toBe(row.ownExpect[actor]);
        if (!row.other || !row.otherExpect) return;
        const other = await send(name, await row.other(t), await tokenFor(t, actor));
        expect(other.statusCode, `${name} other tenant as ${actor}: ${other.body}`).toBe(row.otherExpect[actor]);
      });
    }
  }

  it("answers the caller's own profile whatever user the payload names", async () => {
    for (const actor of ['simple', 'support', 'tenantAdmin', 'superAdmin'] as Exclude<Actor, 'anonymous' | 'expired'>[]) {
      const response = await t.call('getProfileDetails', { username: 'globex-admin', cloud_id: 'globex' }, await tokenFor(t, actor));
      expect(response.json()).toMatchObject({ username: ACTOR_ACCOUNTS[actor][1], cloud_id: ACTOR_ACCOUNTS[actor][0] });
    }
  });
});
