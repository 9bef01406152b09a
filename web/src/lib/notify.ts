import { notifications } from '@mantine/notifications';
import { translateMessage } from './spec-messages';

/** Toasts close after 3000 ms (document 1 §8). */
export const TOAST_MS = 3000;

export function notifySuccess(message: string): void {
  notifications.show({ message: translateMessage(message), color: 'teal', autoClose: TOAST_MS });
}

export function notifyError(message: string): void {
  notifications.show({ message: translateMessage(message), color: 'red', autoClose: TOAST_MS });
}
