import { describe, expect, it } from 'vitest';
import { usePlatformApp } from '../support/platform-app.js';

const app = usePlatformApp();
type Template = { id: number; name: string; subject: string; body: string };

describe('e-mail templates', () => {
  it('each demo tenant starts with a welcome template holding the three placeholders', async () => {
    const token = await app.t.login('acme', 'acme-simple');
    const templates = (await app.t.call('getTemplates', {}, token)).json() as Template[];
    expect(templates).toHaveLength(1);
    for (const placeholder of ['FIRST_NAME_HERE', 'LAST_NAME_HERE', 'LINK_HERE']) expect(templates[0]?.body).toContain(placeholder);
  });

  it('an admin creates a template, saves it again by name as an update, renames it by id and deletes it', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const created = await app.t.call('templateCreateUpdate', { name: 'Reminder', subject: 'Hi', body: 'Hello FIRST_NAME_HERE' }, token);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ message: 'Successfully saved email template', message_id: 'templateSaved' });
    const id = (created.json() as { template: Template }).template.id;

    const again = await app.t.call('templateCreateUpdate', { name: 'Reminder', subject: 'Hi again', body: 'Changed' }, token);
    expect((again.json() as { template: Template }).template).toEqual({ id, name: 'Reminder', subject: 'Hi again', body: 'Changed' });

    const renamed = await app.t.call('templateCreateUpdate', { id, name: 'Reminder 2', body: 'Changed' }, token);
    expect((renamed.json() as { template: Template }).template.name).toBe('Reminder 2');
    const names = ((await app.t.call('getTemplates', {}, token)).json() as Template[]).map((row) => row.name);
    expect(names).toEqual(['Mobile app welcome', 'Reminder 2']);

    const clash = await app.t.call('templateCreateUpdate', { id, name: 'Mobile app welcome', body: 'x' }, token);
    expect(clash.statusCode).toBe(400);
    expect(clash.json().message).toBe('An email template with this name already exists');

    const deleted = await app.t.call('deleteTemplate', { id }, token);
    expect(deleted.json()).toEqual({ message: 'Successfully Deleted Template', message_id: 'templateDeleted' });
    expect((await app.t.call('deleteTemplate', { id }, token)).statusCode).toBe(404);
  });

  it("refuses a template without a name or a body with the spec's message", async () => {
    const token = await app.t.login('acme', 'acme-admin');
    for (const body of [{ name: '', body: 'x' }, { name: 'x', body: '   ' }, { subject: 'only' }]) {
      const response = await app.t.call('templateCreateUpdate', body, token);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Template name and body are mandatory');
    }
  });

  it('lets only admins write templates, with the spec refusal, and changes nothing for the others', async () => {
    const admin = await app.t.login('acme', 'acme-admin');
    const id = (await app.t.call('getTemplates', {}, admin)).json()[0].id as number;
    for (const user of ['acme-support', 'acme-simple']) {
      const token = await app.t.login('acme', user);
      for (const [name, body] of [['templateCreateUpdate', { name: 'Mine', body: 'x' }], ['templateCreateUpdate', { id, name: 'Mine', body: 'x' }], ['deleteTemplate', { id }]] as const) {
        const response = await app.t.call(name, body, token);
        expect(response.statusCode, `${name} as ${user}`).toBe(403);
        expect(response.json().message).toBe('You are not allowed to add/update/delete email template');
      }
    }
    expect(((await app.t.call('getTemplates', {}, admin)).json() as Template[]).map((row) => row.name)).toEqual(['Mobile app welcome']);
  });

  it("keeps templates to their tenant: another tenant's id is not found, the super tenant may act on it", async () => {
    const globex = await app.t.login('globex', 'globex-admin');
    const globexId = (await app.t.call('getTemplates', {}, globex)).json()[0].id as number;
    const acme = await app.t.login('acme', 'acme-admin');
    expect((await app.t.call('templateCreateUpdate', { id: globexId, name: 'Stolen', body: 'x' }, acme)).statusCode).toBe(404);
    expect((await app.t.call('deleteTemplate', { id: globexId }, acme)).statusCode).toBe(404);
    expect((await app.t.call('getTemplates', { cloud_id: 'globex' }, acme)).statusCode).toBe(403);

    const provider = await app.t.login('demo', 'admin');
    const list = (await app.t.call('getTemplates', { cloud_id: 'globex' }, provider)).json() as Template[];
    expect(list.map((row) => row.id)).toEqual([globexId]);
    const saved = await app.t.call('templateCreateUpdate', { cloud_id: 'globex', name: 'From provider', body: 'x' }, provider);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(((await app.t.call('getTemplates', {}, globex)).json() as Template[]).map((row) => row.name)).toContain('From provider');
    expect(((await app.t.call('getTemplates', {}, acme)).json() as Template[]).map((row) => row.name)).not.toContain('From provider');
  });
});
