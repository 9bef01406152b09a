import { describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS, DEMO_DEALERS } from '../src/index.js';
import { useVinSolutionsSimulator } from './support/use-vinsolutions-simulator.js';

const sim = useVinSolutionsSimulator({ tokenLifetimeSeconds: 1 });
const FIRST = DEMO_DEALERS[0]!;

describe('the token endpoint (/connect/token)', () => {
  it('grants a bearer token for the PublicAPI scope to the demo client, by form or by HTTP Basic', async () => {
    const answer = await sim.token();
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ access_token: expect.stringMatching(/^[\w-]{20,}$/), expires_in: 1, token_type: 'Bearer', scope: 'PublicAPI' });
    const basic = Buffer.from(`${DEMO_CREDENTIALS.clientId}:${DEMO_CREDENTIALS.clientSecret}`).toString('base64');
    expect((await sim.token({ grant_type: 'client_credentials', scope: 'PublicAPI' }, { authorization: `Basic ${basic}` })).status).toBe(200);
  });

  it('refuses in OAuth2 words: a wrong secret, another grant, a missing or other scope', async () => {
    const form = { grant_type: 'client_credentials', client_id: DEMO_CREDENTIALS.clientId, client_secret: DEMO_CREDENTIALS.clientSecret, scope: 'PublicAPI' };
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...form, client_secret: 'wrong' }, 'invalid_client'],
      [{ ...form, grant_type: 'password' }, 'unsupported_grant_type'],
      [{ ...form, scope: '' }, 'invalid_scope'],
      [{ ...form, scope: 'PublicAPI Admin' }, 'invalid_scope'],
    ];
    for (const [body, error] of cases) {
      const answer = await sim.token(body);
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toBe(error);
    }
  });
});

describe('the organization API behind the gateway', () => {
  it('lists the demo dealers as {Count, Items} of DealerId, Name, City and State', async () => {
    const answer = await sim.dealers(sim.headers(await sim.accessToken()));
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { Count: number; Items: unknown[] };
    expect(body.Count).toBe(DEMO_DEALERS.length);
    expect(body.Items).toEqual(DEMO_DEALERS);
    expect(DEMO_DEALERS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(DEMO_DEALERS.map((dealer) => dealer.DealerId)).size).toBe(DEMO_DEALERS.length);
  });

  it('removes a dealer with {} (204), which then leaves the list; a second removal is 404', async () => {
    const headers = sim.headers(await sim.accessToken());
    const removed = await sim.remove(FIRST.DealerId, headers);
    expect(removed.status).toBe(204);
    const { Count, Items } = (await (await sim.dealers(headers)).json()) as { Count: number; Items: Array<{ DealerId: number }> };
    expect(Count).toBe(DEMO_DEALERS.length - 1);
    expect(Items.map((dealer) => dealer.DealerId)).not.toContain(FIRST.DealerId);
    const again = await sim.remove(FIRST.DealerId, headers);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ statusCode: 404, message: `Not Found: dealer ${FIRST.DealerId} is not connected to this integration` });
    expect((await sim.remove(99, headers)).status).toBe(404);
  });

  it('refuses a removal whose body is not a JSON object, and removes nothing', async () => {
    const headers = sim.headers(await sim.accessToken());
    for (const body of ['', '[]', 'nope']) expect((await sim.remove(FIRST.DealerId, headers, body)).status).toBe(400);
    expect((await (await fetch(`${sim.base()}/__simulator/dealers`)).json()) as { removed: number[] }).toMatchObject({ removed: [] });
  });

  it('403 without the API key or with another; 401 without a token, with an unknown one or an expired one', async () => {
    const token = await sim.accessToken();
    const forbidden = await sim.dealers({ authorization: `Bearer ${token}` });
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as { message: string }).message).toMatch(/api_key/);
    expect((await sim.remove(FIRST.DealerId, sim.headers(token, 'another-key'))).status).toBe(403);
    expect((await sim.dealers({ api_key: DEMO_CREDENTIALS.apiKey })).status).toBe(401);
    expect((await sim.dealers(sim.headers('made-up-token'))).status).toBe(401);
    // The tokens of this file live one second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const expired = await sim.dealers(sim.headers(token));
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ statusCode: 401, message: 'Unauthorized: the access token is missing, not valid or expired' });
    expect((await sim.remove(FIRST.DealerId, sim.headers(token))).status).toBe(401);
  });

  it('answers 404 for a path it does not serve and 405 for the wrong method', async () => {
    const headers = sim.headers(await sim.accessToken());
    expect((await fetch(`${sim.base()}/gateway/v1/organization/dealers/id/abc/remove`, { method: 'POST', headers, body: '{}' })).status).toBe(404);
    expect((await fetch(`${sim.base()}/gateway/v1/organization/dealers`, { method: 'POST', headers, body: '{}' })).status).toBe(405);
    expect((await fetch(`${sim.base()}/connect/token`)).status).toBe(405);
  });
});
