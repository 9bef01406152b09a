import type { AuditChange, AuditSubject } from '@mamt/contract';
import { changedOnly, valueChanges } from '../../lib/audit-changes.js';
import type { TemplateFields } from './templates.repository.js';

/**
 * How App Management's writes are named in System Logs, so that a search for a number, a user or a
 * domain finds who changed it: the pairing in words, its domain last (`1001 → 2000@acme.demo`).
 */
type Where = { domain: string };

export const callingNumberSubject = ({ domain }: Where, phoneNumber: string, extension?: string): AuditSubject => ({
  kind: 'callingNumber',
  name: extension ? `${phoneNumber} → ${extension}@${domain}` : `${phoneNumber}@${domain}`,
});

/** `vmUser`'s voicemail box, shared with `forUser`. */
export const sharedVoicemailSubject = ({ domain }: Where, vmUser: string, forUser: string): AuditSubject => ({
  kind: 'sharedVoicemail',
  name: `${vmUser} → ${forUser}@${domain}`,
});

/** `primaryUser`'s SMS number `did`, shared with `secondaryUser`. */
export const didSharingSubject = ({ domain }: Where, did: string, primaryUser: string, secondaryUser: string): AuditSubject => ({
  kind: 'didSharing',
  name: `${did}: ${primaryUser} → ${secondaryUser}@${domain}`,
});

/** A template's save: its name and subject old and new; its body, a document, only as changed. */
export function templateChanges(before: TemplateFields | undefined, after: TemplateFields): AuditChange[] {
  const body = before ? before.body !== after.body : after.body !== '';
  return [...valueChanges(['name', 'subject'], before, after), ...(body ? [changedOnly('body')] : [])];
}
