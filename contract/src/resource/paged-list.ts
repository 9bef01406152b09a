import { z } from 'zod';
import { ZTenantFields, text } from '../common/fields.js';
import { sortFields } from '../common/sorting.js';

type Columns = readonly [string, ...string[]];

/**
 * A resource list that the server pages, searches and sorts: for tables too long to answer whole
 * (a provider's console users run to thousands), and whose sort must be the whole list's, not one
 * page's. The answer is one page of rows under `key`, and how many rows match in all.
 */
export type PagedList<K extends string = string, Row extends z.ZodType = z.ZodType, S extends Columns = Columns> = {
  /** The answer's name for the page's rows (`{ users, total }`). */
  key: K;
  /** One row of the list, which may differ from the detail's record. */
  row: Row;
  /** The row fields the list may be sorted by: compared without regard to case, ties by id. */
  sort: S;
  /** The row fields the search box matches: any part of their text, any case. */
  search: readonly string[];
  /** The most rows one page gives; an export reads the whole list in pages of this size. */
  maxPageSize: number;
};

/** The list's input: the tenant to show (none: every tenant's, for the super tenant), the search, the page and the order. */
export function pagedListInput<S extends Columns>(paged: PagedList<string, z.ZodType, S>) {
  return z.object({
    ...ZTenantFields,
    search: text(100).optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(paged.maxPageSize).default(10),
    ...sortFields(paged.sort),
  });
}

export type PagedListInput<S extends Columns> = ReturnType<typeof pagedListInput<S>>;
export type PagedListOutput<K extends string, Row extends z.ZodType> = z.ZodObject<{ [P in K]: z.ZodArray<Row> } & { total: z.ZodNumber }>;

export function pagedListOutput<K extends string, Row extends z.ZodType>(paged: PagedList<K, Row>): PagedListOutput<K, Row> {
  return z.object({ [paged.key]: z.array(paged.row), total: z.number() }) as unknown as PagedListOutput<K, Row>;
}
