import type { ReactNode } from 'react';

export type CellValue = string | number | boolean | null | undefined;

/**
 * A column of the product's table. `value` is the plain value the table sorts, searches and exports;
 * `cell` draws it when plain text is not enough (a badge, the row actions).
 */
export type Column<Row> = {
  key: string;
  header: string;
  value?: (row: Row) => CellValue;
  cell?: (row: Row) => ReactNode;
  sortable?: boolean;
  width?: number | string;
  /** The row actions: kept in view at the end of the row, never sorted or exported. */
  actions?: boolean;
};

export function textOf(value: CellValue): string {
  return value === null || value === undefined ? '' : String(value);
}
