import { scope } from '../scope.js';
import { z } from 'zod';
import { userTypes } from '../access.js';
import { ZActingUser, text } from '../common/fields.js';
import { sortFields } from '../common/sorting.js';
import { defineCall } from '../define-call.js';
import { USER_SORT_COLUMNS, USER_SUMMARY_MAX_PAGE_SIZE, ZUserSummaryRow } from './user-fields.js';

export const userSummary = defineCall({
  name: 'userSummary',
  summary:
    'One page of console users. Tenants see their own cloud; the super tenant sees every cloud or the one named. ' +
    'Sorted by `sort` (case-insensitive) in `order`, ties by id; without `sort`, by id.',
  access: userTypes('admin'),
  scope: scope.cloud('cloud_id', { allTenants: true }),
  effect: 'read',
  input: z.object({
    ...ZActingUser,
    cloud_id: text(64).optional(),
    search: text(100).optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(USER_SUMMARY_MAX_PAGE_SIZE).default(10),
    ...sortFields(USER_SORT_COLUMNS),
  }),
  output: z.object({ users: z.array(ZUserSummaryRow), total: z.number() }),
});
