import { Card, Group, LoadingOverlay, Select, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateId } from '../../lib/spec-messages';
import { PageLinks } from './page-links';

export type Column<Row> = { key: string; header: string; cell: (row: Row) => ReactNode; width?: number | string };

export const EMPTY_SEARCH_TEXT = 'Your search turned up 0 results. This most likely means the backend is down, yikes!';

type Props<Row> = {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  total: number;
  page: number;
  pageSize: number;
  pageSizes: number[];
  search: string;
  loading: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  onSearchChange: (search: string) => void;
  toolbar?: ReactNode;
  emptyText?: string;
};

/** The product's table: search, page sizes, four page links; paging and search happen on the server. */
export function DataTable<Row>(props: Props<Row>) {
  const { t } = useTranslation('table');
  const pageCount = Math.max(1, Math.ceil(props.total / props.pageSize));
  const from = props.total === 0 ? 0 : (props.page - 1) * props.pageSize + 1;
  const to = Math.min(props.total, props.page * props.pageSize);

  return (
    <Card withBorder radius="md" padding="md" pos="relative">
      <Group justify="space-between" mb="md" wrap="wrap">
        <TextInput
          placeholder={t('search')}
          aria-label={t('search')}
          leftSection={<IconSearch size={16} />}
          value={props.search}
          onChange={(event) => props.onSearchChange(event.currentTarget.value)}
          w={280}
        />
        {props.toolbar}
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              {props.columns.map((column) => (
                <Table.Th key={column.key} w={column.width}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.rows.map((row) => (
              <Table.Tr key={props.rowKey(row)}>
                {props.columns.map((column) => (
                  <Table.Td key={column.key}>{column.cell(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
            {!props.loading && props.rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={props.columns.length}>
                  <Text c="dimmed" ta="center" py="lg">
                    {props.emptyText ?? translateId('emptySearch')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <LoadingOverlay visible={props.loading} overlayProps={{ blur: 1 }} />
      <Group justify="space-between" mt="md" wrap="wrap">
        <Group gap="xs">
          <Select
            aria-label={t('pageSize')}
            data={props.pageSizes.map(String)}
            value={String(props.pageSize)}
            onChange={(value) => value && props.onPageSizeChange(Number(value))}
            w={80}
            allowDeselect={false}
          />
          <Text size="sm" c="dimmed">
            {t('showing', { from, to, total: props.total })}
          </Text>
        </Group>
        <PageLinks page={props.page} pageCount={pageCount} onChange={props.onPageChange} />
      </Group>
    </Card>
  );
}
