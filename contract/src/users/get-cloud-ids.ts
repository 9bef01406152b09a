import { scope } from '../scope.js';
import { z } from 'zod';
import { signedIn } from '../access.js';
import { ZActingUser } from '../common/fields.js';
import { defineCall } from '../define-call.js';

export const getCloudIds = defineCall({
  name: 'getCloudIds',
  summary: 'Cloud ids the caller may choose: every tenant for the super tenant, its own for others.',
  access: signedIn,
  scope: scope.cloud(undefined, { allTenants: true }),
  effect: 'read',
  input: z.object({ ...ZActingUser }),
  output: z.array(z.object({ id: z.number(), cloud_id: z.string(), company: z.string() })),
});
