import type { TestProject } from 'vitest/node';
import { openDb } from '../../src/db/open-db.js';
import { seedDemo } from '../../src/db/seed/seed-demo.js';
import { createScratchDatabase } from './scratch-postgres.js';

declare module 'vitest' {
  interface ProvidedContext {
    /** The migrated and seeded PostgreSQL database each API test file's database is a copy of. */
    postgresTemplate: string | undefined;
  }
}

/**
 * Global setup of the API tests on PostgreSQL: migrates and seeds one template database per run, which
 * each test file then copies (CREATE DATABASE … TEMPLATE, far cheaper than migrating and seeding
 * again); dropped when the run ends. Without TEST_DATABASE_URL it does nothing.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    project.provide('postgresTemplate', undefined);
    return undefined;
  }
  const { name, url, drop } = await createScratchDatabase(adminUrl, 'mamt_template');
  try {
    const database = await openDb({ kind: 'postgres', url });
    try {
      await seedDemo(database.db);
    } finally {
      // A copy needs its template without connections.
      await database.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  project.provide('postgresTemplate', name);
  return drop;
}
