import { MESSAGES, formatMessage, messageAnswer } from '@mamt/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { didSharing } from '../../db/schema.js';
import type { NetsapiensGateway } from '../../integrations/netsapiens/netsapiens-gateway.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { requireDomainUsers } from '../../platform/platform-users.js';
import { raiseDomainVersion } from '../../app-settings/domain-settings.repository.js';

type Where = { cloudId: string; domain: string };
type Sharing = { primaryUser: string; secondaryUser: string; did: string };
const columns = {
  id: didSharing.id,
  primary_user: didSharing.primaryUser,
  secondary_user: didSharing.secondaryUser,
  did: didSharing.did,
  domain: didSharing.domain,
};
const ofDomain = ({ cloudId, domain }: Where) => and(eq(didSharing.cloudId, cloudId), eq(didSharing.domain, domain));
const digits = (number: string) => number.replace(/[^0-9]/g, '');

/** SMS DID sharing: a primary user's SMS number made usable by another user of the domain. */
export function createDidSharingService(db: Db, gateway: NetsapiensGateway) {
  /** The SMS numbers routed to the user, or to every user of the domain (`*`). */
  async function didsOf(where: Where, user: string) {
    const rows = await gateway.smsNumbers(where.cloudId, where.domain);
    return rows.filter((row) => row.dest === user || row.dest === '*').map((row) => ({ did: digits(row.number ?? ''), dest: row.dest ?? '' }));
  }

  return {
    didsOf,
    details: (where: Where, primaryUser: string) =>
      db.select(columns).from(didSharing).where(and(ofDomain(where), eq(didSharing.primaryUser, primaryUser))).orderBy(asc(didSharing.did), asc(didSharing.secondaryUser)),

    async share(where: Where, { primaryUser, secondaryUser, did }: Sharing) {
      const alreadyShared = () => new AppError('CONFLICT', formatMessage(MESSAGES.didAlreadyShared, { x: secondaryUser, y: did }));
      // The primary user has the DID already: sharing it with itself is the duplicate case.
      if (primaryUser === secondaryUser) throw alreadyShared();
      if (!(await didsOf(where, primaryUser)).some((row) => row.did === did)) {
        throw fieldError('did', formatMessage(MESSAGES.didNotOfUser, { did, user: primaryUser }));
      }
      await requireDomainUsers(gateway, where.cloudId, where.domain, { primary_user: primaryUser, secondary_user: secondaryUser });
      try {
        const [sharing] = await db.transaction(async (tx) => {
          const rows = await tx.insert(didSharing).values({ ...where, primaryUser, secondaryUser, did }).returning(columns);
          await raiseDomainVersion(tx, where);
          return rows;
        });
        if (!sharing) throw new Error('an insert returned no row');
        return { ...messageAnswer(MESSAGES.didShared), sharing };
      } catch (error) {
        if (isUniqueViolation(error, 'did_sharing_entry_idx')) throw alreadyShared();
        throw error;
      }
    },

    async remove(where: Where, { primaryUser, secondaryUser, did }: Sharing) {
      const removed = await db.transaction(async (tx) => {
        const rows = await tx
          .delete(didSharing)
          .where(and(ofDomain(where), eq(didSharing.primaryUser, primaryUser), eq(didSharing.secondaryUser, secondaryUser), eq(didSharing.did, did)))
          .returning({ id: didSharing.id });
        if (rows.length > 0) await raiseDomainVersion(tx, where);
        return rows;
      });
      if (removed.length === 0) throw new AppError('NOT_FOUND', MESSAGES.didSharingNotFound);
      return messageAnswer(MESSAGES.didSharingRemoved);
    },
  };
}

export type DidSharingService = ReturnType<typeof createDidSharingService>;
