import path from 'node:path';
import { openProductDatabase } from './open-product-db.js';

/**
 * `npm run db:migrate`: applies the committed migrations and exits. Reads only where the database is,
 * so that a deployment step can migrate without the settings of a running server (APP_SECRET_KEY...).
 */
const { DATABASE_URL, DATA_DIR } = process.env;
const database = await openProductDatabase({ DATABASE_URL, dataDir: path.resolve(DATA_DIR || './data') }, (message) => console.log(message));
await database.close();
console.log(`Migrations applied (${DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : 'embedded PostgreSQL'}).`);
