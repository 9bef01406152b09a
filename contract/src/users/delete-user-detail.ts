import { scope } from '../scope.js';
import { z } from 'zod';
import { userTypes } from '../access.js';
import { ZActingUser, ZId, ZMessage } from '../common/fields.js';
import { defineCall } from '../define-call.js';

export const deleteUserDetail = defineCall({
  name: 'deleteUserDetail',
  summary: 'Delete a console user and revoke its sessions. The built-in administrator cannot be deleted.',
  access: userTypes('admin'),
  scope: scope.record('id', 'consoleUser'),
  effect: 'write',
  input: z.object({ ...ZActingUser, id: ZId }),
  output: ZMessage,
});
