import { userTypes } from '../access.js';
import { MESSAGES } from '../messages/messages.js';
import { defineResource } from '../resource/define-resource.js';
import { everyVerb } from '../resource/resource-access.js';
import { tenantField } from '../resource/wire-fields.js';
import { USER_SORT_COLUMNS, USER_SUMMARY_MAX_PAGE_SIZE, ZUserDetail, ZUserForm, ZUserSummaryRow } from './user-fields.js';

export const userResource = defineResource({
  name: 'user',
  calls: { list: 'userSummary', detail: 'userDetail', save: 'createUpdateUser', delete: 'deleteUserDetail' },
  record: ZUserDetail,
  // A provider's users run to thousands: the server pages, searches and sorts them.
  paged: { key: 'users', row: ZUserSummaryRow, sort: USER_SORT_COLUMNS, search: ['name', 'username', 'email', 'company'], maxPageSize: USER_SUMMARY_MAX_PAGE_SIZE },
  form: ZUserForm,
  tenancy: { kind: 'tenant', owner: 'consoleUser' },
  // Console users are kept by the admins of each tenant; the super tenant's admins keep every tenant's.
  access: everyVerb(userTypes('admin')),
  summaries: {
    list:
      'One page of console users. Tenants see their own cloud; the super tenant sees every cloud or the one named. ' +
      'Sorted by `sort` (case-insensitive) in `order`, ties by id; without `sort`, by id.',
    detail: 'One console user, without any password.',
    save: 'Create a console user (no id) or update one (id). An empty password on update keeps the current one.',
    delete: 'Delete a console user and revoke its sessions. The built-in administrator cannot be deleted.',
  },
  messages: { notFound: 'userNotFound', created: 'userCreated', updated: 'userUpdated', deleted: 'recordDeleted' },
  // The list's rows show the company, the detail the phone number; each answer keeps its schema's fields.
  fields: {
    id: 'id',
    name: 'name',
    email: 'email',
    username: 'username',
    user_type: 'userType',
    cloud_id: 'cloudId',
    phone_number: 'phoneNumber',
    active: 'active',
    company: tenantField('company'),
  },
  // Only ever compared at sign-in, so stored as a hash; an empty one on edit keeps the current password.
  secrets: { password: { column: 'passwordHash', hashed: true } },
  // The key compares usernames without regard to case, and decides between two saves at once.
  unique: { console_users_cloud_username_idx: { field: 'username', message: MESSAGES.usernameTaken } },
});
