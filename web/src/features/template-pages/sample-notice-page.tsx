import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SampleBackdrop } from './sample-backdrop';
import { PageTitle } from '../../components/page-title';

/** Template "coming soon" and "maintenance" screens. */
export function SampleNoticePage({ kind, backdrop }: { kind: 'comingSoon' | 'maintenance'; backdrop: 'plain' | 'image' | 'video' }) {
  const { t } = useTranslation('pages');
  return (
    <SampleBackdrop backdrop={backdrop}>
      <Paper shadow="md" radius="lg" p="xl" maw={480} withBorder>
        <Stack align="center" gap="xs">
          <PageTitle>{t(`notices.${kind}.title`)}</PageTitle>
          <Text c="dimmed" ta="center">
            {t(`notices.${kind}.text`)}
          </Text>
        </Stack>
      </Paper>
    </SampleBackdrop>
  );
}
