import { scope } from '../scope.js';
import { z } from 'zod';
import { anonymous } from '../access.js';
import { ZMessage, requiredText, text } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';

export const RESET_FILL_BOTH = MESSAGE_TEXTS.fillBoth;
export const RESET_TOO_SHORT = MESSAGE_TEXTS.newPasswordTooShort;
export const RESET_MISMATCH = MESSAGE_TEXTS.passwordsDiffer;
export const RESET_DONE = MESSAGE_TEXTS.resetDone;
export const RESET_LINK_INVALID = MESSAGE_TEXTS.resetLinkInvalid;
export const MIN_PASSWORD_LENGTH = 6;

export const ZNewPassword = text(1024, { trim: false, error: RESET_FILL_BOTH })
  .min(1, { error: RESET_FILL_BOTH })
  .min(MIN_PASSWORD_LENGTH, { error: RESET_TOO_SHORT });

export const resetPassword = defineCall({
  name: 'resetPassword',
  summary: 'Set a new password with the single-use reference from the reset e-mail.',
  access: anonymous,
  scope: scope.none,
  effect: 'write',
  input: z.object({
    ref: requiredText(RESET_LINK_INVALID, 200),
    password: ZNewPassword,
  }),
  output: ZMessage,
});

/** The reset form: both fields filled, long enough, and equal. */
export const ZResetPasswordForm = z
  .object({
    password: ZNewPassword,
    confirm: text(1024, { trim: false }).min(1, { error: RESET_FILL_BOTH }),
  })
  .refine((form) => form.password === form.confirm, { error: RESET_MISMATCH, path: ['confirm'] });
