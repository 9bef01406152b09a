import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { coreMarks, domainRegions, regionCores, smsDomains } from '../../db/schema.js';
import { jsonValueOf } from '../../db/json-row.js';
import type { CoreOption } from '../../platform/proxy-choice.js';

type Ref = PgColumn | SQL;

/**
 * A column with its table's name: drizzle leaves the columns of a one-table query unqualified, and
 * inside these subqueries an unqualified `cloud_id` would be ambiguous.
 */
const q = (column: PgColumn): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
const outer = (ref: Ref): SQL => ('table' in ref && 'name' in ref ? q(ref) : (ref as SQL));

/**
 * A domain's region records as columns of the provisioning reads (region-values.ts), for the tenant
 * and domain that the outer query gives: its region, the tenant's cores with the administrators'
 * marks (one JSON array), and whether the domain may send SMS/MMS. Subqueries, so that a
 * re-provision stays one statement.
 */
export function regionRecordColumns(cloudIdRef: Ref, domainRef: Ref) {
  const cloudId = outer(cloudIdRef);
  const domain = outer(domainRef);
  return {
    domainRegion: sql<string | null>`(select ${q(domainRegions.region)} from ${domainRegions} where ${q(domainRegions.cloudId)} = ${cloudId} and ${q(domainRegions.domain)} = ${domain})`,
    cores: sql<CoreOption[]>`coalesce((select json_agg(json_build_object(
        'core', ${q(regionCores.core)}, 'region', ${q(regionCores.region)}, 'host', ${q(regionCores.host)},
        'portTcp', ${q(regionCores.portTcp)}, 'portTls', ${q(regionCores.portTls)}, 'down', coalesce(${q(coreMarks.down)}, false)
      ) order by ${q(regionCores.core)})
      from ${regionCores} left join ${coreMarks} on ${q(coreMarks.cloudId)} = ${q(regionCores.cloudId)} and ${q(coreMarks.core)} = ${q(regionCores.core)}
      where ${q(regionCores.cloudId)} = ${cloudId}), '[]'::json)`.mapWith((value: unknown) => (jsonValueOf(value) ?? []) as CoreOption[]),
    smsPermitted: sql<boolean>`exists(select 1 from ${smsDomains} where ${q(smsDomains.cloudId)} = ${cloudId} and ${q(smsDomains.domain)} = ${domain})`.mapWith(
      (value: unknown) => value === true || value === 't' || value === 'true',
    ),
  };
}
