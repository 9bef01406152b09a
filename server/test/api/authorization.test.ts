import { createSimulator, type Simulator } from '@mamt/netsapiens-simulator';
import { calls, namesTenantData, scopesOf, type CallDefinition, type CallName } from '@mamt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoConnections } from '../../src/db/seed/seed-demo-connections.js';
import { secretBoxFor } from '../../src/lib/secret-box.js';
import { buildTestApp, type TestApp } from '../helper.js';
import { ACTORS, ACTOR_ACCOUNTS, tokenFor, type Actor } from '../support/actors.js';
import { AUTHORIZATION_TABLE, type Request, type TableContext } from '../support/authorization-table.js';
import { multipart } from '../support/multipart.js';
import { SIMULATOR_WEATHER_KEY, useWeatherSimulator } from '../support/weather-simulator.js';

let t: TestApp;
let simulator: Simulator;
let context: TableContext;
/** Each actor signs in once for the whole table; only calls that end a session sign in afresh. */
const tokens = new Map<Actor, string | undefined>();
/** The dashboard's weather comes from the weather simulator, as in the demo. */
const weather = useWeatherSimulator();

beforeAll(async () => {
  simulator = createSimulator();
  const simulatorUrl = await simulator.listen(0);
  // Sign-in throttling has its own test; here the same accounts sign in and fail many times. So do the
  // per-minute limits (portability-check.test.ts): here every actor checks portability from one address.
  t = await buildTestApp({ PER_USER_LIMIT_FACTOR: '10', LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000', LOGIN_MAX_FAILURES_PER_ADDRESS: '1000', RESET_MAX_MAILS_PER_ACCOUNT: '1000', WEATHER_URL: weather.url, WEATHER_API_KEY: SIMULATOR_WEATHER_KEY });
  await seedDemoConnections(t.database.db, secretBoxFor(t.config), simulatorUrl);
  for (const actor of ACTORS) tokens.set(actor, await tokenFor(t, actor));
  context = { t, superToken: (await tokenFor(t, 'superAdmin')) as string };
});
afterAll(async () => {
  await t.close();
  await simulator.close();
});

const definitionOf = (name: string) => (calls as Record<string, CallDefinition>)[name] as CallDefinition;

/** The calls the running server registered, read from its route table (not from the contract). */
function registeredCalls(): string[] {
  const routes = t.app.printRoutes({ commonPrefix: false });
  const byPath = new Map(Object.values(calls).map((call) => [(call as CallDefinition).path ?? `/api/v1/${call.name}`, call.name]));
  return [...routes.matchAll(/(\/(?:api\/(?!docs)|provisioning\/)\S+) \((?:POST|GET)[^)]*\)/g)].map((match) => byPath.get(match[1] as string) ?? `unknown route ${match[1]}`);
}

async function send(name: CallName, request: Request, token: string | undefined) {
  const headers: Record<string, string> = token ? { token } : {};
  const url = definitionOf(name).path ?? `/api/v1/${name}`;
  if ('json' in request) return t.call(name, request.json, token);
  if ('get' in request) return t.app.inject({ method: 'GET', url, query: request.get, headers });
  if ('form' in request) {
    const payload = new URLSearchParams(request.form).toString();
    return t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload });
  }
  const body = multipart(request.multipart);
  return t.app.inject({ method: 'POST', url, headers: { ...body.headers, ...headers }, payload: body.payload });
}

/** A call that ends its session gets a session of its own, so the shared token of the actor lives on. */
async function tokenOf(actor: Actor, freshSession: boolean): Promise<string | undefined> {
  if (!freshSession || actor === 'anonymous' || actor === 'expired') return tokens.get(actor);
  const [cloudId, user] = ACTOR_ACCOUNTS[actor];
  return t.login(cloudId, user);
}

describe('authorization of every registered call', () => {
  it('registers exactly the calls of the contract, each once', () => {
    expect(registeredCalls().sort()).toEqual(Object.keys(calls).sort());
  });

  it('tests the other-tenant case of every call whose scope names a tenant, domain or record', () => {
    const missing = Object.keys(calls).filter((name) => {
      const row = AUTHORIZATION_TABLE[name as CallName];
      return scopesOf(definitionOf(name)).some(namesTenantData) && (!row.other || !row.otherExpect);
    });
    expect(missing, `scoped calls without an other-tenant case: ${missing.join(', ')}`).toEqual([]);
  });

  for (const name of Object.keys(calls) as CallName[]) {
    for (const actor of ACTORS) {
      it(`${name} as ${actor}`, async () => {
        const row = AUTHORIZATION_TABLE[name];
        const own = await send(name, await row.own(context), await tokenOf(actor, row.endsSession ?? false));
        expect(own.statusCode, `${name} own as ${actor}: ${own.body}`).toBe(row.ownExpect[actor]);
        if (!row.other || !row.otherExpect) return;
        const other = await send(name, await row.other(context), await tokenOf(actor, row.endsSession ?? false));
        expect(other.statusCode, `${name} other tenant as ${actor}: ${other.body}`).toBe(row.otherExpect[actor]);
      });
    }
  }

  it("answers the caller's own profile whatever user the payload names", async () => {
    for (const actor of ['simple', 'support', 'tenantAdmin', 'superAdmin'] as Exclude<Actor, 'anonymous' | 'expired'>[]) {
      const response = await t.call('getProfileDetails', { username: 'globex-admin', cloud_id: 'globex' }, tokens.get(actor));
      expect(response.json()).toMatchObject({ username: ACTOR_ACCOUNTS[actor][1], cloud_id: ACTOR_ACCOUNTS[actor][0] });
    }
  });
});
