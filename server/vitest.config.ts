import { defineConfig } from 'vitest/config';

/**
 * The API suite always runs on the embedded PGlite, and a second time on PostgreSQL when
 * TEST_DATABASE_URL is set (each test file then gets a database of its own).
 */
const onPostgres = process.env.TEST_DATABASE_URL
  ? [{ extends: true as const, test: { name: 'postgres', include: ['test/api/**/*.test.ts'], env: { TEST_DB_KIND: 'postgres' } } }]
  : [];

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'] } },
      { extends: true, test: { name: 'pglite', include: ['test/api/**/*.test.ts'], env: { TEST_DB_KIND: 'pglite' } } },
      ...onPostgres,
      // Real server processes on a scratch PostgreSQL database; skipped without TEST_DATABASE_URL.
      { extends: true, test: { name: 'processes', include: ['test/processes/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 } },
    ],
  },
});
