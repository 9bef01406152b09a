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
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`console ready on http://localhost:${config.PORT} (database: ${config.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : `embedded PostgreSQL in ${config.dataDir}`})`);
}

main().catch((error: unknown) => {
  // Mistakes of set-up get a plain sentence; anything else keeps its stack for the log.
  const plain = error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof EmbeddedPostgresError;
  console.error(plain ? error.message : error);
  process.exit(1);
});
