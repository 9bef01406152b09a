import { z } from 'zod';
import { signedIn } from '../access.js';
import { text } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { MIN_PASSWORD_LENGTH } from '../auth/reset-password.js';

export const PASSWORD_CHANGED = 'Sucessfully Updated Password';
export const WRONG_PASSWORD = 'Wrong Password';
export const PASSWORD_TOO_SHORT = 'Password should be atleast 6 characters long!';

export const ZChangePasswordForm = z.object({
  old_password: text(1024, { trim: false }).min(1, { error: 'Old password is required' }),
  new_password: text(1024, { trim: false })
    .min(1, { error: 'New password is required' })
    .min(MIN_PASSWORD_LENGTH, { error: PASSWORD_TOO_SHORT }),
});

export const changePassword = defineCall({
  name: 'changePassword',
  summary:
    "Change the signed-in user's password. Every token of the user is revoked; the answer carries a fresh token for the caller.",
  access: signedIn,
  effect: 'write',
  input: ZChangePasswordForm.extend({ username: text(255).optional(), cloud_id: text(64).optional() }),
  output: z.object({ message: z.string(), Token: z.string() }),
});
