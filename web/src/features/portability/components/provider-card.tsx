import { Alert, Card, Loader, Stack, Title } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateShown } from '../../../lib/spec-messages';
import { ProviderForm } from './provider-form';
import { providerName, type ProviderCardSpec, type StoredCredentials } from './provider-types';

/**
 * A provider's card: the summary's first entry (document 3 §7), once read, in a form. The form
 * starts afresh when another record arrives (one created, or deleted), so its values, its secret's
 * hint and its Add or Update always belong to the stored record.
 */
export function ProviderCard<TIn extends FieldValues, TOut, R extends StoredCredentials>(spec: ProviderCardSpec<TIn, TOut, R>) {
  const { t } = useTranslation('portability');
  const records = spec.hooks.useList();
  const name = providerName(spec.provider);
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
  return <ProviderForm key={record?.id ?? 'new'} {...spec} record={record} />;
}
