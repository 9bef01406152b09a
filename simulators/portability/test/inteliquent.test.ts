import { describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS, NOT_PORTABLE_REASON } from '../src/index.js';
import { usePortabilitySimulator } from './support/use-portability-simulator.js';

const sim = usePortabilitySimulator({ credentials: { inteliquent: [{ clientId: 'operator', clientSecret: 's3cret' }] } });
const tnList = (...tns: string[]) => ({ tnList: { tnItem: tns.map((tn) => ({ tn })) }, returnServiceProviderName: true });

describe('POST /inteliquent/oauth/token', () => {
  it('grants a bearer token for the client credentials, in the form or as HTTP Basic', async () => {
    const response = await sim.token();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ access_token: expect.stringMatching(/^\S{20,}$/), expires_in: 3600, token_type: 'Bearer', scope: 'portInAvailability' });
    const basic = await fetch(`${sim.base()}/inteliquent/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from('operator:s3cret').toString('base64')}` },
      body: 'grant_type=client_credentials',
    });
    expect(basic.status).toBe(200);
  });

  it('refuses wrong credentials with invalid_client and another grant with unsupported_grant_type', async () => {
    const wrong = await sim.token({ grant_type: 'client_credentials', client_id: DEMO_CREDENTIALS.inteliquent.clientId, client_secret: 'nope' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'invalid_client' });
    const password = await sim.token({ grant_type: 'password', client_id: 'operator', client_secret: 's3cret' });
    expect(password.status).toBe(400);
    expect(await password.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });
});

describe('POST /inteliquent/portInAvailability', () => {
  it('answers each number: portable unless it ends in 9, with its carrier by area code and LRN', async () => {
    const response = await sim.availability(await sim.accessToken(), tnList('3125550100', '2125550199', '7205550123'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'Success',
      statusCode: '200',
      serviceAvailable: [
        { telephoneNumber: '3125550100', isPortable: true, serviceProviderName: 'AT&T Illinois', localRoutingNumber: '3125559998', notPortableReason: '' },
        { telephoneNumber: '2125550199', isPortable: false, serviceProviderName: 'Verizon New York Inc.', localRoutingNumber: '2125559998', notPortableReason: NOT_PORTABLE_REASON },
        { telephoneNumber: '7205550123', isPortable: true, serviceProviderName: 'Level 3 Communications, LLC', localRoutingNumber: '7205559998', notPortableReason: '' },
      ],
    });
  });

  it('leaves the provider name out unless asked', async () => {
    const answer = (await (await sim.availability(await sim.accessToken(), { tnList: { tnItem: [{ tn: '3125550100' }] } })).json()) as { serviceAvailable: Array<{ serviceProviderName: string }> };
    expect(answer.serviceAvailable[0]!.serviceProviderName).toBe('');
  });

  it('refuses a missing, unknown or expired token with its 401 shape', async () => {
    for (const token of ['', 'made-up']) {
      const response = await sim.availability(token, tnList('3125550100'));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ statusCode: '401', status: 'Unauthorized' });
    }
    const token = await sim.accessToken();
    expect(await (await sim.control('expire-tokens')).json()).toEqual({ expired: 1 });
    expect((await sim.availability(token, tnList('3125550100'))).status).toBe(401);
    expect((await sim.availability(await sim.accessToken(), tnList('3125550100'))).status).toBe(200);
  });

  it('refuses a list holding a number that is not a 10-digit NANP number, or no list at all', async () => {
    const token = await sim.accessToken();
    for (const tn of ['312555010', '1312555010', '0125550100', '31255501ab']) {
      const response = await sim.availability(token, tnList('3125550100', tn));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ statusCode: '400', status: 'Bad Request', message: `Invalid telephone number: ${tn}` });
    }
    for (const body of [{}, { tnList: { tnItem: [] } }, { tnList: { tnItem: [{ tn: 3125550100 }] } }, '{not json']) {
      expect((await sim.availability(token, body)).status).toBe(400);
    }
  });
});

describe('token lifetime', () => {
  const short = usePortabilitySimulator({ tokenLifetimeSeconds: 1 });
  it('expires tokens after the lifetime given in the options', async () => {
    const answer = (await (await short.token()).json()) as { access_token: string; expires_in: number };
    expect(answer.expires_in).toBe(1);
    expect((await short.availability(answer.access_token, tnList('3125550100'))).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await short.availability(answer.access_token, tnList('3125550100'))).status).toBe(401);
  });
});
