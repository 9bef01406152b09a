import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { InteliquentCard } from './components/inteliquent-card';
import { PeerlessCard } from './components/peerless-card';
import { VoipInnovationsCard } from './components/voip-innovations-card';

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
        <InteliquentCard />
        <PeerlessCard />
        <VoipInnovationsCard />
      </SimpleGrid>
    </Stack>
  );
}
