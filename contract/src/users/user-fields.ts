import { z } from 'zod';
import { USER_TYPES } from '../access.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { MANDATORY_FIELDS, ZCloudId, ZFlag, ZRecordFormFields, requiredText, text } from '../common/fields.js';
import { MIN_PASSWORD_LENGTH } from '../auth/reset-password.js';
import { PASSWORD_TOO_SHORT } from '../profile/change-password.js';

export const PASSWORD_REQUIRED_FOR_NEW_USER = MESSAGE_TEXTS.passwordRequired;
export const USERNAME_TAKEN = MESSAGE_TEXTS.usernameTaken;
export const BUILT_IN_ADMIN_LOCKED = MESSAGE_TEXTS.builtInAdmin;
export const CANNOT_DELETE_SELF = MESSAGE_TEXTS.cannotDeleteSelf;
export const GENERATED_PASSWORD_LENGTH = 10;

/** The columns of the console-user list that the server sorts by (the list's visible text columns). */
export const USER_SORT_COLUMNS = ['name', 'username', 'email', 'company', 'cloud_id', 'user_type'] as const;
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];
/** The most rows one page of the list gives; an export or "select all" reads the whole list in pages of this size. */
export const USER_SUMMARY_MAX_PAGE_SIZE = 100;

export const ZUserSummaryRow = z.object({
  id: z.number(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  company: z.string(),
  cloud_id: z.string(),
  user_type: z.string(),
  active: z.boolean(),
  /** The built-in administrator, which cannot be deleted, deactivated or demoted. */
  builtin: z.boolean(),
});

export const ZUserDetail = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  user_type: z.string(),
  cloud_id: z.string(),
  phone_number: z.string(),
  active: z.boolean(),
  builtin: z.boolean(),
});

/** The console-user form; the server validates the same object. */
export const ZUserForm = z
  .object({
    ...ZRecordFormFields,
    name: requiredText(MANDATORY_FIELDS),
    email: requiredText(MANDATORY_FIELDS).pipe(z.email({ error: MESSAGE_TEXTS.invalidEmail })),
    username: requiredText(MANDATORY_FIELDS, 64).regex(/^[A-Za-z0-9._@-]+$/, {
      error: MESSAGE_TEXTS.invalidUsername,
    }),
    user_type: z.enum(USER_TYPES, { error: MANDATORY_FIELDS }),
    password: text(1024, { trim: false })
      .refine((value) => value === '' || value.length >= MIN_PASSWORD_LENGTH, { error: PASSWORD_TOO_SHORT })
      .optional(),
    cloud_id: ZCloudId,
    phone_number: text(32).regex(/^[0-9+()\-. ]*$/, { error: MESSAGE_TEXTS.invalidPhone }).default(''),
    active: ZFlag.default(true),
  })
  .refine((form) => form.id !== undefined || (form.password ?? '') !== '', {
    error: PASSWORD_REQUIRED_FOR_NEW_USER,
    path: ['password'],
  });
