import { ActionIcon, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** At most four page numbers, kept around the current page, plus previous and next. */
export function visiblePages(page: number, pageCount: number, shown = 4): number[] {
  const count = Math.min(shown, pageCount);
  const first = Math.min(Math.max(1, page - Math.floor((count - 1) / 2)), Math.max(1, pageCount - count + 1));
  return Array.from({ length: count }, (_, i) => first + i);
}

type Props = { page: number; pageCount: number; onChange: (page: number) => void };

export function PageLinks({ page, pageCount, onChange }: Props) {
  const { t } = useTranslation('table');
  return (
    <Group gap={4} role="navigation" aria-label={t('pagination')}>
      <ActionIcon variant="default" disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label={t('previous')}>
        <IconChevronLeft size={16} />
      </ActionIcon>
      {visiblePages(page, pageCount).map((number) => (
        <ActionIcon
          key={number}
          variant={number === page ? 'filled' : 'default'}
          onClick={() => onChange(number)}
          aria-label={t('page', { number })}
          aria-current={number === page ? 'page' : undefined}
        >
          {number}
        </ActionIcon>
      ))}
      <ActionIcon variant="default" disabled={page >= pageCount} onClick={() => onChange(page + 1)} aria-label={t('next')}>
        <IconChevronRight size={16} />
      </ActionIcon>
    </Group>
  );
}
