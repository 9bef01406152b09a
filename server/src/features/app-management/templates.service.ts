import { MESSAGES, messageAnswer } from '@mamt/contract';
import { AppError, fieldError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { Session } from '../../rpc/call-context.js';
import type { TemplateFields, TemplatesRepository } from './templates.repository.js';

/** Document 2 §6: only admins create, update or delete templates; the server refuses the rest. */
function requireAdmin(session: Session) {
  if (session.userType !== 'admin') throw new AppError('FORBIDDEN', MESSAGES.templateNotAllowed);
}

export function createTemplatesService(repo: TemplatesRepository) {
  return {
    list: (cloudId: string) => repo.list(cloudId),
    find: repo.find,
    async save(session: Session, cloudId: string, id: number | undefined, fields: TemplateFields) {
      requireAdmin(session);
      try {
        const template = id === undefined ? await repo.upsertByName(cloudId, fields) : await repo.update(cloudId, id, fields);
        if (!template) throw new AppError('NOT_FOUND', MESSAGES.templateNotFound);
        return { ...messageAnswer(MESSAGES.templateSaved), template };
      } catch (error) {
        // Renaming a template onto another one's name.
        if (isUniqueViolation(error, 'email_templates_cloud_name_idx')) throw fieldError('name', MESSAGES.templateNameTaken);
        throw error;
      }
    },
    async remove(session: Session, cloudId: string, id: number) {
      requireAdmin(session);
      if (!(await repo.remove(cloudId, id))) throw new AppError('NOT_FOUND', MESSAGES.templateNotFound);
      return messageAnswer(MESSAGES.templateDeleted);
    },
  };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
