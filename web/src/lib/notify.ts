import { notifications } from '@mantine/notifications';
import { i18next } from './i18n';
import { translateShown, type ShownMessage } from './spec-messages';

/** Toasts close after 3000 ms (document 1 §8). */
export const TOAST_MS = 3000;

/** The toast's close button says what it does (axe: a button without a name, on every screen while a toast shows). */
const closeButton = () => ({ 'aria-label': i18next.t('close', { ns: 'common' }) });

/** Takes the server's answer (translated by its `message_id`) or a text of the console. */
export function notifySuccess(message: ShownMessage): void {
  notifications.show({ message: translateShown(message), color: 'teal', autoClose: TOAST_MS, closeButtonProps: closeButton() });
}

/** Takes a failed call (translated by its `messageId`) or a text. */
export function notifyError(message: ShownMessage): void {
  notifications.show({ message: translateShown(message), color: 'red', autoClose: TOAST_MS, closeButtonProps: closeButton() });
}
