import { MESSAGES } from '@mamt/contract';
import { xmlElements } from '../../lib/xml.js';
import type { ConfigValue } from './account-records.js';

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
/** What a masked secret shows in the preview. */
export const MASK = '********';

/** One `<account>`; with `mask`, secrets are shown as asterisks (the support preview). */
export function accountXml(values: readonly ConfigValue[], { mask = false } = {}): string {
  const entries = values.map((value) => [value.element, mask && value.secret ? MASK : value.value] as const);
  return `${HEAD}<account>\n${xmlElements(entries)}\n</account>\n`;
}

/**
 * The answer to a deleted device (document 4 §6): an account the app accepts and that cannot
 * register or re-provision, so the app stops using the old credentials.
 */
export function loggedOutXml(cloudUsername: string): string {
  return accountXml([
    { element: 'title', value: MESSAGES.provisioningLoggedOut.text, source: 'server' },
    { element: 'username', value: 'logged-out', source: 'server' },
    { element: 'password', value: 'invalid', source: 'server' },
    { element: 'cloud_username', value: cloudUsername, source: 'server' },
    { element: 'cloud_password', value: 'invalid', source: 'server' },
  ]);
}
