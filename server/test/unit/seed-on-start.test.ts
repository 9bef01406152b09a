import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { openDb, type Database } from '../../src/db/open-db.js';
import { consoleUsers, tenants, whiteLabels } from '../../src/db/schema.js';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-data.js';
import { DEMO_WHITE_LABEL_MAIL_PASSWORD } from '../../src/db/seed/seed-demo-white-label.js';
import { seedOnStart } from '../../src/db/seed/seed-on-start.js';
import { secretBoxFor } from '../../src/lib/secret-box.js';
import { verifyPassword } from '../../src/lib/secrets.js';

type Line = { level: string; object: object; message?: string };

function recordingLog() {
  const lines: Line[] = [];
  const at = (level: string) => (object: object, message?: string) => void lines.push({ level, object, message });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

/** An empty, migrated PGlite database, migrated once for the file: each test starts from a copy. */
let migrated: Blob;
beforeAll(async () => {
  const empty = await openDb({ kind: 'pglite' });
  migrated = await (empty as Extract<Database, { kind: 'pglite' }>).client.dumpDataDir('none');
  await empty.close();
}, 60_000);
const openEmpty = () => openDb({ kind: 'pglite', loadDataDir: migrated });

let database: Database | undefined;
/** Data folders made by a test, removed after it. */
const dataDirs: string[] = [];
afterEach(async () => {
  await database?.close();
  database = undefined;
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('seeding an empty database', () => {
  it('seeds the demo tenants by default on the embedded database', async () => {
    database = await openEmpty();
    // The demo white label's mail password is sealed with the installation's key, kept in the data folder.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamt-seed-'));
    dataDirs.push(dataDir);
    const config = loadConfig({ DATA_DIR: dataDir });
    await seedOnStart(database, config, recordingLog().log);
    const users = await database.db.select().from(consoleUsers);
    expect(users.map((user) => user.username)).toContain('acme-admin');
    const admin = users.find((user) => user.username === 'admin');
    expect(await verifyPassword(admin!.passwordHash, DEMO_PASSWORD)).toBe(true);
    const [whiteLabel] = await database.db.select().from(whiteLabels);
    expect(whiteLabel).toMatchObject({ textable: true, callHistory: false, signinLogo: null });
    expect(secretBoxFor(config).open(whiteLabel!.emailPasswordSealed!)).toBe(DEMO_WHITE_LABEL_MAIL_PASSWORD);
    // The whole demo (every tenant, its users and password hashes) is written: slow on a busy machine.
  }, 60_000);

  it('without demo data creates only the super tenant and its admin, with a generated password logged once', async () => {
    database = await openEmpty();
    const config = loadConfig({ SEED_DEMO: 'false', SUPER_TENANT_CLOUD_ID: 'provider' });
    const { lines, log } = recordingLog();
    await seedOnStart(database, config, log);
    await seedOnStart(database, config, log);

    expect((await database.db.select().from(tenants)).map((tenant) => tenant.cloudId)).toEqual(['provider']);
    const users = await database.db.select().from(consoleUsers);
    expect(users.map((user) => [user.cloudId, user.username, user.userType])).toEqual([['provider', 'admin', 'admin']]);
    expect(await verifyPassword(users[0]!.passwordHash, DEMO_PASSWORD)).toBe(false);

    const shown = lines.filter((line) => /shown only this once/.test(line.message ?? ''));
    expect(shown).toHaveLength(1);
    const password = /password (\S+) and change it/.exec(shown[0]!.message!)?.[1];
    expect(await verifyPassword(users[0]!.passwordHash, password!)).toBe(true);
  });

  it('takes the admin password from ADMIN_PASSWORD', async () => {
    database = await openEmpty();
    const { lines, log } = recordingLog();
    await seedOnStart(database, loadConfig({ SEED_DEMO: 'false', ADMIN_PASSWORD: 'chosen-pass-77' }), log);
    const [admin] = await database.db.select().from(consoleUsers);
    expect(admin?.cloudId).toBe('demo');
    expect(await verifyPassword(admin!.passwordHash, 'chosen-pass-77')).toBe(true);
    expect(lines.some((line) => line.message?.includes('chosen-pass-77'))).toBe(false);
  });
});
