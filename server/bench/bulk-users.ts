import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/open-db.js';
import { consoleUsers } from '../src/db/schema.js';

const FIRST = ['Ana', 'Ben', 'Chloe', 'Diego', 'Emma', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Kira', 'Liam'];
const LAST = ['Smith', 'Garcia', 'Nguyen', 'Okafor', 'Rossi', 'Dubois', 'Kowalski', 'Silva', 'Tanaka', 'Larsen'];

/** Adds `count` console users to a tenant, reusing one password hash so that seeding stays quick. */
export async function addBulkUsers(db: Db, cloudId: string, count: number): Promise<number> {
  const [template] = await db.select().from(consoleUsers).where(eq(consoleUsers.cloudId, cloudId)).limit(1);
  if (!template) throw new Error(`tenant ${cloudId} has no user to copy`);
  const rows = Array.from({ length: count }, (_, i) => {
    const first = FIRST[i % FIRST.length] as string;
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length] as string;
    return {
      cloudId,
      username: `${first}.${last}.${i}`.toLowerCase(),
      name: `${first} ${last}`,
      email: `${first}.${last}.${i}@${cloudId}.example`.toLowerCase(),
      userType: i % 10 === 0 ? 'admin' : i % 3 === 0 ? 'support user' : 'simple user',
      passwordHash: template.passwordHash,
    };
  });
  for (let start = 0; start < rows.length; start += 1000) await db.insert(consoleUsers).values(rows.slice(start, start + 1000));
  return count;
}
