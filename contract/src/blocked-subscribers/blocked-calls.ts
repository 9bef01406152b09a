import { z } from 'zod';
import { signedIn } from '../access.js';
import { ZActingUser, ZId, ZMessage, text } from '../common/fields.js';
import { recordWrite, tenantRead } from '../tenant-calls.js';

/** A login blocked after repeated wrong provisioning passwords (document 4 §3.3). */
export const ZBlockedUser = z.object({
  id: z.number().int(),
  login_user: z.string(),
  /** When the login was blocked. */
  created_time: z.iso.datetime({ offset: true }),
  cloud_id: z.string(),
});
export type TBlockedUser = z.infer<typeof ZBlockedUser>;

export const getBlcokedUsers = tenantRead(signedIn, {
  name: 'getBlcokedUsers',
  summary: "The tenant's blocked app logins, newest first (the super tenant may name any tenant).",
  output: z.array(ZBlockedUser),
});

export const unBlockUser = recordWrite(signedIn, 'blockedLogin', {
  name: 'unBlockUser',
  summary: 'Unblocks a login: its row goes, and with it the count of failed attempts.',
  // login_user is sent by the spec's client; the row named by `id` decides.
  input: z.object({ ...ZActingUser, id: ZId, login_user: text(255).optional() }),
  output: ZMessage,
});
