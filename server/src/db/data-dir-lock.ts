import fs from 'node:fs';
import path from 'node:path';
import { processIsAlive } from '../lib/processes.js';

export class DataDirLockedError extends Error {}


/**
 * One server process per data folder: it starts and stops the folder's embedded PostgreSQL (and an
 * earlier version's PGlite files there are a single-process database, which two processes corrupt). A
 * lock file holding the owner's pid keeps a second process out; a lock left by a dead process is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'mamt.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(owner) && owner !== process.pid && processIsAlive(owner)) {
        throw new DataDirLockedError(
          `The data folder ${dir} is in use by process ${owner}. Stop it first, or set DATA_DIR or DATABASE_URL.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dir}.`);
}
