import { notifications } from '@mantine/notifications';
import { translateShown, type ShownMessage } from './spec-messages';

/** Toasts close after 3000 ms (document 1 §8). */
export const TOAST_MS = 3000;

/** Takes the server's answer (translated by its `message_id`) or a text of the console. */
export function notifySuccess(message: ShownMessage): void {
  notifications.show({ message: translateShown(message), color: 'teal', autoClose: TOAST_MS });
}

/** Takes a failed call (translated by its `messageId`) or a text. */
export function notifyError(message: ShownMessage): void {
  notifications.show({ message: translateShown(message), color: 'red', autoClose: TOAST_MS });
}
