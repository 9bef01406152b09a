import { scope } from '../scope.js';
import { z } from 'zod';
import { signedIn } from '../access.js';
import { defineCall } from '../define-call.js';

export const PROFILE_MISSING_DATA = 'Missing data';
export const FILE_TOO_BIG = ' file size is too big';
export const MAX_IMAGE_BYTES = 5242880;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png', 'svg'] as const;

export const ZProfileForm = z.object({
  name: z.string().trim().min(1, { error: PROFILE_MISSING_DATA }).max(255),
  email: z.union([z.literal(''), z.email({ error: 'Enter a valid e-mail address' }).max(255)]),
  phone_number: z
    .string()
    .trim()
    .max(32)
    .regex(/^[0-9+()\-. ]*$/, { error: 'Enter a valid phone number' }),
});

export const updateProfile = defineCall({
  name: 'updateProfile',
  summary: "Update the signed-in user's name, e-mail, phone and optional profile image (multipart).",
  access: signedIn,
  scope: scope.self,
  effect: 'write',
  body: { kind: 'multipart', files: ['file'] },
  input: ZProfileForm.extend({
    username: z.string().optional(),
    id: z.string().optional(),
    type: z.enum(['image', 'text']).optional(),
  }),
  output: z.object({ message: z.string(), url: z.string() }),
});
