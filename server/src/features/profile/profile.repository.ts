import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { consoleUsers } from '../../db/schema.js';

export function createProfileRepository(db: Db) {
  return {
    async findUser(id: number) {
      const [row] = await db.select().from(consoleUsers).where(eq(consoleUsers.id, id)).limit(1);
      return row;
    },
    async updateProfile(id: number, values: { name: string; email: string; phoneNumber: string; profileImage?: string }) {
      await db.update(consoleUsers).set({ ...values, updatedAt: new Date() }).where(eq(consoleUsers.id, id));
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
