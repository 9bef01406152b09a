import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { i18next } from '../lib/i18n';
import { notifyError, notifySuccess } from '../lib/notify';

/** The buttons' texts are the common Delete and Cancel unless given (an Unblock, say). */
type Texts = { title: string; text: ReactNode; confirm?: string; cancel?: string };

/**
 * Asks before deleting, then runs the deletion and toasts the server's answer (its message on
 * success, the error's on failure), as every list of the console does.
 */
export function confirmDelete(texts: Texts, remove: (callbacks: { onSuccess: (answer: { message: string; message_id?: string }) => void; onError: (error: Error) => void }) => void): void {
  modals.openConfirmModal({
    title: texts.title,
    children: texts.text,
    labels: { confirm: texts.confirm ?? i18next.t('actions.delete', { ns: 'common' }), cancel: texts.cancel ?? i18next.t('actions.cancel', { ns: 'common' }) },
    // Red 9 keeps white text at 4.5:1; the lighter default red does not.
    confirmProps: { color: 'red.9' },
    closeButtonProps: { 'aria-label': i18next.t('close', { ns: 'common' }) },
    onConfirm: () => remove({ onSuccess: (answer) => notifySuccess(answer), onError: (error) => notifyError(error) }),
  });
}
