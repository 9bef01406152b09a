import { defineConfig } from 'vitest/config';

/** Unit tests of the e2e helpers (the command-line phone); the browser specs in tests/ are Playwright's. */
export default defineConfig({
  test: { include: ['phone/**/*.test.ts'], testTimeout: 20_000 },
});
