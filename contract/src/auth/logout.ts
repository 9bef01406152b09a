import { scope } from '../scope.js';
import { z } from 'zod';
import { signedIn } from '../access.js';
import { ZMessage } from '../common/fields.js';
import { defineCall } from '../define-call.js';

export const logout = defineCall({
  name: 'logout',
  summary: 'Revoke the session token of the caller.',
  access: signedIn,
  scope: scope.self,
  effect: 'write',
  input: z.object({}),
  output: ZMessage,
});
