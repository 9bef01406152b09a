import { MESSAGES, clientProfileResource, formatMessage, profileLevelOf, type ClientProfileForm } from '@mamt/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { clientProfiles } from '../../db/schema.js';
import type { NetsapiensGateway } from '../../integrations/netsapiens/netsapiens-gateway.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { oneTenant } from '../../lib/tenant-scope.js';
import type { Session } from '../../rpc/call-context.js';
import { domainNotOwned } from '../../lib/tenant-scope.js';
import { createResourceService } from '../../resources/resource-service.js';
import { createTableStore } from '../../resources/table-store.js';
import type { StoredRow } from '../../resources/wire-mapping.js';
import { requireDomainUsers } from '../../platform/platform-users.js';
import { createClientProfilesRepository, type LevelKey } from './client-profiles.repository.js';

/** The field a level's uniqueness refusal is shown under, and its message. */
function levelTaken(domain: string, extension: string): AppError {
  if (extension !== '') return fieldError('extension', formatMessage(MESSAGES.extensionProfileTaken, { extension, domain }));
  if (domain !== '') return fieldError('domain', formatMessage(MESSAGES.domainProfileTaken, { domain }));
  return fieldError('subscriber_id', MESSAGES.primaryProfileTaken);
}

const levelOf = ({ row }: StoredRow): LevelKey => ({ cloudId: String(row.cloudId), domain: String(row.domain) });

/**
 * Client profiles (document 3 §2-§6, document 4 §1) on the resource kit. Admins of every tenant keep
 * the profiles of their domains and extensions; a tenant's primary profile is the provider's (the
 * super tenant's) to create, change and remove, also when a change would turn a profile into one or
 * out of one. Every change raises the configuration version of the level it reaches.
 */
export function createClientProfilesService(db: Db, gateway: NetsapiensGateway) {
  const repo = createClientProfilesRepository(db);

  /**
   * The tenant the form names, by cloud id or subscriber id (older clients), and only one the caller
   * may act for. Another tenant's subscriber id is answered as an unknown one, so that a tenant admin
   * cannot tell which ids exist.
   */
  async function tenantOfForm(form: ClientProfileForm, session: Session): Promise<string> {
    const found = form.subscriber_id === undefined ? undefined : await repo.tenantById(form.subscriber_id);
    const byId = found && (session.isSuperTenant || found.cloudId === session.cloudId) ? found : undefined;
    if (form.subscriber_id !== undefined && !byId) throw fieldError('subscriber_id', MESSAGES.unknownSubscriber);
    const named = form.cloud_id ? form.cloud_id : undefined;
    if (named !== undefined && byId && byId.cloudId !== named) throw fieldError('subscriber_id', MESSAGES.subscriberMismatch);
    const cloudId = named ?? byId?.cloudId;
    if (cloudId === undefined) throw fieldError('subscriber_id', MESSAGES.mandatoryFields);
    if (!session.isSuperTenant && cloudId !== session.cloudId) throw new AppError('FORBIDDEN', MESSAGES.otherTenant);
    if (!byId && !(await repo.tenantByCloudId(cloudId))) throw fieldError('cloud_id', MESSAGES.unknownSubscriber);
    return cloudId;
  }

  /** The domain must be the tenant's and the extension a user of it; read before any write (a platform failure writes nothing). */
  async function checkPlatform(cloudId: string, domain: string, extension: string) {
    if (domain === '') return;
    if (!(await gateway.domainNames(cloudId)).includes(domain)) throw domainNotOwned(domain);
    if (extension !== '') await requireDomainUsers(gateway, cloudId, domain, { extension });
  }

  const service = createResourceService(clientProfileResource, {
    store: createTableStore(db, clientProfiles, { tenant: 'cloudId', listFilter: eq(clientProfiles.domain, '') }),
    hooks: {
      tenantOf: tenantOfForm,
      async beforeSave(form, { stored, cloudId, session }) {
        const touchesPrimary = form.domain === '' || (stored !== undefined && stored.row.domain === '');
        if (touchesPrimary && !session.isSuperTenant) throw new AppError('FORBIDDEN', MESSAGES.engineeringSupportEdit);
        await checkPlatform(cloudId ?? '', form.domain, form.extension);
      },
      columns: (columns, _form, { session }) => ({ ...columns, userId: session.userId }),
      // The old and the new level (when the profile moved) both get a new version.
      afterSave: (_id, form, { stored, cloudId }, tx) => repo.raiseVersions(tx, [...(stored ? [levelOf(stored)] : []), { cloudId: cloudId ?? '', domain: form.domain }]),
      // Two saves of the same level at once: the unique index decides, with the level's own words.
      uniqueClash: (_index, form) => levelTaken(form.domain, form.extension),
      async beforeDelete({ row }, session) {
        if (row.domain === '' && !session.isSuperTenant) throw new AppError('FORBIDDEN', MESSAGES.engineeringSupportDelete);
      },
      alsoDelete: (stored, tx) => repo.raiseVersions(tx, [levelOf(stored)]),
      answer: (record, { row }) => ({ ...record, level: profileLevelOf(String(row.domain), String(row.extension)) }),
    },
  });

  return {
    ...service,
    domainProfiles: (cloudId: string) => service.list(oneTenant(cloudId), and(ne(clientProfiles.domain, ''), eq(clientProfiles.extension, ''))),
    extensionProfiles: (cloudId: string, domain: string) => service.list(oneTenant(cloudId), and(eq(clientProfiles.domain, domain), ne(clientProfiles.extension, ''))),
  };
}

export type ClientProfilesService = ReturnType<typeof createClientProfilesService>;
