import { MAX_SHARED_VOICEMAILS, MESSAGES, messageAnswer } from '@mamt/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { sharedVoicemails } from '../../db/schema.js';
import type { NetsapiensGateway } from '../../integrations/netsapiens/netsapiens-gateway.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { requireDomainUsers } from '../../platform/platform-users.js';
import { raiseDomainVersion } from '../../app-settings/domain-settings.repository.js';

type Where = { cloudId: string; domain: string };
type Entry = { forUser: string; vmUser: string };
const ofUser = ({ cloudId, domain }: Where, forUser: string) =>
  and(eq(sharedVoicemails.cloudId, cloudId), eq(sharedVoicemails.domain, domain), eq(sharedVoicemails.forUser, forUser));

/** Shared voicemail with every rule of document 2 §5 enforced here, whatever the screen checked. */
export function createSharedVoicemailService(db: Db, gateway: NetsapiensGateway) {
  return {
    list: (where: Where, forUser: string) =>
      db.select({ vm_user: sharedVoicemails.vmUser }).from(sharedVoicemails).where(ofUser(where, forUser)).orderBy(asc(sharedVoicemails.vmUser)),

    async add(where: Where, { forUser, vmUser }: Entry) {
      if (forUser === vmUser) throw fieldError('vm_user', MESSAGES.sharedVoicemailSelf);
      await requireDomainUsers(gateway, where.cloudId, where.domain, { for_user: forUser, vm_user: vmUser });
      await db.transaction(async (tx) => {
        // One writer per user at a time, so two concurrent adds cannot both pass the limit.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`shared-vm:${where.domain}:${forUser}`}))`);
        const existing = await tx.select({ vmUser: sharedVoicemails.vmUser }).from(sharedVoicemails).where(ofUser(where, forUser));
        if (existing.some((row) => row.vmUser === vmUser)) throw fieldError('vm_user', MESSAGES.subscriberAlreadyAdded);
        if (existing.length >= MAX_SHARED_VOICEMAILS) throw fieldError('vm_user', MESSAGES.sharedVoicemailMax);
        await tx.insert(sharedVoicemails).values({ ...where, forUser, vmUser });
        await raiseDomainVersion(tx, where);
      });
      return messageAnswer(MESSAGES.savedSuccessfully);
    },

    async remove(where: Where, { forUser, vmUser }: Entry) {
      const removed = await db.transaction(async (tx) => {
        const rows = await tx.delete(sharedVoicemails).where(and(ofUser(where, forUser), eq(sharedVoicemails.vmUser, vmUser))).returning({ id: sharedVoicemails.id });
        if (rows.length > 0) await raiseDomainVersion(tx, where);
        return rows;
      });
      if (removed.length === 0) throw new AppError('NOT_FOUND', MESSAGES.sharedVoicemailNotFound);
      return messageAnswer(MESSAGES.recordDeleted);
    },

  };
}

export type SharedVoicemailService = ReturnType<typeof createSharedVoicemailService>;
