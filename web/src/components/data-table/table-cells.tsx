import { Checkbox, Table } from '@mantine/core';
import { flexRender, type Header } from '@tanstack/react-table';
import type { ComponentProps } from 'react';
import { textOf, type Column } from './columns';
import { ariaSort, SortHeader } from './sort-header';
import { TruncatedText } from './truncated-text';
import classes from './data-table.module.css';

type SelectCellProps = { inHeader?: boolean } & Pick<ComponentProps<typeof Checkbox>, 'aria-label' | 'checked' | 'indeterminate' | 'onChange'>;

/** The selection box's cell: in the header it ticks the page's rows, in a row that row. */
export function SelectCell({ inHeader = false, ...box }: SelectCellProps) {
  return inHeader ? (
    <Table.Th w={40}>
      <Checkbox {...box} />
    </Table.Th>
  ) : (
    <Table.Td>
      <Checkbox {...box} />
    </Table.Td>
  );
}

/**
 * A column's title: a button that sorts by it where it sorts, with its order told to screen readers.
 * The row actions' cells (here and in the rows) stay in view at the end of a row however wide the others are.
 */
export function HeaderCell<Row>({ header, column }: { header: Header<Row, unknown>; column: Column<Row> | undefined }) {
  return (
    <Table.Th w={column?.width} className={column?.actions ? `${classes.header} ${classes.sticky}` : classes.header} aria-sort={ariaSort(header.column.getIsSorted())}>
      {header.column.getCanSort() ? <SortHeader header={header} label={column?.header ?? ''} /> : flexRender(header.column.columnDef.header, header.getContext())}
    </Table.Th>
  );
}

/** A row's cell: the column's own drawing, else its value as text cut to the column's width. */
export function BodyCell<Row>({ column, row }: { column: Column<Row> | undefined; row: Row }) {
  return <Table.Td className={column?.actions ? classes.sticky : undefined}>{column?.cell ? column.cell(row) : <TruncatedText text={textOf(column?.value?.(row))} />}</Table.Td>;
}
