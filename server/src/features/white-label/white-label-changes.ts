import { WHITE_LABEL_IMAGES, type AuditChange, type TWhiteLabel } from '@mamt/contract';
import { changedOnly, valueChanges } from '../../lib/audit-changes.js';

/** What names the white label rather than being one of its settings, and what stands for its secret. */
const NOT_SETTINGS: ReadonlySet<string> = new Set(['id', 'subscriber_id', 'cloud_id', 'user_id', 'email_password_set', ...WHITE_LABEL_IMAGES]);

/**
 * What a save changed, from the white label as read before and after it: each setting old and new
 * (a new white label: each one it was given), each image only as replaced (its stored path says
 * nothing to a reader), and the mail password only as set, never its value.
 */
export function whiteLabelChanges(before: TWhiteLabel, after: TWhiteLabel, typedPassword: string): AuditChange[] {
  const created = before.id === null;
  const settings = Object.keys(after).filter((field) => !NOT_SETTINGS.has(field));
  return [
    ...valueChanges(settings, created ? undefined : before, after),
    ...WHITE_LABEL_IMAGES.filter((image) => after[image] !== before[image]).map(changedOnly),
    ...(typedPassword ? [changedOnly('email_password')] : []),
  ];
}
