import { scope } from '../scope.js';
import { z } from 'zod';
import { anonymous } from '../access.js';
import { text } from '../common/fields.js';
import { defineCall } from '../define-call.js';


export const authLogin = defineCall({
  name: 'authLogin',
  summary: 'Sign in with cloud id, username and password; answers a session token.',
  access: anonymous,
  scope: scope.none,
  effect: 'write',
  input: z.object({
    cloud_id: text(64),
    user: text(255),
    password: text(1024, { trim: false }),
  }),
  output: z.object({
    name: z.string(),
    id: z.number(),
    user_type: z.string(),
    cloud_id: z.string(),
    username: z.string(),
    superuser: z.boolean(),
    Token: z.string(),
    url: z.string(),
  }),
});
