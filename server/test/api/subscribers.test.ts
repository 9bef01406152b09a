import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';

const app = useTestApp();

const tenant = (cloudId: string, extra: object = {}) => ({ accountcode: 'AC-9', cloud_id: cloudId, company: 'Initech', email: '', phone_number: '+1 555 0142', ...extra });
const save = (body: object) => app.t.call('createUpdateSubscriber', body, app.superToken);

describe('subscribers', () => {
  it('lists the demo tenants with the spec fields and defaults', async () => {
    const list = (await app.t.call('subscriberSummary', {}, app.superToken)).json();
    expect(list.map((row: { cloud_id: string }) => row.cloud_id)).toEqual(['demo', 'acme', 'globex', 'bigcorp']);
    expect(list[1]).toMatchObject({ company: 'Acme Telecom', fetching_method: 'remote_api', active: true, allow_all_users: false });
  });

  it('needs the starred fields and a unique cloud id', async () => {
    const missing = await save(tenant('initech', { accountcode: '', phone_number: '' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Fields with * are mandatory!', fieldErrors: { accountcode: 'Fields with * are mandatory!', phone_number: 'Fields with * are mandatory!' } });
    expect((await save(tenant('initech'))).statusCode).toBe(200);
    const duplicate = await save(tenant('initech'));
    expect(duplicate.json().fieldErrors).toEqual({ cloud_id: 'This Cloud Id is already used by another subscriber' });
  });

  it('keeps a cloud id fixed once created: a new one, even in another case, is refused and nothing is saved', async () => {
    const id = (await save(tenant('umbrella'))).json().id;
    const user = { name: 'Ada', email: 'ada@umbrella.example', username: 'ada', user_type: 'admin', password: 'ada-pass-1', cloud_id: 'umbrella' };
    expect((await app.t.call('createUpdateUser', user, app.superToken)).statusCode).toBe(200);
    const before = (await app.t.call('subscriberDetail', { id }, app.superToken)).json();
    for (const cloudId of ['umbrella-corp', 'Umbrella']) {
      const refused = await save(tenant(cloudId, { id, company: 'Umbrella Corp' }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        messageId: 'cloudIdFixed',
        fieldErrors: { cloud_id: 'The Cloud Id cannot be changed once the subscriber is created: it is inside every QR code and app of the tenant' },
      });
    }
    expect((await app.t.call('subscriberDetail', { id }, app.superToken)).json()).toEqual(before);
    await app.t.login('umbrella', 'ada', 'ada-pass-1');
  });

  it('saves the other fields of a subscriber sent with its own cloud id', async () => {
    const id = (await save(tenant('stark'))).json().id;
    const saved = await save(tenant('stark', { id, company: 'Stark Industries', active: false }));
    expect(saved.json()).toEqual({ message: 'Subscriber updated successfully', message_id: 'subscriberUpdated', id });
    expect((await app.t.call('subscriberDetail', { id }, app.superToken)).json()).toMatchObject({ cloud_id: 'stark', company: 'Stark Industries', active: false });
  });

  it('refuses to delete a subscriber that still has users, and deletes an empty one', async () => {
    const acmeId = (await app.t.call('subscriberList', {}, app.superToken)).json().find((row: { cloud_id: string }) => row.cloud_id === 'acme').id;
    const refused = await app.t.call('deleteSubscriberDetail', { id: acmeId }, app.superToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This subscriber still has console users or a platform connection. Remove them first.');
    const emptyId = (await save(tenant('empty-co'))).json().id;
    expect((await app.t.call('deleteSubscriberDetail', { id: emptyId }, app.superToken)).json()).toEqual({ message: 'Record Deleted', message_id: 'recordDeleted' });
    expect((await app.t.call('subscriberDetail', { id: emptyId }, app.superToken)).statusCode).toBe(404);
  });

  it('creates one tenant when the same cloud id is saved many times at once', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => save(tenant('racing-co'))));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, ...Array(9).fill(400)]);
    for (const response of responses.filter((r) => r.statusCode === 400)) {
      expect(response.json().fieldErrors).toEqual({ cloud_id: 'This Cloud Id is already used by another subscriber' });
    }
  });

  it("deactivating a tenant ends its users' sessions at once", async () => {
    const id = (await save(tenant('hooli'))).json().id;
    const admin = { name: 'Gavin', email: 'gavin@hooli.example', username: 'gavin', user_type: 'admin', password: 'gavin-pass-1', cloud_id: 'hooli' };
    expect((await app.t.call('createUpdateUser', admin, app.superToken)).statusCode).toBe(200);
    const token = await app.t.login('hooli', 'gavin', 'gavin-pass-1');
    expect((await app.t.call('getProfileDetails', {}, token)).statusCode).toBe(200);

    expect((await save(tenant('hooli', { id, active: false }))).statusCode).toBe(200);
    expect((await app.t.call('getProfileDetails', {}, token)).statusCode).toBe(401);
    const newUser = { name: 'Back Door', email: 'bd@hooli.example', username: 'backdoor', user_type: 'admin', password: 'bd-pass-12', cloud_id: 'hooli' };
    expect((await app.t.call('createUpdateUser', newUser, token)).statusCode).toBe(401);
    expect((await app.t.call('authLogin', { cloud_id: 'hooli', user: 'gavin', password: 'gavin-pass-1' })).statusCode).toBe(401);
  });

  it("keeps the provider's own subscriber in place", async () => {
    const demo = (await app.t.call('subscriberSummary', {}, app.superToken)).json()[0];
    expect((await save({ ...demo, cloud_id: 'renamed' })).statusCode).toBe(400);
    expect((await save({ ...demo, active: false })).statusCode).toBe(400);
    expect((await app.t.call('deleteSubscriberDetail', { id: demo.id }, app.superToken)).statusCode).toBe(403);
  });

  it('answers the dropdown defaults on GET', async () => {
    const response = await app.t.app.inject({ method: 'GET', url: '/api/v1/getDefaults', headers: { token: app.superToken } });
    expect(response.json()).toMatchObject({ transport: { Allowed: ['udp', 'tcp', 'tls'] }, vmail_transcription: { Allowed: expect.arrayContaining(['google']) } });
  });
});
