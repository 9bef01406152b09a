import { scope } from '../scope.js';
import { z } from 'zod';
import { anonymous } from '../access.js';
import { ZMessage, requiredText } from '../common/fields.js';
import { defineCall } from '../define-call.js';

import { FORGET_PASSWORD_MANDATORY } from './messages.js';

const mandatory = requiredText(FORGET_PASSWORD_MANDATORY);

export const forgetPassword = defineCall({
  name: 'forgetPassword',
  summary: 'E-mail a single-use password reset link. Answers the same whether or not the account exists.',
  access: anonymous,
  scope: scope.none,
  effect: 'write',
  input: z.object({ cloudId: mandatory, username: mandatory }),
  output: ZMessage,
});
