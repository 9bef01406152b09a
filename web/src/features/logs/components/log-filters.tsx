import { LOG_KINDS, LOG_WINDOWS_MINUTES, ZGetLogsInput, type LogKind } from '@mamt/contract';
import { Button, Card, Chip, Group, Input, Select, TextInput } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../lib/spec-messages';
import { LEVEL_CHOICES, type LevelChoice, type LogFilters } from '../log-search';
import { LogTenantSelect } from './log-tenant-select';

/** The blank choice of a select (any level, any time): Mantine's options are strings. */
const ANY = 'any';

type Props = {
  /** The filters of the search on screen: the form starts from them. */
  applied: LogFilters;
  searching: boolean;
  /** What the server refused of the search on screen, by field (`message`, `kinds`, ...). */
  refused?: Record<string, string>;
  onFilter: (filters: LogFilters) => void;
};

/** What is wrong with the filters before they are sent, by field: the call's own rules, said on the field. */
function problemsOf(filters: LogFilters, t: (key: string) => string): Record<string, string> {
  const problems: Record<string, string> = {};
  const message = ZGetLogsInput.shape.message.safeParse(filters.message);
  if (!message.success) problems.message = translateFieldError(message.error.issues[0]?.message) ?? '';
  if (filters.kinds.length === 0) problems.kinds = t('filters.kindsNone');
  return problems;
}

/**
 * Text anywhere in the entry, level, time window and kinds (document 3 /logs, and the kinds we add),
 * and the super tenant's tenant; FILTER (or Enter) reads the list with them. A filter the call would
 * refuse is said on its field, and the entries on screen stay.
 */
export function LogFiltersForm({ applied, searching, refused = {}, onFilter }: Props) {
  const { t } = useTranslation('logs');
  const [filters, setFilters] = useState<LogFilters>(applied);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const shown = { ...Object.fromEntries(Object.entries(refused).map(([field, message]) => [field, translateFieldError(message) ?? message])), ...problems };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(filters, t);
    setProblems(found);
    if (Object.keys(found).length === 0) onFilter(filters);
  };
  // A window in the unit the screen names it by (document 3 §2: 5 minutes ... 24 hours, 2 ... 90 days).
  const windowLabel = (minutes: number) =>
    minutes < 60 ? t('windows.minutes', { count: minutes }) : minutes <= 24 * 60 ? t('windows.hours', { count: minutes / 60 }) : t('windows.days', { count: minutes / (24 * 60) });
  const levels = [{ value: ANY, label: t('levels.any') }, ...LEVEL_CHOICES.map((level) => ({ value: level, label: t(`levels.${level}`) }))];
  const windows = [{ value: ANY, label: t('windows.any') }, ...LOG_WINDOWS_MINUTES.map((minutes) => ({ value: String(minutes), label: windowLabel(minutes) }))];
  return (
    <Card withBorder radius="md" padding="md">
      <form onSubmit={submit} aria-label={t('filters.name')} noValidate>
        {/* Bottoms aligned: the text field has a hint above its box, the selects none. */}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('filters.message')}
            description={t('filters.messageHint')}
            value={filters.message}
            error={shown.message}
            onChange={(event) => setFilters({ ...filters, message: event.currentTarget.value })}
            w={{ base: '100%', sm: 300 }}
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
        </Group>
        <Input.Wrapper label={t('filters.kinds')} error={shown.kinds} mt="sm" labelElement="div" role="group" aria-label={t('filters.kinds')}>
          <Chip.Group multiple value={[...filters.kinds]} onChange={(kinds) => setFilters({ ...filters, kinds: LOG_KINDS.filter((kind) => kinds.includes(kind)) })}>
            <Group gap="xs" mt={4} wrap="wrap">
              {LOG_KINDS.map((kind: LogKind) => (
                <Chip key={kind} value={kind} size="sm">
                  {t(`kinds.${kind}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
        <Group mt="md">
          <Button type="submit" leftSection={<IconFilter size={16} />} loading={searching}>
            {t('filters.submit')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}
