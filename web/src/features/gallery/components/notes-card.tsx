import { IMAGE_EXTENSIONS, MAX_IMAGE_BYTES } from '@mamt/contract';
import { Card, List, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The Notes card (document 3): what the gallery takes, and that what it stores is public. */
export function NotesCard() {
  const { t, i18n } = useTranslation('gallery');
  const bytes = new Intl.NumberFormat(i18n.language).format(MAX_IMAGE_BYTES);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('notes.title')}
        </Title>
        <List size="sm" spacing="xs">
          <List.Item>{t('notes.formats', { extensions: IMAGE_EXTENSIONS.join(', ') })}</List.Item>
          <List.Item>{t('notes.size', { size: MAX_IMAGE_BYTES / 1048576, bytes })}</List.Item>
          <List.Item>{t('notes.svg')}</List.Item>
          <List.Item>{t('notes.dimensions')}</List.Item>
          <List.Item>{t('notes.public')}</List.Item>
        </List>
      </Stack>
    </Card>
  );
}
