import {
  MESSAGES,
  formatMessage,
  messageAnswer,
  type CallOutput,
  type MessageAnswer,
  type CallParsedInput,
  type Calls,
} from '@mamt/contract';
import { AppError, fieldError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { hashPassword } from '../../lib/secrets.js';
import { singleTenant, type TenantScope } from '../../lib/tenant-scope.js';
import type { Session } from '../../rpc/call-context.js';
import type { AuthRepository } from '../auth/auth.repository.js';
import type { UserRecord, UsersRepository } from './users.repository.js';

type UserForm = CallParsedInput<Calls['createUpdateUser']>;

/** The columns a saved form sets (the password is handled apart: it is hashed, and kept when empty). */
const columnsOf = (form: UserForm, cloudId: string) => ({
  cloudId,
  username: form.username,
  name: form.name,
  email: form.email,
  phoneNumber: form.phone_number,
  userType: form.user_type,
  active: form.active,
});

export type UsersServiceDeps = { repo: UsersRepository; authRepo: AuthRepository; superTenant: string };

export function createUsersService({ repo, authRepo, superTenant }: UsersServiceDeps) {
  const isBuiltInAdmin = (user: { cloudId: string; username: string }) =>
    user.cloudId === superTenant && user.username.toLowerCase() === 'admin';

  /** The record scope has checked the owner; reading within that tenant keeps it so. */
  async function findRecord(record: UserRecord) {
    const user = await repo.findById({ cloudId: record.cloudId }, record.id);
    if (!user) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    return user;
  }

  async function checkTargetCloud(tenant: TenantScope): Promise<string> {
    const cloudId = singleTenant(tenant);
    if (!(await repo.tenantExists(cloudId))) throw fieldError('cloud_id', formatMessage(MESSAGES.unknownCloudId, { cloudId }));
    return cloudId;
  }

  async function create(tenant: TenantScope, form: UserForm): Promise<number> {
    const cloudId = await checkTargetCloud(tenant);
    if (await repo.usernameTaken(cloudId, form.username)) throw fieldError('username', MESSAGES.usernameTaken);
    return repo.insert({ ...columnsOf(form, cloudId), passwordHash: await hashPassword(form.password ?? '') });
  }

  async function update(session: Session, tenant: TenantScope, record: UserRecord, form: UserForm): Promise<number> {
    const id = record.id;
    const existing = await findRecord(record);
    const cloudId = await checkTargetCloud(tenant);
    if (isBuiltInAdmin(existing)) {
      if (form.user_type !== 'admin') throw fieldError('user_type', MESSAGES.builtInAdmin);
      if (!form.active) throw fieldError('active', MESSAGES.builtInAdmin);
      if (cloudId !== existing.cloudId || form.username.toLowerCase() !== 'admin') throw fieldError('username', MESSAGES.builtInAdmin);
      // Otherwise any other super-tenant admin could set the password, or an e-mail address of theirs and
      // then ask for a reset link, and sign in as the provider's root account.
      if (existing.id !== session.userId) {
        if (form.password) throw fieldError('password', MESSAGES.builtInAdminPassword);
        if (form.email.toLowerCase() !== existing.email.toLowerCase()) throw fieldError('email', MESSAGES.builtInAdminEmail);
      }
    }
    if (existing.id === session.userId) {
      if (!form.active) throw fieldError('active', MESSAGES.cannotDeactivateSelf);
      if (form.user_type !== existing.userType) throw fieldError('user_type', MESSAGES.cannotChangeOwnType);
    }
    if (await repo.usernameTaken(cloudId, form.username, id)) throw fieldError('username', MESSAGES.usernameTaken);
    const newPassword = form.password ? await hashPassword(form.password) : undefined;
    await authRepo.transaction(async (tx) => {
      await repo.update(record, { ...columnsOf(form, cloudId), ...(newPassword ? { passwordHash: newPassword } : {}) }, tx);
      // A new password, a deactivation or a change of tenant or role ends every session of the user.
      const accessChanged =
        newPassword !== undefined || !form.active || cloudId !== existing.cloudId || form.user_type !== existing.userType;
      if (accessChanged && existing.id !== session.userId) await authRepo.revokeUserSessions(id, tx);
    });
    return id;
  }

  return {
    async list(tenant: TenantScope, input: CallParsedInput<Calls['userSummary']>): Promise<CallOutput<Calls['userSummary']>> {
      const { rows, total } = await repo.list(tenant, {
        search: input.search,
        sort: input.sort,
        order: input.order,
        page: input.page,
        pageSize: input.page_size,
      });
      return { users: rows.map((row) => ({ ...row, builtin: isBuiltInAdmin({ cloudId: row.cloud_id, username: row.username }) })), total };
    },

    async detail(record: UserRecord): Promise<CallOutput<Calls['userDetail']>> {
      const user = await findRecord(record);
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        username: user.username,
        user_type: user.userType,
        cloud_id: user.cloudId,
        phone_number: user.phoneNumber,
        active: user.active,
        builtin: isBuiltInAdmin(user),
      };
    },

    /** `record` is the user being updated (absent for a new user), `tenant` the cloud it is saved in. */
    async save(session: Session, tenant: TenantScope, record: UserRecord | undefined, form: UserForm): Promise<MessageAnswer & { id: number }> {
      try {
        if (!record) return { ...messageAnswer(MESSAGES.userCreated), id: await create(tenant, form) };
        return { ...messageAnswer(MESSAGES.userUpdated), id: await update(session, tenant, record, form) };
      } catch (error) {
        if (isUniqueViolation(error, 'console_users_cloud_username_idx')) throw fieldError('username', MESSAGES.usernameTaken);
        throw error;
      }
    },

    async remove(session: Session, record: UserRecord): Promise<MessageAnswer> {
      const user = await findRecord(record);
      if (isBuiltInAdmin(user)) throw new AppError('FORBIDDEN', MESSAGES.builtInAdmin);
      if (user.id === session.userId) throw new AppError('FORBIDDEN', MESSAGES.cannotDeleteSelf);
      await repo.delete(record);
      return messageAnswer(MESSAGES.recordDeleted);
    },

    cloudIds(tenant: TenantScope) {
      return repo.cloudIds(tenant);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
