import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4180);

/** Runs the built console and the server, started the README way, against a fresh data folder. */
export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace of every test (DOM snapshots and screenshots at each step) costs more CPU than many
    // tests themselves; a failing test is traced when it runs again (CI retries once).
    trace: 'on-first-retry',
    // The console honours reduced motion (theme respectReducedMotion): no dialog or menu is caught
    // half-faded by axe or a click, and no frame is drawn for an animation nobody watches.
    contextOptions: { reducedMotion: 'reduce' },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
    },
  },
  webServer: {
    command: 'node support/start-server.mjs',
    url: `http://localhost:${port}/readyz`,
    timeout: 60_000,
    reuseExistingServer: false,
    // SIGTERM, not the default SIGKILL: the server then stops its embedded PostgreSQL and the data
    // folder is removed, instead of a database left running in a folder nobody comes back to.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: { E2E_PORT: String(port) },
  },
});
