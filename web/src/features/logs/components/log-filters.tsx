import { LOG_WINDOWS_MINUTES } from '@mamt/contract';
import { Button, Card, Group, Select, TextInput } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LEVEL_CHOICES, NO_FILTERS, type LevelChoice, type LogFilters } from '../log-search';
import { LogTenantSelect } from './log-tenant-select';

/** The blank choice of a select (any level, any time): Mantine's options are strings. */
const ANY = 'any';

type Props = { searching: boolean; onFilter: (filters: LogFilters) => void };

/** Message text, level and time window (document 3 /logs), and the super tenant's tenant; FILTER (or Enter) reads the list with them. */
export function LogFiltersForm({ searching, onFilter }: Props) {
  const { t } = useTranslation('logs');
  const [filters, setFilters] = useState<LogFilters>(NO_FILTERS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter(filters);
  };
  // A window in the unit the screen names it by (document 3 §2: 5 minutes ... 24 hours, 2 ... 90 days).
  const windowLabel = (minutes: number) =>
    minutes < 60 ? t('windows.minutes', { count: minutes }) : minutes <= 24 * 60 ? t('windows.hours', { count: minutes / 60 }) : t('windows.days', { count: minutes / (24 * 60) });
  const levels = [{ value: ANY, label: t('levels.any') }, ...LEVEL_CHOICES.map((level) => ({ value: level, label: t(`levels.${level}`) }))];
  const windows = [{ value: ANY, label: t('windows.any') }, ...LOG_WINDOWS_MINUTES.map((minutes) => ({ value: String(minutes), label: windowLabel(minutes) }))];
  return (
    <Card withBorder radius="md" padding="md">
      <form onSubmit={submit} aria-label={t('filters.name')}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('filters.message')}
            placeholder={t('filters.messageHint')}
            value={filters.message}
            onChange={(event) => setFilters({ ...filters, message: event.currentTarget.value })}
            w={{ base: '100%', sm: 280 }}
          />
          <Select
            label={t('filters.level')}
            data={levels}
            value={filters.level ?? ANY}
            onChange={(level) => setFilters({ ...filters, level: level && level !== ANY ? (level as LevelChoice) : null })}
            allowDeselect={false}
            w={{ base: '100%', xs: 180 }}
          />
          <Select
            label={t('filters.window')}
            data={windows}
            value={filters.windowMinutes === null ? ANY : String(filters.windowMinutes)}
            onChange={(minutes) => setFilters({ ...filters, windowMinutes: minutes && minutes !== ANY ? Number(minutes) : null })}
            allowDeselect={false}
            w={{ base: '100%', xs: 200 }}
          />
          <LogTenantSelect value={filters.cloudId} onChange={(cloudId) => setFilters({ ...filters, cloudId })} />
          <Button type="submit" leftSection={<IconFilter size={16} />} loading={searching}>
            {t('filters.submit')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}
