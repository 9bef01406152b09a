import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The tables of these dialogs have two or three columns: they fit a phone without scrolling sideways. */
export const DIALOG_TABLE_MIN_WIDTH = 280;

type Props = { title: string; onClose: () => void; children: ReactNode };

/**
 * The frame of every App Management dialog: its close button is named for screen readers (Mantine's
 * is an icon alone).
 */
export function DialogFrame({ title, onClose, children }: Props) {
  const { t } = useTranslation('common');
  return (
    <Modal opened onClose={onClose} title={title} size="lg" closeButtonProps={{ 'aria-label': t('close') }}>
      {children}
    </Modal>
  );
}
