import { Alert, Card, Loader, Stack, Title } from '@mantine/core';
import type { PortabilityProvider } from '@mamt/contract';
import { useTranslation } from 'react-i18next';
import { translateShown } from '../../../lib/spec-messages';
import { CREDENTIALS_CALLS } from '../api/portability-hooks';
import type { ProviderCardDrawing } from '../provider-cards';
import { ProviderForm } from './provider-form';

type Props = {
  /** What the provider's fields are and which calls keep them (the contract's descriptor). */
  provider: PortabilityProvider;
  /** How its card draws them. */
  drawing: ProviderCardDrawing;
};

/**
 * A provider's card: the summary's first entry (document 3 §7), once read, in a form. The form
 * starts afresh when another record arrives (one created, or deleted), so its values, its secret's
 * hint and its Add or Update always belong to the stored record.
 */
export function ProviderCard({ provider, drawing }: Props) {
  const { t } = useTranslation('portability');
  const calls = CREDENTIALS_CALLS[provider.key];
  const records = calls.useList();
  const { name } = provider;
  if (records.isPending || records.error) {
    return (
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            {name}
          </Title>
          {records.error ? (
            <Alert color="red" variant="light" title={t('card.loadFailed', { provider: name })}>
              {translateShown(records.error)}
            </Alert>
          ) : (
            <Loader aria-label={t('card.loading', { provider: name })} />
          )}
        </Stack>
      </Card>
    );
  }
  const record = records.data?.[0] ?? null;
  return <ProviderForm key={record?.id ?? 'new'} provider={provider} drawing={drawing} calls={calls} record={record} />;
}
