import { loadConfig } from '../config.js';
import { openDb } from './open-db.js';

/** `npm run db:migrate`: applies the committed migrations and exits. */
const config = loadConfig();
const database = await openDb(
  config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dir: config.dataDir },
);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
