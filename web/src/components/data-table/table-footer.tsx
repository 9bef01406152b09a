import { Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLinks } from './page-links';

type Props = {
  page: number;
  pageSize: number;
  pageSizes: number[];
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

/** Rows per page, "1–10 of 95", and the page links. */
export function TableFooter({ page, pageSize, pageSizes, total, onPageChange, onPageSizeChange }: Props) {
  const { t, i18n } = useTranslation('table');
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" mt="md" wrap="wrap" gap="sm">
      <Group gap="xs" wrap="nowrap">
        <Select
          aria-label={t('pageSize')}
          data={pageSizes.map(String)}
          value={String(pageSize)}
          onChange={(value) => value && onPageSizeChange(Number(value))}
          w={80}
          allowDeselect={false}
        />
        {/* The sentence keeps its language's own direction, so a right-to-left layout does not reorder its numbers. */}
        <Text size="sm" dir={i18n.dir(i18n.language)}>
          {t('showing', { from, to, total })}
        </Text>
      </Group>
      <PageLinks page={Math.min(page, pageCount)} pageCount={pageCount} onChange={onPageChange} />
    </Group>
  );
}
