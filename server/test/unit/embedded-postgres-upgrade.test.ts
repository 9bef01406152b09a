import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { clusterDirOf } from '../../src/db/embedded-postgres.js';
import { openPglite, type Database, type Db } from '../../src/db/open-db.js';
import { openProductDatabase } from '../../src/db/open-product-db.js';
import { pgliteBackupDirOf, pgliteDirOf } from '../../src/db/pglite-upgrade.js';
import { consoleUsers, galleryImages, uploadedFiles } from '../../src/db/schema.js';
import { seedOnStart } from '../../src/db/seed/seed-on-start.js';
import { createJobQueue } from '../../src/jobs/pg-boss-queue.js';
import type { Logger } from '../../src/lib/logger.js';

/**
 * A data folder as earlier versions left it (PGlite files in DATA_DIR/pglite, seeded as the demo, with
 * rows of every kind of value) is brought along whole at the first start on the embedded PostgreSQL.
 */
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** A statement's rows, on either driver. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every row of every product table, as text in one order, read the same way on both databases. */
async function contentsOf(db: Db): Promise<Record<string, string[]>> {
  const tables = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const contents: Record<string, string[]> = {};
  for (const { table_name: table } of tables) {
    const rows = await rowsOf<{ row: string }>(db, sql`select t::text as row from ${sql.identifier(table)} t order by 1`);
    contents[table] = rows.map((row) => row.row);
  }
  return contents;
}

let dataDir: string;
let before: Record<string, string[]>;
let upgraded: Database | undefined;

beforeAll(async () => {
  // In the machine's temporary folder: as root, the system user the database runs as must reach it.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamt-upgrade-'));
  const old = await openPglite({ dir: dataDir });
  await old.db.execute(sql`set timezone = 'UTC'`);
  await seedOnStart(old, loadConfig({ DATA_DIR: dataDir }), quiet);
  // Values of the kinds a copy gets wrong: unicode and quotes, bytes, JSON, times with fractions.
  const fileName = 'logo "ünïcødé" ☎.png';
  await old.db.insert(uploadedFiles).values({ name: fileName, contentType: 'image/png', data: Buffer.from([0, 1, 2, 255, 92, 120]) });
  await old.db.insert(galleryImages).values({ fileName, caption: 'Zoë\n\ttab', width: 1, height: 1 });
  await old.db.update(consoleUsers).set({ name: 'Zoë O\'Brien — 東京' }).where(sql`${consoleUsers.username} = 'acme-simple'`);
  // A job being retried (a mail whose server was down) when the old version stopped.
  const jobs = createJobQueue(old, quiet as unknown as Logger);
  let failed!: () => void;
  const failedOnce = new Promise<void>((resolve) => (failed = resolve));
  jobs.define<{ to: string }>({
    name: 'upgrade-carry',
    retry: { retryLimit: 3, retryDelaySeconds: 3600, backoff: false },
    run: async () => {
      throw new Error('mail server down');
    },
    onRetrying: async () => failed(),
  });
  await jobs.start();
  await jobs.send('upgrade-carry', { to: 'zoë@acme.demo' });
  await failedOnce;
  await jobs.stop();
  before = await contentsOf(old.db);
  await old.close();
}, 120_000);

afterAll(async () => {
  await upgraded?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the first start on the embedded PostgreSQL', () => {
  it('brings every row of the earlier PGlite folder along and keeps that folder as a backup', async () => {
    upgraded = await openProductDatabase({ dataDir });
    await upgraded.db.execute(sql`set timezone = 'UTC'`);
    const after = await contentsOf(upgraded.db);
    for (const [table, rows] of Object.entries(before)) expect(after[table], table).toEqual(rows);
    expect(before.console_users?.length).toBeGreaterThan(5);
    expect(before.gallery_images).toHaveLength(1);
    const carried = await rowsOf<{ state: string; data: unknown }>(upgraded.db, sql`select state::text, data from pgboss.job where name = 'upgrade-carry'`);
    expect(carried).toEqual([{ state: 'retry', data: { to: 'zoë@acme.demo' } }]);
    expect(fs.existsSync(pgliteDirOf(dataDir))).toBe(false);
    expect(fs.existsSync(pgliteBackupDirOf(dataDir))).toBe(true);
    expect(fs.existsSync(path.join(clusterDirOf(dataDir), 'PG_VERSION'))).toBe(true);
  }, 120_000);

  it('continues ids after the copied ones', async () => {
    const db = (upgraded as Database).db;
    const [{ max } = { max: 0 }] = await rowsOf<{ max: number }>(db, sql`select max(id)::int as max from console_users`);
    const [created] = await db
      .insert(consoleUsers)
      .values({ ...(await db.select().from(consoleUsers).limit(1))[0], id: undefined, username: 'after-upgrade' } as typeof consoleUsers.$inferInsert)
      .returning({ id: consoleUsers.id });
    expect(created?.id).toBeGreaterThan(max);
  });

  it('starts again on the same folder without copying anything twice', async () => {
    await upgraded?.close();
    upgraded = await openProductDatabase({ dataDir });
    const [count] = await rowsOf<{ n: number }>(upgraded.db, sql`select count(*)::int as n from console_users`);
    expect(count?.n).toBe((before.console_users?.length ?? 0) + 1);
  }, 120_000);
});
