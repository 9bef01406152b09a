import { z } from 'zod';
import { MESSAGES, formatMessage } from '../messages/messages.js';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * The sort fields of a list the server pages: `sort`, one of the columns the list can be sorted
 * by, and `order`. Sorting one page in the browser would show a page of the wrong list, so the
 * server must sort; a column outside the list is refused by name rather than silently ignored.
 * Without `sort`, the list keeps its own order (older clients send neither field).
 */
export function sortFields<const Columns extends readonly [string, ...string[]]>(columns: Columns) {
  const columnError = formatMessage(MESSAGES.sortColumnInvalid, { columns: columns.join(', ') }).text;
  return {
    sort: z.enum(columns, { error: columnError }).optional(),
    order: z.enum(SORT_ORDERS, { error: MESSAGES.sortOrderInvalid.text }).default('asc'),
  };
}
