import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles } from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helper.js';
import { multipart, type Part } from '../support/multipart.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const fields: Part[] = [
  { name: 'name', value: 'Sam Ortega' },
  { name: 'email', value: 'sam@demo.example' },
  { name: 'phone_number', value: '+1 602 555 0102' },
];

function upload(token: string, parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url: '/api/v1/updateProfile', headers: { ...body.headers, token }, payload: body.payload });
}

describe('changePassword', () => {
  it('says "Wrong Password" on the old password field, and on success swaps every token for a new one', async () => {
    const token = await t.login('demo', 'support');
    const other = await t.login('demo', 'support');
    const wrong = await t.call('changePassword', { old_password: 'nope', new_password: 'new-pass-123' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Wrong Password', fieldErrors: { old_password: 'Wrong Password' } });
    const done = await t.call('changePassword', { old_password: 'demo-pass-1234', new_password: 'new-pass-123' }, token);
    expect(done.json()).toMatchObject({ message: 'Sucessfully Updated Password', Token: expect.any(String) });
    expect((await t.call('getProfileDetails', {}, token)).statusCode).toBe(401);
    expect((await t.call('getProfileDetails', {}, other)).statusCode).toBe(401);
    expect((await t.call('getProfileDetails', {}, done.json().Token)).statusCode).toBe(200);
    await t.login('demo', 'support', 'new-pass-123');
  });
});

describe('updateProfile', () => {
  it('stores a png and serves it from the returned path', async () => {
    const token = await t.login('demo', 'simple');
    const response = await upload(token, [...fields, { name: 'file', filename: 'me.png', contentType: 'image/png', data: PNG }]);
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json();
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect(image.headers['content-security-policy']).toContain('sandbox');
    expect((await t.call('getProfileDetails', {}, token)).json()).toMatchObject({ name: 'Sam Ortega', url });
  });

  it('stores an svg without its scripts', async () => {
    const token = await t.login('demo', 'simple');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><circle r="4"/></svg>');
    const response = await upload(token, [...fields, { name: 'file', filename: 'me.svg', contentType: 'image/svg+xml', data: svg }]);
    expect(response.statusCode, response.body).toBe(200);
    const stored = (await t.app.inject({ method: 'GET', url: response.json().url })).body;
    expect(stored).toContain('<circle');
    expect(stored).not.toMatch(/script|onload/i);
  });

  it('refuses a file whose content is not what its name says, and one over 5242880 bytes', async () => {
    const token = await t.login('acme', 'acme-simple');
    const before = (await t.call('getProfileDetails', {}, token)).json();
    const fake = await upload(token, [...fields, { name: 'file', filename: 'evil.png', contentType: 'image/png', data: Buffer.from('MZ not a png') }]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fieldErrors.file).toBe('evil.png is not a valid png image');
    const huge = Buffer.concat([PNG, Buffer.alloc(5242880)]);
    const big = await upload(token, [...fields, { name: 'file', filename: 'big.png', contentType: 'image/png', data: huge }]);
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('big.png file size is too big');
    expect((await t.call('getProfileDetails', {}, token)).json()).toEqual(before);
  });

  it('keeps the image in the database, and deletes the old picture when it is replaced', async () => {
    const token = await t.login('demo', 'admin');
    const first = (await upload(token, [...fields, { name: 'file', filename: 'one.png', contentType: 'image/png', data: PNG }])).json().url;
    const served = await t.app.inject({ method: 'GET', url: first });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' });
    const revalidated = await t.app.inject({ method: 'GET', url: first, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    const stored = await t.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.name, first.slice('/uploads/'.length)));
    expect(stored[0]?.data.equals(PNG)).toBe(true);

    const second = (await upload(token, [...fields, { name: 'file', filename: 'two.png', contentType: 'image/png', data: PNG }])).json().url;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    const gone = await t.app.inject({ method: 'GET', url: first });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('NOT_FOUND');
    // Saving the profile without a new picture keeps the current one.
    expect((await upload(token, fields)).json().url).toBe(second);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it('removes external CSS from an svg, and refuses one whose DOCTYPE declares entities', async () => {
    const token = await t.login('acme', 'acme-admin');
    const styled = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://evil.example/x.css);</style>' +
        '<circle r="4" style="fill:url(https://evil.example/p.png)"/><rect fill="url(#g)"/></svg>',
    );
    const clean = await upload(token, [...fields, { name: 'file', filename: 'logo.svg', contentType: 'image/svg+xml', data: styled }]);
    expect(clean.statusCode, clean.body).toBe(200);
    const body = (await t.app.inject({ method: 'GET', url: clean.json().url })).body;
    expect(body).not.toMatch(/evil\.example|@import/);
    expect(body).toContain('url(#g)');

    const entities = Buffer.from('<!DOCTYPE svg [<!ENTITY x "boom">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>');
    const refused = await upload(token, [...fields, { name: 'file', filename: 'bomb.svg', contentType: 'image/svg+xml', data: entities }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.file).toBe('bomb.svg is not accepted: an svg image must not declare a DOCTYPE with entities');

    const plainDoctype = Buffer.from(
      '<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
        '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>',
    );
    const exported = await upload(token, [...fields, { name: 'file', filename: 'export.svg', contentType: 'image/svg+xml', data: plainDoctype }]);
    expect((await t.app.inject({ method: 'GET', url: exported.json().url })).body).toMatch(/^<svg[\s>]/);
  });

  it('answers "Missing data" without a name', async () => {
    const token = await t.login('acme', 'acme-simple');
    const response = await upload(token, [{ name: 'name', value: '' }, ...fields.slice(1)]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Missing data', fieldErrors: { name: 'Missing data' } });
  });
});
