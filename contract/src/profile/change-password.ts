import { scope } from '../scope.js';
import { z } from 'zod';
import { signedIn } from '../access.js';
import { defineCall } from '../define-call.js';
import { MIN_PASSWORD_LENGTH } from '../auth/reset-password.js';

export const PASSWORD_CHANGED = 'Sucessfully Updated Password';
export const WRONG_PASSWORD = 'Wrong Password';
export const PASSWORD_TOO_SHORT = 'Password should be atleast 6 characters long!';

export const ZChangePasswordForm = z.object({
  old_password: z.string().min(1, { error: 'Old password is required' }).max(1024),
  new_password: z
    .string()
    .min(1, { error: 'New password is required' })
    .min(MIN_PASSWORD_LENGTH, { error: PASSWORD_TOO_SHORT })
    .max(1024),
});

export const changePassword = defineCall({
  name: 'changePassword',
  summary:
    "Change the signed-in user's password. Every token of the user is revoked; the answer carries a fresh token for the caller.",
  access: signedIn,
  scope: scope.self,
  effect: 'write',
  input: ZChangePasswordForm.extend({ username: z.string().optional(), cloud_id: z.string().optional() }),
  output: z.object({ message: z.string(), Token: z.string() }),
});
