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

/** The fields of a row that a column can show as they are. */
type PlainField<Row> = { [F in keyof Row]: Row[F] extends CellValue ? F : never }[keyof Row] & string;

/**
 * Sortable columns that each show one field of the row as it is, keyed by the field's name and
 * headed by `header(field)`, for tables whose columns are the fields of their rows (the Domain
 * Report's two); `widths` fixes the width of some.
 */
export function fieldColumns<Row>(fields: readonly PlainField<Row>[], header: (field: string) => string, widths: Partial<Record<PlainField<Row>, number>> = {}): Column<Row>[] {
  return fields.map((field) => ({ key: field, header: header(field), value: (row: Row) => row[field] as CellValue, width: widths[field], sortable: true }));
}
