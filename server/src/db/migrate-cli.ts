import path from 'node:path';
import { openDb } from './open-db.js';

/**
 * `npm run db:migrate`: applies the committed migrations and exits. Reads only where the database is,
 * so that a deployment step can migrate without the settings of a running server (APP_SECRET_KEY...).
 */
const { DATABASE_URL, DATA_DIR } = process.env;
const database = await openDb(DATABASE_URL ? { kind: 'postgres', url: DATABASE_URL } : { kind: 'pglite', dir: path.resolve(DATA_DIR || './data') });
await database.close();
console.log(`Migrations applied (${database.kind}).`);
