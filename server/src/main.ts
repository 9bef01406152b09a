import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { EmbeddedPostgresError } from './db/embedded-postgres.js';
import { openProductDatabase } from './db/open-product-db.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { seedOnStart } from './db/seed/seed-on-start.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openProductDatabase(config, (message) => console.log(message));
  const app = await buildApp({ config, database });
  await seedOnStart(database, config, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    // Requests in flight are answered and running work finished or handed back; never longer than this.
    setTimeout(() => {
      app.log.error(`still shutting down after ${config.SHUTDOWN_SECONDS} s (SHUTDOWN_SECONDS): exiting now`);
      process.exit(1);
    }, config.SHUTDOWN_SECONDS * 1000).unref();
    // A connection kept alive after its last answer would hold the close for its whole keep-alive
    // (a client's may last a minute): each is closed as soon as its request in flight is answered.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(closeIdle);
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // A promise that failed with nobody to hear it is a fault of ours (a missing catch on some
  // background write), not a reason to drop every tenant's console and every phone's provisioning
  // with it: it is logged with its stack, and the server goes on serving.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'a promise failed and nothing handled it'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`console ready on http://localhost:${config.PORT} (database: ${config.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : `embedded PostgreSQL in ${config.dataDir}`})`);
}

main().catch((error: unknown) => {
  // Mistakes of set-up get a plain sentence; anything else keeps its stack for the log.
  const plain = error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof EmbeddedPostgresError;
  console.error(plain ? error.message : error);
  process.exit(1);
});
