import { ActionIcon, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './data-table.module.css';

/** At most four page numbers, kept around the current page. */
export function visiblePages(page: number, pageCount: number, shown = 4): number[] {
  const count = Math.min(shown, pageCount);
  const first = Math.min(Math.max(1, page - Math.floor((count - 1) / 2)), Math.max(1, pageCount - count + 1));
  return Array.from({ length: count }, (_, i) => first + i);
}

type Props = { page: number; pageCount: number; onChange: (page: number) => void };

/** First, previous, up to four page numbers, next and last; the arrows turn with the reading direction. */
export function PageLinks({ page, pageCount, onChange }: Props) {
  const { t } = useTranslation('table');
  const step = (label: string, target: number, disabled: boolean, Icon: typeof IconChevronLeft) => (
    <ActionIcon variant="default" disabled={disabled} onClick={() => onChange(target)} aria-label={label}>
      <Icon size={16} className={classes.directional} />
    </ActionIcon>
  );
  return (
    <Group gap={4} role="navigation" aria-label={t('pagination')} wrap="nowrap">
      {step(t('first'), 1, page <= 1, IconChevronsLeft)}
      {step(t('previous'), page - 1, page <= 1, IconChevronLeft)}
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
      {step(t('next'), page + 1, page >= pageCount, IconChevronRight)}
      {step(t('last'), pageCount, page >= pageCount, IconChevronsRight)}
    </Group>
  );
}
