import { SimpleGrid, Stack, Text } from '@mantine/core';
import { PORTABILITY_PROVIDERS } from '@mamt/contract';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { ProviderCard } from './components/provider-card';
import { PROVIDER_CARDS } from './provider-cards';

/** /portability (document 3, super tenant admins): three independent cards, one per portability provider. */
export function PortabilityPage() {
  const { t } = useTranslation('portability');
  return (
    <Stack gap="md">
      <PageTitle>{t('title')}</PageTitle>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
        {PORTABILITY_PROVIDERS.map((provider) => (
          <ProviderCard key={provider.key} provider={provider} drawing={PROVIDER_CARDS[provider.key]} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
