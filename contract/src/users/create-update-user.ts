import { scope } from '../scope.js';
import { z } from 'zod';
import { userTypes } from '../access.js';
import { ZMessageFields } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { ZUserForm } from './user-fields.js';

export const createUpdateUser = defineCall({
  name: 'createUpdateUser',
  summary:
    'Create a console user (no id) or update one (id). An empty password on update keeps the current one.',
  access: userTypes('admin'),
  scope: [scope.cloud('cloud_id'), scope.record('id', 'consoleUser', { optional: true })],
  effect: 'write',
  input: ZUserForm,
  output: z.object({ ...ZMessageFields, id: z.number() }),
});
