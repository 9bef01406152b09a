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
import { hashPassword } from '../../lib/secrets.js';
import { canSeeCloud, scopeCloudId } from '../../lib/tenant-scope.js';
import type { Session } from '../../rpc/call-context.js';
import type { AuthRepository } from '../auth/auth.repository.js';
import type { UsersRepository } from './users.repository.js';

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
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

export type UsersServiceDeps = { repo: UsersRepository; authRepo: AuthRepository; superTenant: string };

export function createUsersService({ repo, authRepo, superTenant }: UsersServiceDeps) {
  const isBuiltInAdmin = (user: { cloudId: string; username: string }) =>
    user.cloudId === superTenant && user.username.toLowerCase() === 'admin';

  async function findVisible(session: Session, id: number) {
    const user = await repo.findById(id);
    if (!user || !canSeeCloud(session, user.cloudId)) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    return user;
  }

  async function checkTargetCloud(session: Session, cloudId: string): Promise<string> {
    const scoped = scopeCloudId(session, cloudId) ?? cloudId;
    if (!(await repo.tenantExists(scoped))) throw fieldError('cloud_id', formatMessage(MESSAGES.unknownCloudId, { cloudId: scoped }));
    return scoped;
  }

  async function create(session: Session, form: UserForm): Promise<number> {
    const cloudId = await checkTargetCloud(session, form.cloud_id);
    if (await repo.usernameTaken(cloudId, form.username)) throw fieldError('username', MESSAGES.usernameTaken);
    return repo.insert({ ...columnsOf(form, cloudId), passwordHash: await hashPassword(form.password ?? '') });
  }

  async function update(session: Session, id: number, form: UserForm): Promise<number> {
    const existing = await findVisible(session, id);
    const cloudId = await checkTargetCloud(session, form.cloud_id);
    if (isBuiltInAdmin(existing)) {
      if (form.user_type !== 'admin') throw fieldError('user_type', MESSAGES.builtInAdmin);
      if (!form.active) throw fieldError('active', MESSAGES.builtInAdmin);
      if (cloudId !== existing.cloudId || form.username.toLowerCase() !== 'admin') throw fieldError('username', MESSAGES.builtInAdmin);
    }
    if (existing.id === session.userId) {
      if (!form.active) throw fieldError('active', MESSAGES.cannotDeactivateSelf);
      if (form.user_type !== existing.userType) throw fieldError('user_type', MESSAGES.cannotChangeOwnType);
    }
    if (await repo.usernameTaken(cloudId, form.username, id)) throw fieldError('username', MESSAGES.usernameTaken);
    const newPassword = form.password ? await hashPassword(form.password) : undefined;
    await authRepo.transaction(async (tx) => {
      await repo.update(id, { ...columnsOf(form, cloudId), ...(newPassword ? { passwordHash: newPassword } : {}) }, tx);
      // A new password, a deactivation or a change of tenant or role ends every session of the user.
      const accessChanged =
        newPassword !== undefined || !form.active || cloudId !== existing.cloudId || form.user_type !== existing.userType;
      if (accessChanged && existing.id !== session.userId) await authRepo.revokeUserSessions(id, tx);
    });
    return id;
  }

  return {
    async list(session: Session, input: CallParsedInput<Calls['userSummary']>): Promise<CallOutput<Calls['userSummary']>> {
      const cloudId = scopeCloudId(session, input.cloud_id);
      const { rows, total } = await repo.list({ cloudId, search: input.search, page: input.page, pageSize: input.page_size });
      return { users: rows.map((row) => ({ ...row, builtin: isBuiltInAdmin({ cloudId: row.cloud_id, username: row.username }) })), total };
    },

    async detail(session: Session, id: number): Promise<CallOutput<Calls['userDetail']>> {
      const user = await findVisible(session, id);
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

    async save(session: Session, form: UserForm): Promise<MessageAnswer & { id: number }> {
      try {
        if (form.id === undefined) return { ...messageAnswer(MESSAGES.userCreated), id: await create(session, form) };
        return { ...messageAnswer(MESSAGES.userUpdated), id: await update(session, form.id, form) };
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError('username', MESSAGES.usernameTaken);
        throw error;
      }
    },

    async remove(session: Session, id: number): Promise<MessageAnswer> {
      const user = await findVisible(session, id);
      if (isBuiltInAdmin(user)) throw new AppError('FORBIDDEN', MESSAGES.builtInAdmin);
      if (user.id === session.userId) throw new AppError('FORBIDDEN', MESSAGES.cannotDeleteSelf);
      await repo.delete(id);
      return messageAnswer(MESSAGES.recordDeleted);
    },

    cloudIds(session: Session) {
      return repo.cloudIds(session.isSuperTenant ? undefined : session.cloudId);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
