import { describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../src/index.js';
import { usePortabilitySimulator } from './support/use-portability-simulator.js';

const sim = usePortabilitySimulator();
const { apiKey, customer } = DEMO_CREDENTIALS.peerless;

describe('GET /peerless/mag/v1/portability (modelled: Peerless documents no portability API)', () => {
  it('answers {tn, portable, carrier, lrn}: portable unless the number ends in 9', async () => {
    const portable = await sim.peerless({ api_key: apiKey, customer, user_id: '42', tn: '6025550100' });
    expect(portable.status).toBe(200);
    expect(await portable.json()).toEqual({ tn: '6025550100', portable: true, carrier: 'Qwest Corporation', lrn: '6025559998' });
    expect(await (await sim.peerless({ api_key: apiKey, customer, tn: '6465550199' })).json()).toEqual({
      tn: '6465550199',
      portable: false,
      carrier: 'Cellco Partnership dba Verizon Wireless',
      lrn: '6465559998',
    });
  });

  it('refuses a bad key with 401, a key of another customer with 403 and a bad number with 400, in JSON', async () => {
    const badKey = await sim.peerless({ api_key: 'wrong', customer, tn: '6025550100' });
    expect(badKey.status).toBe(401);
    expect(await badKey.json()).toEqual({ status: 401, error: 'Unauthorized', message: 'Invalid or missing api_key' });
    expect((await sim.peerless({ customer, tn: '6025550100' })).status).toBe(401);
    expect((await sim.peerless({ api_key: apiKey, customer: 'someone-else', tn: '6025550100' })).status).toBe(403);
    const badNumber = await sim.peerless({ api_key: apiKey, customer, tn: '+16025550100' });
    expect(badNumber.status).toBe(400);
    expect(await badNumber.json()).toMatchObject({ status: 400, message: 'tn must be a 10-digit North American number' });
  });

  it('takes GET only', async () => {
    const post = await fetch(`${sim.base()}/peerless/mag/v1/portability?api_key=${apiKey}&customer=${customer}&tn=6025550100`, { method: 'POST' });
    expect(post.status).toBe(405);
  });
});
