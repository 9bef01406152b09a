import { Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSaveCheckedDomains } from '../api/use-sms-domains';

export type PlatformDomain = { domain: string; description: string };

type Props = {
  domains: PlatformDomain[];
  /** The domains saved as checked when the list was read. */
  saved: string[];
  cloudId?: string;
};

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((item) => b.has(item));

/**
 * The domains of the tenant, each with its checkbox, the checks kept here until Save (document 2
 * §4): Check All checks every domain (the search aside); unchecking it puts back the set that was
 * saved, or, when that set was every domain already, unchecks them all (else it would do nothing).
 */
export function DomainChecklist({ domains, saved, cloudId }: Props) {
  const { t, i18n } = useTranslation('smsPermission');
  const save = useSaveCheckedDomains(cloudId);
  // A saved domain that has left the platform is not shown, nor sent: the server takes only the tenant's domains.
  const savedSet = useMemo(() => new Set(saved.filter((name) => domains.some((row) => row.domain === name))), [saved, domains]);
  const [checked, setChecked] = useState<ReadonlySet<string>>(savedSet);
  // The search is in the address (`q`), as every list's is: a reload or a link keeps it.
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const setSearch = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('q', value);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );

  const allChecked = domains.length > 0 && domains.every((row) => checked.has(row.domain));
  const dirty = !sameSet(checked, savedSet);
  const needle = search.trim().toLowerCase();
  const shown = needle ? domains.filter((row) => `${row.domain} ${row.description}`.toLowerCase().includes(needle)) : domains;
  const dir = i18n.dir(i18n.language);

  const checkAll = (on: boolean) => {
    if (on) setChecked(new Set(domains.map((row) => row.domain)));
    else setChecked(savedSet.size === domains.length ? new Set() : savedSet);
  };
  const checkOne = (domain: string, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(domain);
      else next.delete(domain);
      return next;
    });

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <TextInput
            placeholder={t('search')}
            aria-label={t('search')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', xs: 280 }}
          />
          <Checkbox
            label={t('checkAll')}
            checked={allChecked}
            indeterminate={!allChecked && checked.size > 0}
            disabled={domains.length === 0}
            onChange={(event) => checkAll(event.currentTarget.checked)}
          />
        </Group>
        <Text size="sm" c="dimmed" dir={dir}>
          {t('count', { checked: checked.size, total: domains.length })}
        </Text>
        {domains.length === 0 ? <Text>{t('empty')}</Text> : null}
        {domains.length > 0 && shown.length === 0 ? <Text>{t('noMatch')}</Text> : null}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" role="group" aria-label={t('domains')}>
          {shown.map((row) => (
            <Checkbox
              key={row.domain}
              label={row.domain}
              description={row.description && row.description !== row.domain ? row.description : undefined}
              checked={checked.has(row.domain)}
              onChange={(event) => checkOne(row.domain, event.currentTarget.checked)}
            />
          ))}
        </SimpleGrid>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" role="status" dir={dir} fw={dirty ? 600 : undefined} c={dirty ? undefined : 'dimmed'}>
            {dirty ? t('unsaved') : t('hint')}
          </Text>
          <Button leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending} onClick={() => save.mutate([...checked].sort())}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
