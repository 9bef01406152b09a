import { scope } from '../scope.js';
import { z } from 'zod';
import { signedIn } from '../access.js';
import { text } from '../common/fields.js';
import { defineCall } from '../define-call.js';

export const ZProfile = z.object({
  id: z.number(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone_number: z.string(),
  cloud_id: z.string(),
  user_type: z.string(),
  url: z.string(),
});

export const getProfileDetails = defineCall({
  name: 'getProfileDetails',
  summary: "The signed-in user's own profile (username and cloud_id are accepted but the session decides).",
  access: signedIn,
  scope: scope.self,
  effect: 'read',
  input: z.object({ username: text(255).optional(), cloud_id: text(64).optional() }),
  output: ZProfile,
});
