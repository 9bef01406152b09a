import { describe, expect, it } from 'vitest';
import { multipart } from '../support/multipart.js';
import { useSignIns, useTestApp } from '../support/test-app.js';

const app = useTestApp();
const tokens = useSignIns(app, { simple: 'acmeSimple' });

const person = { name: 'Ida', email: 'ida@acme.example', username: 'ida', user_type: 'simple user', password: 'ida-pass-1', cloud_id: 'acme' };

describe('message ids beside the English texts', () => {
  it('names the schema message of every field, with the values of a message that has some', async () => {
    const response = await app.t.call('createUpdateSubscriber', { accountcode: '', cloud_id: 'x'.repeat(65), company: 'Initech', phone_number: '555', active: 'maybe' }, app.superToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Fields with * are mandatory!',
      messageId: 'mandatoryFields',
      fieldErrors: { accountcode: 'Fields with * are mandatory!', cloud_id: 'At most 64 characters', active: 'Choose yes or no' },
      fieldErrorIds: { accountcode: { id: 'mandatoryFields' }, cloud_id: { id: 'textTooLong', params: { max: '64' } }, active: { id: 'flagInvalid' } },
    });
  });

  it('marks a message of zod itself as an invalid value, keeping its English', async () => {
    const response = await app.t.call('userDetail', { id: 'seven' }, app.superToken);
    expect(response.json()).toMatchObject({ messageId: 'idRequired', fieldErrorIds: { id: { id: 'idRequired' } } });
    const wrongType = await app.t.call('userSummary', { search: 42 }, app.superToken);
    expect(wrongType.json().fieldErrorIds).toEqual({ search: { id: 'invalidValue' } });
    expect(wrongType.json().fieldErrors.search).toMatch(/expected string/);
  });

  it('carries the id and values of a rule the service enforces', async () => {
    const response = await app.t.call('createUpdateUser', { ...person, cloud_id: 'nowhere' }, app.superToken);
    expect(response.json()).toMatchObject({
      message: 'Unknown cloud id nowhere',
      messageId: 'unknownCloudId',
      params: { cloudId: 'nowhere' },
      fieldErrorIds: { cloud_id: { id: 'unknownCloudId', params: { cloudId: 'nowhere' } } },
    });
  });

  it('carries the id of a refusal by the access rules and of an unreadable body', async () => {
    expect((await app.t.call('userSummary', {}, tokens.simple)).json()).toEqual({ code: 'FORBIDDEN', message: 'You are not allowed to do this.', messageId: 'notAllowed' });
    const broken = await app.t.app.inject({ method: 'POST', url: '/api/v1/authLogin', headers: { 'content-type': 'application/json' }, payload: '{"cloud_id":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'VALIDATION_FAILED', messageId: 'unreadableRequest' });
    const nowhere = await app.t.app.inject({ method: 'POST', url: '/api/v1/noSuchCall?x=1' });
    expect(nowhere.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'No such address: POST /api/v1/noSuchCall',
      messageId: 'noSuchAddress',
      params: { method: 'POST', path: '/api/v1/noSuchCall' },
    });
  });

  it('names the message of a multipart form the same way', async () => {
    const { payload, headers } = multipart([{ name: 'name', value: ' ' }, { name: 'email', value: '' }, { name: 'phone_number', value: '' }]);
    const response = await app.t.app.inject({ method: 'POST', url: '/api/v1/updateProfile', payload, headers: { ...headers, token: app.superToken } });
    expect(response.json()).toMatchObject({ message: 'Missing data', messageId: 'missingData', fieldErrorIds: { name: { id: 'missingData' } } });
  });

  it('gives the success messages the console shows an id too', async () => {
    const created = await app.t.call('createUpdateUser', person, app.superToken);
    expect(created.json()).toMatchObject({ message: 'User created successfully', message_id: 'userCreated' });
    const updated = await app.t.call('createUpdateUser', { ...person, id: created.json().id }, app.superToken);
    expect(updated.json()).toMatchObject({ message: 'User updated successfully', message_id: 'userUpdated' });
  });
});
