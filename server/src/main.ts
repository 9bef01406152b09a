import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDb } from './db/open-db.js';
import { DataDirLockedError } from './db/pglite-lock.js';
import { seedOnStart } from './db/seed/seed-on-start.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDb(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dir: config.dataDir },
  );
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
  app.log.info(`console ready on http://localhost:${config.PORT} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  // Mistakes of set-up get a plain sentence; anything else keeps its stack for the log.
  const plain = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(plain ? error.message : error);
  process.exit(1);
});
