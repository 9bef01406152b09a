import { Card, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';

type Props = {
  id: string;
  /** The visible caption, which names the figure for screen readers too. */
  caption: string;
  /** The figures as a table for screen readers: its column headers and rows of cells. */
  headers: string[];
  rows: Array<Array<string | number>>;
  /** Said instead of the drawing when there is nothing to draw. */
  empty?: string;
  loadingLabel: string;
  children: ReactNode;
};

/**
 * A chart in a card: a figure whose caption shows above the drawing, and whose figures are given to
 * screen readers as a table (the drawing itself is hidden from them, as it says nothing they can read).
 */
export function ChartCard({ id, caption, headers, rows, empty, loadingLabel, children }: Props) {
  return (
    <Card withBorder radius="md" padding="md" component="figure" m={0} aria-labelledby={id} miw={0}>
      <Text component="figcaption" id={id} fw={600} mb="xs">
        {caption}
      </Text>
      {rows.length === 0 && empty ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <>
          <div aria-hidden>
            <Suspense fallback={<Loader size="sm" type="dots" role="status" aria-label={loadingLabel} />}>{children}</Suspense>
          </div>
          <VisuallyHidden>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  {headers.map((header) => (
                    <Table.Th key={header}>{header}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((cells, index) => (
                  <Table.Tr key={index}>
                    {cells.map((cell, at) => (
                      <Table.Td key={at}>{cell}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
        </>
      )}
    </Card>
  );
}
