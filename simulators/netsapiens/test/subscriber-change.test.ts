import { describe, expect, it } from 'vitest';
import { useAcmeSimulator } from './support/acme-simulator.js';

const { simulator, base, accessToken, call } = useAcmeSimulator();

const userOf = async (user: string) => {
  const rows = (await (await call('subscriber', 'read', { domain: 'acme.demo', user }, await accessToken())).json()) as Array<Record<string, string>>;
  return rows[0];
};

const change = (body: Record<string, unknown>) =>
  fetch(`${base()}/__simulator/subscriber`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('a test changes a subscriber (/__simulator/subscriber)', () => {
  it('changes the fields it is given, never who the subscriber is, and answers what they were', async () => {
    const before = await userOf('1002');
    const answer = await change({ domain: 'acme.demo', user: '1002', first_name: '=HYPERLINK("x")', account_status: 'inactive', subscriber_login: 'someone@else' });
    expect(answer.status).toBe(200);
    // What it changed, as it was: a test puts it back with these.
    expect(await answer.json()).toEqual({ first_name: before?.first_name, account_status: 'active' });
    expect(await userOf('1002')).toMatchObject({ user: '1002', first_name: '=HYPERLINK("x")', account_status: 'inactive', subscriber_login: '1002@acme.demo' });
    expect((await userOf('1003'))?.account_status).toBe('active');
  });

  it('answers 404 for a subscriber the platform does not have', async () => {
    expect((await change({ domain: 'acme.demo', user: '9999', first_name: 'Nobody' })).status).toBe(404);
    expect(simulator().control.changeSubscriber('globex.demo', 'nope', { first_name: 'x' })).toBeUndefined();
  });

  it('forgets the change on reset', async () => {
    expect(simulator().control.changeSubscriber('acme.demo', '1002', { last_name: 'Changed' })).toBeDefined();
    simulator().control.reset();
    expect((await userOf('1002'))?.last_name).not.toBe('Changed');
  });
});
