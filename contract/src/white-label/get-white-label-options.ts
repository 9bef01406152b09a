import { scope } from '../scope.js';
import { z } from 'zod';
import { anonymous } from '../access.js';
import { text } from '../common/fields.js';
import { defineCall } from '../define-call.js';

export const getWhiteLabelOptions = defineCall({
  name: 'getWhiteLabelOptions',
  summary: 'Branding images of the tenant whose white-label base URL matches; empty when none does.',
  access: anonymous,
  scope: scope.none,
  effect: 'read',
  input: z.object({ base_url: text(2048) }),
  output: z.object({
    signin_logo: z.string().optional(),
    dashboard_logo: z.string().optional(),
    custom_tab_background: z.string().optional(),
  }),
});
