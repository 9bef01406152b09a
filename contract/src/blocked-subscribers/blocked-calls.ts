import { z } from 'zod';
import { signedIn } from '../access.js';
import { ZActingUser, ZId, ZMessageFields, text } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { scope } from '../scope.js';

/** A login blocked after repeated wrong provisioning passwords (document 4 §3.3). */
export const ZBlockedUser = z.object({
  id: z.number().int(),
  login_user: z.string(),
  /** When the login was blocked. */
  created_time: z.iso.datetime({ offset: true }),
  cloud_id: z.string(),
});
export type TBlockedUser = z.infer<typeof ZBlockedUser>;

export const getBlcokedUsers = defineCall({
  name: 'getBlcokedUsers',
  summary: "The tenant's blocked app logins, newest first (the super tenant may name any tenant).",
  access: signedIn,
  scope: scope.cloud('cloud_id'),
  effect: 'read',
  input: z.object({ ...ZActingUser, cloud_id: text(64).optional() }),
  output: z.array(ZBlockedUser),
});

export const unBlockUser = defineCall({
  name: 'unBlockUser',
  summary: 'Unblocks a login: its row goes, and with it the count of failed attempts.',
  access: signedIn,
  scope: scope.record('id', 'blockedLogin'),
  effect: 'write',
  // login_user is sent by the spec's client; the row named by `id` decides.
  input: z.object({ ...ZActingUser, id: ZId, login_user: text(255).optional() }),
  output: z.object(ZMessageFields),
});
