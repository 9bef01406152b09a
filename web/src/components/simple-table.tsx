import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = Omit<TableProps, 'children'> & {
  /** The column headers, in order. */
  headers: string[];
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  /** The body's rows (`Table.Tr`). */
  children: ReactNode;
};

/**
 * A small read-only table of a few fixed columns, without the search, paging and export of
 * DataTable: a row of headers over the caller's rows, scrolling sideways on a narrow screen. The
 * account preview, the core list and the QR delivery problems share it.
 */
export function SimpleTable({ headers, minWidth, children, ...table }: Props) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table {...table}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header, index) => (
              <Table.Th key={index}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
