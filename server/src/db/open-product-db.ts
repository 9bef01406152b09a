import { startEmbeddedPostgres } from './embedded-postgres.js';
import { openPostgres, type Database } from './open-db.js';
import { upgradeFromPglite } from './pglite-upgrade.js';
import { lockDataDir } from './data-dir-lock.js';

type Where = { DATABASE_URL?: string | undefined; dataDir: string };
type Say = (message: string) => void;

/**
 * The product's database: PostgreSQL at DATABASE_URL, or the embedded default, a PostgreSQL of its own
 * in DATA_DIR started here (one server process per folder) and stopped on close. Both are reached the
 * same way, through the `pg` driver.
 */
export async function openProductDatabase(where: Where, say: Say = () => {}): Promise<Database> {
  if (where.DATABASE_URL) return openPostgres(where.DATABASE_URL);
  const unlock = lockDataDir(where.dataDir);
  let stopCluster = async () => {};
  try {
    const cluster = await startEmbeddedPostgres(where.dataDir);
    stopCluster = cluster.stop;
    const database = await openPostgres(cluster.url);
    const copied = await upgradeFromPglite(where.dataDir, database.pool).catch(async (error: unknown) => {
      await database.close();
      throw error;
    });
    if (copied) say(`data of the earlier embedded database brought along: ${Object.values(copied).reduce((sum, rows) => sum + rows, 0)} rows`);
    return {
      ...database,
      close: async () => {
        await database.close();
        await cluster.stop();
        unlock();
      },
    };
  } catch (error) {
    await stopCluster().catch(() => undefined);
    unlock();
    throw error;
  }
}

