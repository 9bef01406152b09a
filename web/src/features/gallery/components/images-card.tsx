import type { TGalleryImage } from '@mamt/contract';
import { ActionIcon, Card, Group, Image, Loader, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../../lib/rpc';

type Props = {
  images: TGalleryImage[];
  loading: boolean;
  onOpen: (index: number) => void;
  onDelete: (image: TGalleryImage) => void;
};

/** The Images grid (document 3): each image with its caption and size, opened large on a click, deleted by its cross. */
export function ImagesCard({ images, loading, onOpen, onDelete }: Props) {
  const { t } = useTranslation('gallery');
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('images.title')}
          </Title>
          {images.length > 0 ? (
            <Text size="sm" c="dimmed">
              {t('images.count', { count: images.length })}
            </Text>
          ) : null}
        </Group>
        {loading ? <Loader aria-label={t('images.loading')} /> : null}
        {!loading && images.length === 0 ? <Text c="dimmed">{t('images.empty')}</Text> : null}
        {images.length > 0 ? (
          <SimpleGrid component="ul" cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('images.title')}>
            {images.map((image, index) => (
              <Paper component="li" key={image.path} withBorder radius="md" p="xs" pos="relative">
                <UnstyledButton onClick={() => onOpen(index)} aria-label={t('images.open', { caption: image.caption })} display="block" w="100%">
                  <Image src={`${API_BASE}${image.path}`} alt="" h={120} fit="contain" radius="sm" bg="var(--mantine-color-default-hover)" />
                </UnstyledButton>
                <Text size="sm" fw={500} mt="xs" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {image.caption}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('images.size', { width: image.width, height: image.height })}
                </Text>
                <ActionIcon
                  color="red.9"
                  variant="filled"
                  radius="xl"
                  size="md"
                  aria-label={t('images.delete', { caption: image.caption })}
                  onClick={() => onDelete(image)}
                  style={{ position: 'absolute', top: 6, insetInlineEnd: 6 }}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Paper>
            ))}
          </SimpleGrid>
        ) : null}
      </Stack>
    </Card>
  );
}
