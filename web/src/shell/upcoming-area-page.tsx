import { Card, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/page-title';

/** The route of an area whose screens come in a later release: says so plainly. */
export function UpcomingAreaPage({ areaKey }: { areaKey: string }) {
  const { t } = useTranslation('shell');
  return (
    <Card withBorder padding="xl" radius="md" maw={640}>
      <Stack gap="sm">
        <ThemeIcon size={44} radius="md" variant="light">
          <IconTools size={24} />
        </ThemeIcon>
        <PageTitle>{t(`nav.${areaKey}`)}</PageTitle>
        <Text c="dimmed">{t('upcoming.text')}</Text>
      </Stack>
    </Card>
  );
}
