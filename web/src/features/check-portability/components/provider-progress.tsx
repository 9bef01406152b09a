import { Alert, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { PORTABILITY_PROVIDERS, type PortabilityProviderKey } from '@mamt/contract/portability/portability-check';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateShown } from '../../../lib/spec-messages';
import type { ProviderState } from '../use-portability-check';

type ProviderProgressProps = { providers: Partial<Record<PortabilityProviderKey, ProviderState>> };

/**
 * How the providers of the last check are doing: a loader for each one still answering, and each
 * failure in its own words (a provider down, or too many checks). The same failure of several
 * providers (the address's limit) is said once.
 */
export function ProviderProgress({ providers }: ProviderProgressProps) {
  const { t } = useTranslation('checkPortability');
  const of = PORTABILITY_PROVIDERS.map((provider) => ({ provider, state: providers[provider.key] }));
  const waiting = of.filter(({ state }) => state?.status === 'waiting');
  const failures = [
    ...new Set(of.flatMap(({ state }) => (state?.status === 'failed' ? [translateShown({ message: state.error.message, messageId: state.error.messageId, params: state.error.params })] : []))),
  ];
  const answered = of.filter(({ state }) => state?.status === 'answered').map(({ provider }) => provider.name);

  return (
    <Stack gap="xs">
      {waiting.map(({ provider }) => (
        <Group key={provider.key} gap="xs" wrap="nowrap">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('progress.waiting', { provider: provider.name })}</Text>
        </Group>
      ))}
      {failures.map((failure) => (
        <Alert key={failure} color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert" p="xs">
          {failure}
        </Alert>
      ))}
      {/* Rows join the table silently: a screen reader hears who has answered. */}
      <VisuallyHidden role="status" aria-live="polite">
        {answered.length > 0 ? t('progress.answered', { providers: answered.join(', ') }) : ''}
      </VisuallyHidden>
    </Stack>
  );
}
