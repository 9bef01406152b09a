import { MESSAGES, formatMessage, messageAnswer } from '@mamt/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { callingNumbers } from '../../db/schema.js';
import { didOf, type NetsapiensGateway } from '../../integrations/netsapiens/netsapiens-gateway.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { requireDomainUsers } from '../../platform/platform-users.js';
import { raiseDomainVersion } from '../../app-settings/domain-settings.repository.js';

const columns = { id: callingNumbers.id, phone_number: callingNumbers.phoneNumber, extension: callingNumbers.extension, domain: callingNumbers.domain };
type Where = { cloudId: string; domain: string };
const ofDomain = ({ cloudId, domain }: Where) => and(eq(callingNumbers.cloudId, cloudId), eq(callingNumbers.domain, domain));

/** Calling numbers (caller IDs): DIDs of a domain on the platform, each assigned to at most one user. */
export function createCallingNumbersService(db: Db, gateway: NetsapiensGateway) {
  const assigned = (where: Where, extension?: string) =>
    db
      .select(columns)
      .from(callingNumbers)
      .where(extension === undefined ? ofDomain(where) : and(ofDomain(where), eq(callingNumbers.extension, extension)))
      .orderBy(asc(callingNumbers.phoneNumber));

  return {
    assigned,
    async available(where: Where) {
      const [rules, taken] = await Promise.all([gateway.phoneNumbers(where.cloudId, where.domain), assigned(where)]);
      const holder = new Map(taken.map((row) => [row.phone_number, row.extension]));
      return rules
        .map((rule) => ({ phone_number: didOf(rule), to_user: rule.to_user ?? '', description: rule.plan_description ?? '' }))
        .filter((row) => row.phone_number !== '')
        .map((row) => ({ ...row, assigned_to: holder.get(row.phone_number) ?? null }));
    },
    async assign(where: Where, extension: string, phoneNumber: string) {
      // Both platform reads come first: a platform failure leaves nothing written.
      const dids = new Set((await gateway.phoneNumbers(where.cloudId, where.domain)).map(didOf));
      if (!dids.has(phoneNumber)) throw fieldError('phone_number', formatMessage(MESSAGES.didNotInDomain, { number: phoneNumber, domain: where.domain }));
      await requireDomainUsers(gateway, where.cloudId, where.domain, { extension });
      try {
        const [row] = await db.transaction(async (tx) => {
          const rows = await tx.insert(callingNumbers).values({ ...where, extension, phoneNumber }).returning(columns);
          await raiseDomainVersion(tx, where);
          return rows;
        });
        if (!row) throw new Error('an insert returned no row');
        return { ...messageAnswer(MESSAGES.callingNumberAssigned), calling_number: row };
      } catch (error) {
        if (!isUniqueViolation(error, 'calling_numbers_domain_number_idx')) throw error;
        const [holder] = await db.select(columns).from(callingNumbers).where(and(ofDomain(where), eq(callingNumbers.phoneNumber, phoneNumber)));
        // Assigning a number again to the user who has it changes nothing.
        if (holder?.extension === extension) return { ...messageAnswer(MESSAGES.callingNumberAssigned), calling_number: holder };
        throw new AppError('CONFLICT', formatMessage(MESSAGES.callingNumberTaken, { number: phoneNumber, extension: holder?.extension ?? '?' }));
      }
    },
    async remove(where: Where, phoneNumber: string) {
      const removed = await db.transaction(async (tx) => {
        const rows = await tx.delete(callingNumbers).where(and(ofDomain(where), eq(callingNumbers.phoneNumber, phoneNumber))).returning({ id: callingNumbers.id });
        if (rows.length > 0) await raiseDomainVersion(tx, where);
        return rows;
      });
      if (removed.length === 0) throw new AppError('NOT_FOUND', formatMessage(MESSAGES.callingNumberNotAssigned, { number: phoneNumber, domain: where.domain }));
      return messageAnswer(MESSAGES.recordDeleted);
    },
  };
}

export type CallingNumbersService = ReturnType<typeof createCallingNumbersService>;
