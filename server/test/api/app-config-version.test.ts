import type { CallName } from '@mamt/contract';
import { describe, expect, it } from 'vitest';
import { usePlatformApp } from '../support/platform-app.js';

const app = usePlatformApp();
const DOMAIN = 'acme.demo';

/** What the provisioning service compares devices against (document 4 §7). */
async function versionOf(token: string): Promise<number> {
  const settings = await app.t.call('getDomainSettings', { domain: DOMAIN }, token);
  expect(settings.statusCode, settings.body).toBe(200);
  return (settings.json() as { config_version: number }).config_version;
}

/** Runs a call that must succeed and answers by how much it raised the domain's version. */
async function raisedBy(token: string, name: CallName, body: object): Promise<number> {
  const before = await versionOf(token);
  const answer = await app.t.call(name, { domain: DOMAIN, ...body }, token);
  expect(answer.statusCode, `${name}: ${answer.body}`).toBe(200);
  return (await versionOf(token)) - before;
}

describe("the domain's configuration version", () => {
  it('rises with every change of what its users receive: calling numbers, shared voicemail, DID sharing', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    expect(await raisedBy(token, 'assignCallingNumber', { extension: '1006', phone_number: '14165552004' })).toBe(1);
    expect(await raisedBy(token, 'deleteAssignedCallingNumber', { phone_number: '14165552004' })).toBe(1);
    expect(await raisedBy(token, 'createUpdateSharedVM', { for_user: '1011', vm_user: '1012' })).toBe(1);
    expect(await raisedBy(token, 'deleteSharedVM', { for_user: '1011', vm_user: '1012' })).toBe(1);
    expect(await raisedBy(token, 'createUpdateDidSharing', { primary_user: '1009', secondary_user: '1013', did: '14165552008' })).toBe(1);
    expect(await raisedBy(token, 'deleteDidSharing', { primary_user: '1009', secondary_user: '1013', did_number: '14165552008' })).toBe(1);
  });

  it('stays as it is when a change is refused or removes nothing', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const before = await versionOf(token);
    expect((await app.t.call('createUpdateSharedVM', { domain: DOMAIN, for_user: '1014', vm_user: '1014' }, token)).statusCode).toBe(400);
    expect((await app.t.call('deleteAssignedCallingNumber', { domain: DOMAIN, phone_number: '14165552007' }, token)).statusCode).toBe(404);
    expect(await versionOf(token)).toBe(before);
  });
});
