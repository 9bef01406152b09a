import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, releaseNotes } from '../../src/db/schema.js';
import { useSignIns, useTestApp } from '../support/test-app.js';
import { XSS_PAYLOADS, unsafeParts } from '../support/xss-payloads.js';

const app = useTestApp();
const tokens = useSignIns(app, { support: 'superSupport', tenantAdmin: 'acmeAdmin', simple: 'acmeSimple' });
const MANDATORY = 'Title and description are required';
const SELECT_DATE = 'Please select a date';

beforeEach(async () => {
  await app.t.database.db.delete(releaseNotes);
});

const note = (extra: Record<string, unknown> = {}) => ({ created_time: '2026-11-20', title: 'Faster QR e-mails', description: '<p>Sends to <strong>thousands</strong> of users.</p>', ...extra });
const save = (body: object, token = app.superToken) => app.t.call('releaseNotesCreateUpdate', body, token);
const list = async (token = app.superToken) => (await app.t.call('releaseNotesSummary', {}, token)).json() as Array<{ id: number; title: string; description: string; created_time: string }>;
async function created(body: object): Promise<number> {
  const response = await save(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id;
}

describe('release notes', () => {
  it('creates, edits and deletes a note with the words of document 3, and audits each change', async () => {
    const response = await save(note());
    expect(response.json()).toMatchObject({ message: 'Note Created Successfully', message_id: 'noteCreated' });
    const id = response.json().id as number;
    expect(await list()).toEqual([{ id, title: 'Faster QR e-mails', description: '<p>Sends to <strong>thousands</strong> of users.</p>', created_time: '2026-11-20T00:00:00.000Z' }]);

    const edited = await save(note({ id, title: 'Faster QR e-mails to many', created_time: '2026-11-21T15:30:00Z' }));
    expect(edited.json()).toMatchObject({ message: 'Note Created Successfully', id });
    expect(await list()).toMatchObject([{ id, title: 'Faster QR e-mails to many', created_time: '2026-11-21T15:30:00.000Z' }]);

    const removed = await app.t.call('deleteReleaseNotes', { id }, app.superToken);
    expect(removed.json()).toEqual({ message: 'Note Deleted Successfully', message_id: 'noteDeleted' });
    expect(await list()).toEqual([]);
    const audited = await app.t.database.db.select().from(auditLog).where(and(eq(auditLog.target, `release-note:${id}`), eq(auditLog.username, 'admin')));
    expect(audited.map((row) => row.call).sort()).toEqual(['deleteReleaseNotes', 'releaseNotesCreateUpdate', 'releaseNotesCreateUpdate']);
  });

  it('lists the notes newest first, the same for every signed-in user of every tenant', async () => {
    const older = await created(note({ title: 'Older', created_time: '2026-01-05' }));
    const newest = await created(note({ title: 'Newest', created_time: '2026-11-01' }));
    const middle = await created(note({ title: 'Middle', created_time: '2026-06-15' }));
    const ids = [newest, middle, older];
    for (const token of [app.superToken, tokens.support, tokens.tenantAdmin, tokens.simple]) expect((await list(token)).map((row) => row.id)).toEqual(ids);
    expect((await app.t.call('releaseNotesSummary', {})).statusCode).toBe(401);
  });

  it("lets only the super tenant's administrators write, and changes nothing for anyone else", async () => {
    const id = await created(note());
    const superSimple = await app.t.login('demo', 'simple');
    // The super tenant's support and simple users read what every customer reads; they do not write it.
    for (const token of [tokens.tenantAdmin, tokens.simple, tokens.support, superSimple]) {
      expect((await save(note({ title: 'Hijacked' }), token)).statusCode).toBe(403);
      expect((await save(note({ id, title: 'Hijacked' }), token)).statusCode).toBe(403);
      expect((await app.t.call('deleteReleaseNotes', { id }, token)).statusCode).toBe(403);
    }
    expect((await list()).map((row) => row.title)).toEqual(['Faster QR e-mails']);
    expect((await save(note({ id, title: 'By the administrator' }))).statusCode).toBe(200);
    expect((await list()).map((row) => row.title)).toEqual(['By the administrator']);
  });

  it('refuses a missing title, description or date with the messages of document 3 §5, naming each field', async () => {
    const blank = await save({ created_time: '', title: '', description: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual({ created_time: SELECT_DATE, title: MANDATORY, description: MANDATORY });
    expect((await save(note({ description: '<p></p>' }))).json().fieldErrors).toEqual({ description: MANDATORY });
    expect((await save(note({ description: '<p>&nbsp; </p>' }))).json().fieldErrors).toEqual({ description: MANDATORY });
    expect((await save(note({ title: '   ' }))).json().fieldErrors).toEqual({ title: MANDATORY });
    // A day the calendar does not have is refused, not rolled over to the next month.
    for (const created_time of ['not a date', '2026-13-45', '26/11/2026', '2026-02-31', '2026-04-31T10:00:00Z', '2025-02-29']) expect((await save(note({ created_time }))).json().fieldErrors).toEqual({ created_time: SELECT_DATE });
    expect((await save(note({ title: 'x'.repeat(256) }))).json().fieldErrors).toEqual({ title: 'At most 255 characters' });
    // Markup the sanitiser takes out entirely leaves no description.
    const onlyScript = await save(note({ description: '<script>alert(1)</script>' }));
    expect(onlyScript.json()).toMatchObject({ message: MANDATORY, fieldErrors: { description: MANDATORY } });
    expect(await list()).toEqual([]);
  });

  it('answers an unknown note on edit and delete as not found, storing nothing', async () => {
    for (const response of [await save(note({ id: 999_999 })), await app.t.call('deleteReleaseNotes', { id: 999_999 }, app.superToken)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Release note not found' });
    }
    expect(await list()).toEqual([]);
  });

  it('keeps unicode and long text as written', async () => {
    const title = 'Ñandú — 电话 📱 release';
    const description = `<p>${'Ação rápida — ✓ '.repeat(500)}</p>`;
    const id = await created(note({ title, description }));
    expect(await list()).toMatchObject([{ id, title, description: description.trim() }]);
  });

  it(`stores and answers only sanitised HTML, against ${XSS_PAYLOADS.length} known XSS payloads`, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    for (const payload of XSS_PAYLOADS) {
      const response = await save(note({ title: 'Payload', description: `<p>Kept text</p>${payload}` }));
      expect(response.statusCode, payload).toBe(200);
      const id = response.json().id as number;
      const [stored] = await app.t.database.db.select().from(releaseNotes).where(eq(releaseNotes.id, id));
      const answered = (await list()).find((row) => row.id === id);
      for (const html of [stored?.description ?? '', answered?.description ?? '']) {
        expect(unsafeParts(html), `${payload} -> ${html}`).toEqual([]);
        expect(html, payload).toContain('<p>Kept text</p>');
        expect(html.toLowerCase(), payload).not.toMatch(/javascript:|vbscript:|data:text|onerror|onload|<script/);
      }
    }
  });

  it('keeps what the editor writes: emphasis, lists and links, each link opening apart from the console', async () => {
    const description =
      '<h2>New</h2><p><strong>Bold</strong>, <em>italic</em>, <u>under</u>, <s>gone</s> and <a href="https://docs.example.com/notes?a=1&amp;b=2">the docs</a>.</p><ul><li><p>one</p></li></ul><blockquote><p>quote</p></blockquote>';
    await created(note({ description }));
    expect((await list())[0]?.description).toBe(
      '<h2>New</h2><p><strong>Bold</strong>, <em>italic</em>, <u>under</u>, <s>gone</s> and <a href="https://docs.example.com/notes?a=1&amp;b=2" target="_blank" rel="noopener noreferrer nofollow">the docs</a>.</p><ul><li><p>one</p></li></ul><blockquote><p>quote</p></blockquote>',
    );
  });
});
