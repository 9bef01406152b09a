import { scope } from '../scope.js';
import { z } from 'zod';
import { userTypes } from '../access.js';
import { ZActingUser, ZId } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { ZUserDetail } from './user-fields.js';

export const userDetail = defineCall({
  name: 'userDetail',
  summary: 'One console user, without any password.',
  access: userTypes('admin'),
  scope: scope.record('id', 'consoleUser'),
  effect: 'read',
  input: z.object({ ...ZActingUser, id: ZId }),
  output: ZUserDetail,
});
