import type { Db } from '../open-db.js';

/**
 * What one area adds to the demo data, inside the transaction that seeds it, once the demo tenants
 * and console users are there: each file of db/seed/areas exports one (`<area>Demo`), listed in
 * area-demos.ts by `npm run registries`.
 */
export type AreaDemo = (tx: Db) => Promise<unknown>;
