import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SelectionSummary } from './use-selection';

type Props = {
  summary: SelectionSummary;
  /** Rows in the result: all rows, or all the search shows. */
  total: number;
  searching: boolean;
  /** Whether "select all" can reach every row of the result (a server-paged table needs to read them). */
  canSelectAll: boolean;
  selectingAll: boolean;
  onSelectAll: () => void;
  onClear: () => void;
};

/**
 * "3 selected", "All 2,000 selected", "3 selected, 1 not shown by the search"; "Select all N" once the
 * page is all ticked, and Clear selection. The count is a live region, so a screen reader hears it
 * change; it stays in place while empty, as a live region must exist before it speaks.
 */
export function SelectionStatus({ summary, total, searching, canSelectAll, selectingAll, onSelectAll, onClear }: Props) {
  const { t } = useTranslation('table');
  const { count, hidden, all, offerAll } = summary;
  const message =
    count === 0
      ? ''
      : hidden > 0
        ? t('selectedHidden', { count, hidden })
        : all
          ? t(searching ? 'allMatchingSelected' : 'allSelected', { count: total })
          : t('selected', { count });
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" role="status" aria-live="polite">
        {message}
      </Text>
      {offerAll && canSelectAll ? (
        <Button variant="light" size="compact-sm" onClick={onSelectAll} loading={selectingAll}>
          {t(searching ? 'selectAllMatching' : 'selectAllResult', { count: total })}
        </Button>
      ) : null}
      {count > 0 ? (
        <Button variant="subtle" size="compact-sm" onClick={onClear}>
          {t('clearSelection')}
        </Button>
      ) : null}
    </Group>
  );
}
