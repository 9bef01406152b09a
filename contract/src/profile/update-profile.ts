import { scope } from '../scope.js';
import { z } from 'zod';
import { signedIn } from '../access.js';
import { ZMessageFields, optionalEmail, requiredText, text } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';

export const PROFILE_MISSING_DATA = MESSAGE_TEXTS.missingData;
export const FILE_TOO_BIG = ' file size is too big';
export const MAX_IMAGE_BYTES = 5242880;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png', 'svg'] as const;

export const ZProfileForm = z.object({
  name: requiredText(PROFILE_MISSING_DATA),
  email: optionalEmail(MESSAGE_TEXTS.invalidEmailAddress),
  phone_number: text(32).regex(/^[0-9+()\-. ]*$/, { error: MESSAGE_TEXTS.invalidPhone }),
});

export const updateProfile = defineCall({
  name: 'updateProfile',
  summary: "Update the signed-in user's name, e-mail, phone and optional profile image (multipart).",
  access: signedIn,
  scope: scope.self,
  effect: 'write',
  body: { kind: 'multipart', files: ['file'] },
  input: ZProfileForm.extend({
    username: text(255).optional(),
    id: text(32).optional(),
    type: z.enum(['image', 'text']).optional(),
  }),
  output: z.object({ ...ZMessageFields, url: z.string() }),
});
