import { UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { Header } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import classes from './data-table.module.css';

/** A sortable column's title: a button that cycles ascending, descending, unsorted. */
export function SortHeader<Row>({ header, label }: { header: Header<Row, unknown>; label: string }) {
  const { t } = useTranslation('table');
  const sorted = header.column.getIsSorted();
  const Icon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton
      className={classes.sortButton}
      onClick={header.column.getToggleSortingHandler()}
      aria-label={t(sorted === 'asc' ? 'sortedAsc' : sorted === 'desc' ? 'sortedDesc' : 'sortBy', { column: label })}
    >
      {label}
      <Icon size={14} aria-hidden />
    </UnstyledButton>
  );
}

export function ariaSort(sorted: false | 'asc' | 'desc'): 'ascending' | 'descending' | undefined {
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;
}
