import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { consoleUsers, subscribers } from '../../db/schema.js';
import { tenantFilter, type TenantScope } from '../../lib/tenant-scope.js';

export type UserListQuery = { search?: string; page: number; pageSize: number };

export type UserRecord = { id: number; cloudId: string };

const ofRecord = (record: UserRecord) => and(eq(consoleUsers.id, record.id), eq(consoleUsers.cloudId, record.cloudId));
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
    async list(scope: TenantScope, query: UserListQuery) {
      const byCloud = !scope.allTenants;
      const key = `${byCloud}:${Boolean(query.search)}`;
      let prepared = listQueries.get(key);
      if (!prepared) {
        prepared = prepareList(byCloud, Boolean(query.search));
        listQueries.set(key, prepared);
      }
      const values = {
        cloudId: scope.cloudId,
        pattern: query.search ? `%${escapeLike(query.search)}%` : undefined,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      };
      const [rows, [counted]] = await Promise.all([prepared.page.execute(values), prepared.count.execute(values)]);
      return { rows, total: counted?.total ?? 0 };
    },

    async findById(scope: TenantScope, id: number) {
      const [row] = await db.select().from(consoleUsers).where(and(eq(consoleUsers.id, id), tenantFilter(scope, consoleUsers.cloudId))).limit(1);
      return row;
    },

    /** The tenant of a console user, for the rpc layer's record scope. */
    async ownerOf(id: number): Promise<string | undefined> {
      const [row] = await db.select({ cloudId: consoleUsers.cloudId }).from(consoleUsers).where(eq(consoleUsers.id, id)).limit(1);
      return row?.cloudId;
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

    /** `record` is the user as the rpc layer checked it: the update cannot reach another tenant's row. */
    async update(record: UserRecord, values: Partial<typeof consoleUsers.$inferInsert>, tx: Db = db) {
      await tx.update(consoleUsers).set({ ...values, updatedAt: new Date() }).where(ofRecord(record));
    },

    async delete(record: UserRecord, tx: Db = db) {
      await tx.delete(consoleUsers).where(ofRecord(record));
    },

    async cloudIds(scope: TenantScope) {
      return db
        .select({ id: subscribers.id, cloud_id: subscribers.cloudId, company: subscribers.company })
        .from(subscribers)
        .where(tenantFilter(scope, subscribers.cloudId))
        .orderBy(asc(subscribers.cloudId));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
