import type { AnyResource, SortOrder } from '@mamt/contract';
import { and, asc, count, desc, eq, getTableName, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containingPattern } from '../db/like-pattern.js';
import type { Db } from '../db/open-db.js';
import { tenants } from '../db/schema.js';
import type { TenantScope } from '../lib/tenant-scope.js';
import { looseSelect, storedRow, tenantJoin, type ResourceTable, type TenantLink } from './table-join.js';
import type { StoredRow } from './wire-mapping.js';

/** The resource whose list is paged: what it searches and sorts, by wire field, and the field map that names their columns. */
export type PagedSpec = Pick<AnyResource, 'fields' | 'paged'>;

export type PageQuery = { search?: string; sort?: string; order: SortOrder; page: number; pageSize: number };

/**
 * One page of a resource's list, searched and sorted by the server. The queries are prepared once
 * per shape, with the values as placeholders: a console lists on every screen change. A page's
 * shape includes its sort field and order, which SQL cannot take as values; the count depends on
 * the filters only. Only the declared fields' columns reach the SQL; the client's values merely
 * pick among them.
 */
export function createTablePager(db: Db, table: ResourceTable, tenant: TenantLink | undefined, { fields, paged }: PagedSpec) {
  if (!paged) throw new Error('A paged store needs a resource with a paged list');
  const { search, sort } = paged;
  const join = tenantJoin(table, tenant);
  const name = getTableName(table);
  // The table's column naming its tenant, and the tenants' column it holds (their id or cloud id).
  const tenantKey = tenant && (table[tenant] as AnyPgColumn);
  const keyInTenants = tenant === 'tenantId' ? tenants.id : tenants.cloudId;

  const isTenantField = (field: string) => {
    const wire = fields[field];
    return wire !== undefined && typeof wire !== 'string' && 'tenant' in wire;
  };

  /** The column a wire field is stored in: the table's own, or its tenant's. */
  function columnOf(field: string): AnyPgColumn {
    const wire = fields[field];
    if (wire === undefined) throw new Error(`${field} is not a field of ${name}`);
    if (typeof wire !== 'string' && 'tenant' in wire) return tenants[wire.tenant];
    return (table as unknown as Record<string, AnyPgColumn>)[typeof wire === 'string' ? wire : wire.column] as AnyPgColumn;
  }

  /** Text compared without regard to case, as people read a list. */
  const sortExpression = (field: string): SQL | AnyPgColumn => {
    const column = field === 'id' ? table.id : columnOf(field);
    return column.dataType === 'string' ? sql`lower(${column})` : column;
  };
  // A declared field without a column fails at boot, not on the first search.
  for (const field of [...search, ...sort]) columnOf(field);

  function filterOf(byTenant: boolean, bySearch: boolean): SQL | undefined {
    const filters: (SQL | undefined)[] = [];
    // The tenant's key in the table itself, so that the count needs no join.
    const tenantsWhere = (where: SQL) => (tenantKey ? inArray(tenantKey, looseSelect(db, { key: keyInTenants }).from(tenants).where(where) as unknown as SQL) : undefined);
    if (byTenant) filters.push(tenant === 'cloudId' && tenantKey ? eq(tenantKey, sql.placeholder('cloudId')) : tenantsWhere(eq(tenants.cloudId, sql.placeholder('cloudId'))));
    if (bySearch) {
      const pattern = sql.placeholder('pattern');
      // A tenant's field is matched through the (small) tenant table, so that each arm of the OR
      // stays on the resource's table and its trigram indexes.
      filters.push(or(...search.map((field) => (isTenantField(field) ? tenantsWhere(ilike(columnOf(field), pattern)) : ilike(columnOf(field), pattern)))));
    }
    return and(...filters);
  }

  const shapeOf = (byTenant: boolean, bySearch: boolean) => `${name}_list_${byTenant ? 'cloud' : 'all'}_${bySearch ? 'search' : 'plain'}`;
  const pages = new Map<string, ReturnType<ReturnType<typeof join.select>['prepare']>>();
  const counts = new Map<string, ReturnType<ReturnType<typeof join.select>['prepare']>>();

  function pageQuery(byTenant: boolean, bySearch: boolean, field: string, order: SortOrder) {
    const key = `${shapeOf(byTenant, bySearch)}_${field}_${order}_page`;
    const direction = order === 'desc' ? desc : asc;
    const query =
      pages.get(key) ??
      join
        .select(db)
        .where(filterOf(byTenant, bySearch))
        // Equal values tie-break on the id, in the same direction, so that pages neither repeat nor
        // skip a row and a descending list is exactly the ascending one reversed.
        .orderBy(...(field === 'id' ? [direction(table.id)] : [direction(sortExpression(field)), direction(table.id)]))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(key);
    pages.set(key, query);
    return query;
  }

  function countQuery(byTenant: boolean, bySearch: boolean) {
    const key = `${shapeOf(byTenant, bySearch)}_count`;
    const query = counts.get(key) ?? looseSelect(db, { total: count() }).from(table).where(filterOf(byTenant, bySearch)).prepare(key);
    counts.set(key, query);
    return query;
  }

  return async (scope: TenantScope, query: PageQuery): Promise<{ rows: StoredRow[]; total: number }> => {
    const byTenant = !scope.allTenants;
    const bySearch = Boolean(query.search);
    const values = {
      cloudId: scope.cloudId,
      pattern: query.search ? containingPattern(query.search) : undefined,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    };
    // Without a sort field the list keeps its order by id, as older clients expect.
    const [rows, [counted]] = await Promise.all([
      pageQuery(byTenant, bySearch, query.sort ?? 'id', query.order).execute(values),
      countQuery(byTenant, bySearch).execute(values) as Promise<{ total: number }[]>,
    ]);
    return { rows: rows.map(storedRow), total: counted?.total ?? 0 };
  };
}
