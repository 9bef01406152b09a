import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { consoleUsers, subscribers } from '../../db/schema.js';

export type UserListQuery = { cloudId?: string; search?: string; page: number; pageSize: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createUsersRepository(db: Db) {
  /**
   * The list's two queries for one combination of filters, with the values as placeholders: the
   * console lists users on every screen change, so each shape is built once, not per request.
   */
  function prepareList(byCloud: boolean, bySearch: boolean) {
    const filters: SQL[] = [];
    if (byCloud) filters.push(eq(consoleUsers.cloudId, sql.placeholder('cloudId')));
    if (bySearch) {
      const pattern = sql.placeholder('pattern');
      // The company is matched through the (small) tenant table, so that each arm of the OR
      // stays on console_users and its trigram indexes.
      const match = or(
        ilike(consoleUsers.name, pattern),
        ilike(consoleUsers.username, pattern),
        ilike(consoleUsers.email, pattern),
        inArray(consoleUsers.cloudId, db.select({ cloudId: subscribers.cloudId }).from(subscribers).where(ilike(subscribers.company, pattern))),
      );
      if (match) filters.push(match);
    }
    const where = filters.length > 0 ? and(...filters) : undefined;
    const name = `user_list_${byCloud ? 'cloud' : 'all'}_${bySearch ? 'search' : 'plain'}`;
    return {
      page: db
        .select({
          id: consoleUsers.id,
          name: consoleUsers.name,
          username: consoleUsers.username,
          email: consoleUsers.email,
          company: subscribers.company,
          cloud_id: consoleUsers.cloudId,
          user_type: consoleUsers.userType,
          active: consoleUsers.active,
        })
        .from(consoleUsers)
        .innerJoin(subscribers, eq(subscribers.cloudId, consoleUsers.cloudId))
        .where(where)
        .orderBy(asc(consoleUsers.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`${name}_page`),
      // Every user belongs to a tenant (foreign key), so the count needs no join.
      count: db.select({ total: count() }).from(consoleUsers).where(where).prepare(`${name}_count`),
    };
  }
  const listQueries = new Map<string, ReturnType<typeof prepareList>>();

  return {
    async list(query: UserListQuery) {
      const key = `${Boolean(query.cloudId)}:${Boolean(query.search)}`;
      let prepared = listQueries.get(key);
      if (!prepared) {
        prepared = prepareList(Boolean(query.cloudId), Boolean(query.search));
        listQueries.set(key, prepared);
      }
      const values = {
        cloudId: query.cloudId,
        pattern: query.search ? `%${escapeLike(query.search)}%` : undefined,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      };
      const [rows, [counted]] = await Promise.all([prepared.page.execute(values), prepared.count.execute(values)]);
      return { rows, total: counted?.total ?? 0 };
    },

    async findById(id: number) {
      const [row] = await db.select().from(consoleUsers).where(eq(consoleUsers.id, id)).limit(1);
      return row;
    },

    async usernameTaken(cloudId: string, username: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: consoleUsers.id })
        .from(consoleUsers)
        .where(and(eq(consoleUsers.cloudId, cloudId), eq(sql`lower(${consoleUsers.username})`, username.toLowerCase())));
      return rows.some((row) => row.id !== exceptId);
    },

    async tenantExists(cloudId: string): Promise<boolean> {
      const rows = await db.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.cloudId, cloudId)).limit(1);
      return rows.length > 0;
    },

    async insert(values: typeof consoleUsers.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(consoleUsers).values(values).returning({ id: consoleUsers.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    async update(id: number, values: Partial<typeof consoleUsers.$inferInsert>, tx: Db = db) {
      await tx.update(consoleUsers).set({ ...values, updatedAt: new Date() }).where(eq(consoleUsers.id, id));
    },

    async delete(id: number, tx: Db = db) {
      await tx.delete(consoleUsers).where(eq(consoleUsers.id, id));
    },

    async cloudIds(cloudId?: string) {
      return db
        .select({ id: subscribers.id, cloud_id: subscribers.cloudId, company: subscribers.company })
        .from(subscribers)
        .where(cloudId ? eq(subscribers.cloudId, cloudId) : undefined)
        .orderBy(asc(subscribers.cloudId));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
