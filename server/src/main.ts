import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDb } from './db/open-db.js';
import { DataDirLockedError } from './db/pglite-lock.js';
import { seedDemo } from './db/seed/seed-demo.js';
import { seedDemoConnections } from './db/seed/seed-demo-connections.js';
import { secretBoxFor } from './lib/secret-box.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDb(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dir: config.dataDir },
  );
  const app = await buildApp({ config, database });
  if (config.SEED_DEMO && (await seedDemo(database.db))) app.log.info('demo data seeded');
  if (config.SEED_DEMO && config.DEMO_NETSAPIENS_URL) {
    const added = await seedDemoConnections(database.db, secretBoxFor(config), config.DEMO_NETSAPIENS_URL);
    if (added > 0) app.log.info(`demo platform connections point at ${config.DEMO_NETSAPIENS_URL}`);
  }

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
