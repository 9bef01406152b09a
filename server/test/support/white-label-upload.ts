import type { TestApp } from '../helper.js';
import { multipart, type Part } from './multipart.js';
import { WHITE_LABEL_FIELDS } from './white-label-fixtures.js';

/** A 1x1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export const png = (name: string, data: Buffer = PNG): Part => ({ name, filename: `${name}.png`, contentType: 'image/png', data });

/** The three images a new white label needs. */
export const REQUIRED_LOGOS: Part[] = [png('signin_logo'), png('dashboard_logo'), png('custom_tab_background')];

/** Fields for `subscriberId` from the valid acme form, with `overrides` (undefined drops a field). */
export function wlFields(subscriberId: number, overrides: Record<string, string | undefined> = {}): Part[] {
  const values: Record<string, string | undefined> = { ...WHITE_LABEL_FIELDS, subscriber_id: String(subscriberId), ...overrides };
  return Object.entries(values).flatMap(([name, value]) => (value === undefined ? [] : [{ name, value }]));
}

export function saveWhiteLabel(t: TestApp, token: string, parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url: '/api/v1/createUpdateWhiteLabel', headers: { ...body.headers, token }, payload: body.payload });
}

/** A tenant of its own, so that a test creates its first white label. */
export async function freshTenant(t: TestApp, superToken: string, cloudId: string): Promise<number> {
  const answer = await t.call('createUpdateSubscriber', { accountcode: cloudId, cloud_id: cloudId, company: `${cloudId} Inc`, phone_number: '+1 555 0100' }, superToken);
  if (answer.statusCode !== 200) throw new Error(`subscriber ${cloudId} not created: ${answer.body}`);
  return (answer.json() as { id: number }).id;
}
