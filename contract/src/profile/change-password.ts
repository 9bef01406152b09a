import { scope } from '../scope.js';
import { z } from 'zod';
import { signedIn } from '../access.js';
import { ZMessageFields, text } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { MIN_PASSWORD_LENGTH } from '../auth/reset-password.js';

export const PASSWORD_CHANGED = MESSAGE_TEXTS.passwordChanged;
export const WRONG_PASSWORD = MESSAGE_TEXTS.wrongPassword;
export const PASSWORD_TOO_SHORT = MESSAGE_TEXTS.passwordTooShort;

export const ZChangePasswordForm = z.object({
  old_password: text(1024, { trim: false }).min(1, { error: MESSAGE_TEXTS.oldPasswordRequired }),
  new_password: text(1024, { trim: false })
    .min(1, { error: MESSAGE_TEXTS.newPasswordRequired })
    .min(MIN_PASSWORD_LENGTH, { error: PASSWORD_TOO_SHORT }),
});

export const changePassword = defineCall({
  name: 'changePassword',
  summary:
    "Change the signed-in user's password. Every token of the user is revoked; the answer carries a fresh token for the caller.",
  access: signedIn,
  scope: scope.self,
  effect: 'write',
  input: ZChangePasswordForm.extend({ username: text(255).optional(), cloud_id: text(64).optional() }),
  output: z.object({ ...ZMessageFields, Token: z.string() }),
});
