import { FLAG_INVALID } from '@mamt/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';

const app = useTestApp();

const subscriber = (cloudId: string, flags: object) => ({ accountcode: 'AC-7', cloud_id: cloudId, company: 'Hooli', phone_number: '+1 555 0100', ...flags });

async function saveSubscriber(body: object): Promise<number> {
  const response = await app.t.call('createUpdateSubscriber', body, app.superToken);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id;
}

describe('yes/no flags in JSON bodies', () => {
  it('createUpdateSubscriber reads yes/no words, digits and numbers, and answers booleans', async () => {
    const id = await saveSubscriber(subscriber('hooli', { active: 'No', allow_all_users: 'YES' }));
    const detail = async () => (await app.t.call('subscriberDetail', { id }, app.superToken)).json();
    expect(await detail()).toMatchObject({ active: false, allow_all_users: true });
    await saveSubscriber(subscriber('hooli', { id, active: 1, allow_all_users: '0' }));
    expect(await detail()).toMatchObject({ active: true, allow_all_users: false });
    await saveSubscriber(subscriber('hooli', { id, active: 'false', allow_all_users: 'true' }));
    expect(await detail()).toMatchObject({ active: false, allow_all_users: true });
  });

  it('createUpdateUser reads "0" as inactive and "yes" as active', async () => {
    const user = { name: 'Flag Test', email: 'flag@acme.example', username: 'flag-test', user_type: 'simple user', cloud_id: 'acme', password: 'flag-pass-1' };
    const created = await app.t.call('createUpdateUser', { ...user, active: '0' }, app.superToken);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id;
    expect((await app.t.call('userDetail', { id }, app.superToken)).json().active).toBe(false);
    expect((await app.t.call('createUpdateUser', { ...user, id, active: 'yes' }, app.superToken)).statusCode).toBe(200);
    expect((await app.t.call('userDetail', { id }, app.superToken)).json().active).toBe(true);
  });

  it('refuses anything else with a 400 naming the flag, and changes nothing', async () => {
    const id = await saveSubscriber(subscriber('pied-piper', { active: true }));
    const refused = await app.t.call('createUpdateSubscriber', subscriber('pied-piper', { id, active: 'maybe', allow_all_users: 2 }), app.superToken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ active: FLAG_INVALID, allow_all_users: FLAG_INVALID });
    expect((await app.t.call('subscriberDetail', { id }, app.superToken)).json()).toMatchObject({ active: true, allow_all_users: false });
  });
});
