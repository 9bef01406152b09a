import { scope } from '../scope.js';
import { z } from 'zod';
import { anonymous } from '../access.js';
import { defineCall } from '../define-call.js';


export const authLogin = defineCall({
  name: 'authLogin',
  summary: 'Sign in with cloud id, username and password; answers a session token.',
  access: anonymous,
  scope: scope.none,
  effect: 'write',
  input: z.object({
    cloud_id: z.string().trim().max(64),
    user: z.string().trim().max(255),
    password: z.string().max(1024),
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
