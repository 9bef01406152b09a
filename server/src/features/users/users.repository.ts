import { and, asc, count, desc, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SortOrder, UserSortColumn } from '@mamt/contract';
import type { Db } from '../../db/open-db.js';
import { consoleUsers, subscribers } from '../../db/schema.js';
import { tenantFilter, type TenantScope } from '../../lib/tenant-scope.js';

export type UserListQuery = { search?: string; sort?: UserSortColumn; order: SortOrder; page: number; pageSize: number };

export type UserRecord = { id: number; cloudId: string };

const ofRecord = (record: UserRecord) => and(eq(consoleUsers.id, record.id), eq(consoleUsers.cloudId, record.cloudId));
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What each sortable column orders by: text compared without regard to case, as people read a
 * list. Only these expressions reach the SQL; the client's value merely picks one of them.
 */
const SORT_EXPRESSIONS = new Map<UserSortColumn | 'id', SQL | AnyColumn>([
  ['id', consoleUsers.id],
  ['name', sql`lower(${consoleUsers.name})`],
  ['username', sql`lower(${consoleUsers.username})`],
  ['email', sql`lower(${consoleUsers.email})`],
  ['company', sql`lower(${subscribers.company})`],
  ['cloud_id', sql`lower(${consoleUsers.cloudId})`],
  ['user_type', consoleUsers.userType],
]);

export function createUsersRepository(db: Db) {
  function listFilter(byCloud: boolean, bySearch: boolean): SQL | undefined {
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
    return filters.length > 0 ? and(...filters) : undefined;
  }

  const shapeName = (byCloud: boolean, bySearch: boolean) => `user_list_${byCloud ? 'cloud' : 'all'}_${bySearch ? 'search' : 'plain'}`;

  /**
   * The list's queries are prepared once per shape, with the values as placeholders: the console
   * lists users on every screen change. A page's shape includes its sort column and order, which
   * SQL cannot take as values; the count depends on the filters only.
   */
  function preparePage(byCloud: boolean, bySearch: boolean, sort: UserSortColumn | 'id', order: SortOrder) {
    const sortBy = SORT_EXPRESSIONS.get(sort);
    if (!sortBy) throw new Error(`no sort expression for ${sort}`);
    const direction = order === 'desc' ? desc : asc;
    return db
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
      .where(listFilter(byCloud, bySearch))
      // Equal values tie-break on the id, in the same direction, so that pages neither repeat nor
      // skip a row and a descending list is exactly the ascending one reversed.
      .orderBy(...(sort === 'id' ? [direction(consoleUsers.id)] : [direction(sortBy), direction(consoleUsers.id)]))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`${shapeName(byCloud, bySearch)}_${sort}_${order}_page`);
  }

  // Every user belongs to a tenant (foreign key), so the count needs no join.
  const prepareCount = (byCloud: boolean, bySearch: boolean) =>
    db.select({ total: count() }).from(consoleUsers).where(listFilter(byCloud, bySearch)).prepare(`${shapeName(byCloud, bySearch)}_count`);

  const pageQueries = new Map<string, ReturnType<typeof preparePage>>();
  const countQueries = new Map<string, ReturnType<typeof prepareCount>>();

  return {
    async list(scope: TenantScope, query: UserListQuery) {
      const byCloud = !scope.allTenants;
      const bySearch = Boolean(query.search);
      // Without a sort column the list keeps its order by id, as older clients expect.
      const sort = query.sort ?? 'id';
      const filterKey = `${byCloud}:${bySearch}`;
      const pageKey = `${filterKey}:${sort}:${query.order}`;
      let page = pageQueries.get(pageKey);
      if (!page) {
        page = preparePage(byCloud, bySearch, sort, query.order);
        pageQueries.set(pageKey, page);
      }
      let counter = countQueries.get(filterKey);
      if (!counter) {
        counter = prepareCount(byCloud, bySearch);
        countQueries.set(filterKey, counter);
      }
      const values = {
        cloudId: scope.cloudId,
        pattern: query.search ? `%${escapeLike(query.search)}%` : undefined,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      };
      const [rows, [counted]] = await Promise.all([page.execute(values), counter.execute(values)]);
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
