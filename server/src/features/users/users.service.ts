import { MESSAGES, userResource } from '@mamt/contract';
import type { Db } from '../../db/open-db.js';
import { consoleUsers } from '../../db/schema.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { TenantScope } from '../../lib/tenant-scope.js';
import { createResourceService } from '../../resources/resource-service.js';
import { createTableStore } from '../../resources/table-store.js';
import type { AuthRepository } from '../../auth/auth.repository.js';
import { createUsersRepository } from './users.repository.js';

export type UsersServiceDeps = { db: Db; authRepo: AuthRepository; superTenant: string };

/**
 * Console users on the resource kit (password hashed, username unique per tenant without regard to
 * case, the list paged by the server). Their own rules: the built-in administrator and one's own
 * account are protected, and a change of someone's access ends their sessions.
 */
export function createUsersService({ db, authRepo, superTenant }: UsersServiceDeps) {
  const repo = createUsersRepository(db);
  const isBuiltInAdmin = (row: Record<string, unknown>) => row.cloudId === superTenant && String(row.username).toLowerCase() === 'admin';

  const service = createResourceService(userResource, {
    store: createTableStore(db, consoleUsers, { tenant: 'cloudId', paged: userResource }),
    hooks: {
      // The built-in administrator cannot be deleted, deactivated or demoted: the screens say so.
      answer: (record, { row }) => ({ ...record, builtin: isBuiltInAdmin(row) }),

      async beforeSave(form, { stored, cloudId, session }) {
        if (!stored) return;
        const existing = stored.row;
        if (isBuiltInAdmin(existing)) {
          if (form.user_type !== 'admin') throw fieldError('user_type', MESSAGES.builtInAdmin);
          if (!form.active) throw fieldError('active', MESSAGES.builtInAdmin);
          if (cloudId !== existing.cloudId || form.username.toLowerCase() !== 'admin') throw fieldError('username', MESSAGES.builtInAdmin);
          // Otherwise any other super-tenant admin could set the password, or an e-mail address of theirs and
          // then ask for a reset link, and sign in as the provider's root account.
          if (existing.id !== session.userId) {
            if (form.password) throw fieldError('password', MESSAGES.builtInAdminPassword);
            if (form.email.toLowerCase() !== String(existing.email).toLowerCase()) throw fieldError('email', MESSAGES.builtInAdminEmail);
          }
        }
        if (existing.id === session.userId) {
          if (!form.active) throw fieldError('active', MESSAGES.cannotDeactivateSelf);
          if (form.user_type !== existing.userType) throw fieldError('user_type', MESSAGES.cannotChangeOwnType);
        }
      },

      // A new password, a deactivation or a change of tenant or role ends every session of the user.
      async afterSave(id, form, { stored, cloudId, session }, tx) {
        if (!stored || id === session.userId) return;
        const accessChanged = Boolean(form.password) || !form.active || cloudId !== stored.row.cloudId || form.user_type !== stored.row.userType;
        if (accessChanged) await authRepo.revokeUserSessions(id, tx);
      },

      async beforeDelete({ row }, session) {
        if (isBuiltInAdmin(row)) throw new AppError('FORBIDDEN', MESSAGES.builtInAdmin);
        if (row.id === session.userId) throw new AppError('FORBIDDEN', MESSAGES.cannotDeleteSelf);
      },
    },
  });

  return { ...service, cloudIds: (tenant: TenantScope) => repo.cloudIds(tenant) };
}

export type UsersService = ReturnType<typeof createUsersService>;
