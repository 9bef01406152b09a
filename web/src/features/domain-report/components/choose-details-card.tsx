import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { MESSAGE_TEXTS } from '@mamt/contract/messages/catalog';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenantOptions } from '../../../components/tenant-picker';
import { TypeAheadSelect } from '../../../components/type-ahead-select';
import { notifyError } from '../../../lib/notify';
import { translateId, translateShown } from '../../../lib/spec-messages';
import { tenantDomainsQuery } from '../../../lib/tenant-queries';
import { useSession } from '../../../lib/use-session';
import type { ReportSearch } from '../api/use-billing-summary';

type Props = {
  /** The report the address asks for (a reload, a link, Back): the card shows its choices. */
  asked: ReportSearch | null;
  searching: boolean;
  onSearch: (search: ReportSearch) => void;
};

/**
 * The report's "Choose Details" card (document 3 §2): the super tenant picks a subscriber (any
 * tenant, its own included, but one must be picked: document 3 §5), everyone else reports on their
 * own; a domain narrows the report to that domain. Search asks for the report.
 */
export function ChooseDetailsCard({ asked, searching, onSearch }: Props) {
  const { t } = useTranslation('domainReport');
  const { creds } = useSession();
  const superTenant = creds?.superuser ?? false;
  const tenants = useTenantOptions();
  const [cloudId, setCloudId] = useState<string | null>(asked?.cloudId ?? null);
  const [domain, setDomain] = useState<string | null>(asked?.domain ?? null);
  const askedKey = `${asked?.cloudId ?? ''}|${asked?.domain ?? ''}`;
  const [shownAsked, setShownAsked] = useState(askedKey);
  if (shownAsked !== askedKey) {
    setShownAsked(askedKey);
    setCloudId(asked?.cloudId ?? null);
    setDomain(asked?.domain ?? null);
  }
  const [missingSubscriber, setMissingSubscriber] = useState(false);
  // The super tenant's domains are those of the subscriber it picked; everyone else's are their own.
  const domains = useQuery({ ...tenantDomainsQuery(cloudId ?? undefined), enabled: !superTenant || cloudId !== null });

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (superTenant && cloudId === null) {
      setMissingSubscriber(true);
      notifyError(MESSAGE_TEXTS.selectSubscriberFirstReport);
      return;
    }
    onSearch({ cloudId: cloudId ?? undefined, domain: domain ?? undefined });
  };

  const chooseSubscriber = (chosen: string | null) => {
    setCloudId(chosen);
    setDomain(null);
    setMissingSubscriber(false);
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="choose-details">
      <Stack gap="sm">
        <Title order={2} size="h4" id="choose-details">
          {t('choose.title')}
        </Title>
        {superTenant ? null : <Text size="sm">{t('choose.ownSubscriber', { cloudId: creds?.cloud_id ?? '' })}</Text>}
        <form onSubmit={search} noValidate>
          <Group align="flex-start" gap="md" wrap="wrap">
            {superTenant ? (
              <TypeAheadSelect
                label={t('choose.subscriber')}
                placeholder={t('choose.subscriberPlaceholder')}
                nothingFoundMessage={t('choose.noSubscriber')}
                data={tenants}
                value={cloudId}
                onChange={chooseSubscriber}
                error={missingSubscriber ? translateId('selectSubscriberFirstReport') : undefined}
                w={{ base: '100%', sm: 300 }}
              />
            ) : null}
            <TypeAheadSelect
              label={t('choose.domain')}
              placeholder={t('choose.allDomains')}
              nothingFoundMessage={t('choose.noDomain')}
              data={(domains.data ?? []).map((row) => row.domain)}
              value={domain}
              onChange={setDomain}
              clearable
              disabled={superTenant && cloudId === null}
              error={domains.isError ? translateShown(domains.error) : undefined}
              w={{ base: '100%', sm: 300 }}
            />
            {/* Level with the boxes, below their labels: the label's line is left empty. */}
            <Button type="submit" leftSection={<IconSearch size={16} />} loading={searching} mt={{ base: 0, sm: 25 }}>
              {t('choose.search')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}
