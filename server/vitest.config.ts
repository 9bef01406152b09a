import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The API suite always runs on the embedded PGlite, and a second time on PostgreSQL when
 * TEST_DATABASE_URL is set (each test file then gets a database of its own).
 *
 * API test files share nothing but the worker they run in: each builds its own app on its own
 * database, seeded as the demo (on PGlite the worker's in-memory database put back as seeded, see
 * test/support/pglite-databases.ts; on PostgreSQL a copy of the run's template database, see
 * test/support/postgres-template.ts). So they run in parallel workers, and a worker keeps its loaded
 * modules (the PGlite WebAssembly build above all) and its PGlite from one file to the next instead
 * of loading them again (isolate: false). Two workers at least: much of
 * an API test's time is spent waiting on the database or on argon2, so even one core gains.
 */
const api = (name: string, kind: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    include: ['test/api/**/*.test.ts'],
    env: { TEST_DB_KIND: kind },
    isolate: false,
    // A worker's first file also migrates and seeds the worker's PGlite: far longer than a file's own
    // setup on a loaded machine.
    hookTimeout: 120_000,
    // One migrated and seeded template database per run; each file works on a copy of it.
    ...(kind === 'postgres' ? { globalSetup: ['test/support/postgres-template.ts'] } : {}),
  },
});

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'] } },
      api('pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [api('postgres', 'postgres')] : []),
      // Real server processes (two of them under a storm of 10,000 apps, a PostgreSQL of their own):
      // they load the machine as nothing else does, so they run once the other projects are done, rather
      // than slow the API tests' timed waits. Those needing TEST_DATABASE_URL are skipped without it.
      {
        extends: true,
        test: { name: 'processes', include: ['test/processes/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
