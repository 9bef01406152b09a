import { describe, expect, it } from 'vitest';
import { multipart, type Part } from '../support/multipart.js';
import { REQUIRED_LOGOS, png, wlFields } from '../support/white-label-upload.js';
import { tenantIdOf, useTestApp } from '../support/test-app.js';

// A multipart body that stops short (a dropped connection, a broken client) is the request's
// fault: a 400 that says so, never a 500, and nothing is saved.

const app = useTestApp();
const UNREADABLE = 'The form could not be read: it is incomplete or malformed. Please send it again.';

/** The body cut at `keep` bytes: as it is, halfway through, inside the first part's headers, and only the closing boundary dropped. */
const CUTS: Array<[string, (length: number, closing: number) => number]> = [
  ['halfway', (length) => Math.floor(length / 2)],
  ['in the first headers', () => 30],
  ['before the closing boundary', (length, closing) => length - closing],
];

async function sendCut(url: string, parts: Part[], cut: (length: number, closing: number) => number) {
  const body = multipart(parts);
  const closing = Buffer.byteLength(`${body.headers['content-type']!.split('boundary=')[1]}--\r\n`) + 2;
  const payload = body.payload.subarray(0, cut(body.payload.length, closing));
  return app.t.app.inject({ method: 'POST', url, headers: { ...body.headers, token: app.superToken }, payload });
}

describe('a truncated multipart body', () => {
  it.each(CUTS)('updateProfile, cut %s: 400 with a clear message', async (_name, cut) => {
    const parts: Part[] = [{ name: 'name', value: 'Truncated Name' }, { name: 'email', value: 'admin@demo.example' }, png('profile_picture')];
    const response = await sendCut('/api/v1/updateProfile', parts, cut);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: UNREADABLE, messageId: 'multipartUnreadable' });
    expect((await app.t.call('getProfileDetails', {}, app.superToken)).json().name).not.toBe('Truncated Name');
  });

  it.each(CUTS)('createUpdateWhiteLabel, cut %s: 400 with a clear message', async (_name, cut) => {
    const subscriberId = await tenantIdOf(app.t, 'globex');
    const response = await sendCut('/api/v1/createUpdateWhiteLabel', [...wlFields(subscriberId), ...REQUIRED_LOGOS], cut);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: UNREADABLE, messageId: 'multipartUnreadable' });
    expect((await app.t.call('whiteLabelDetails', { subscriber_id: subscriberId }, app.superToken)).json().id).toBeNull();
  });
});
