import type { TGalleryImage } from '@mamt/contract';
import { ActionIcon, Group, Image, Modal, Stack, Text, useDirection } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../../lib/rpc';

type Props = {
  images: TGalleryImage[];
  /** The image shown, or null when the lightbox is closed. */
  index: number | null;
  onMove: (index: number) => void;
  onClose: () => void;
};

/**
 * An image shown large with its caption. The arrow keys (and the two buttons) move to the
 * previous and next image, round the ends; Escape closes, as every modal does.
 */
export function Lightbox({ images, index, onMove, onClose }: Props) {
  const { t } = useTranslation('gallery');
  const { dir } = useDirection();
  const image = index === null ? undefined : images[index];
  const total = images.length;
  const step = (by: number) => {
    if (index !== null && total > 0) onMove((index + by + total) % total);
  };
  // Right to left, the next image is the one to the left.
  const forwardKey = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backKey = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const [BackIcon, ForwardIcon] = dir === 'rtl' ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];
  useWindowEvent('keydown', (event) => {
    if (!image || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === forwardKey) step(1);
    else if (event.key === backKey) step(-1);
    else return;
    event.preventDefault();
  });

  return (
    <Modal opened={image !== undefined} onClose={onClose} title={image?.caption} size="xl" centered closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}>
      {image ? (
        <Stack gap="sm">
          <Image src={`${API_BASE}${image.path}`} alt={image.caption} h="60vh" fit="contain" radius="sm" bg="var(--mantine-color-default-hover)" />
          <Group justify="space-between" wrap="nowrap">
            <ActionIcon variant="default" size="lg" aria-label={t('lightbox.previous')} onClick={() => step(-1)} disabled={total < 2}>
              <BackIcon size={18} />
            </ActionIcon>
            <Stack gap={0} align="center">
              <Text size="sm">{t('images.size', { width: image.width, height: image.height })}</Text>
              <Text size="xs" c="dimmed" aria-live="polite">
                {t('lightbox.position', { current: (index ?? 0) + 1, total })}
              </Text>
            </Stack>
            <ActionIcon variant="default" size="lg" aria-label={t('lightbox.next')} onClick={() => step(1)} disabled={total < 2}>
              <ForwardIcon size={18} />
            </ActionIcon>
          </Group>
          <Text size="xs" c="dimmed" ta="center">
            {t('lightbox.keys')}
          </Text>
        </Stack>
      ) : null}
    </Modal>
  );
}
