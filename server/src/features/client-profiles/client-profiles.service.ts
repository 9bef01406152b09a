import { MESSAGES, formatMessage, messageAnswer, profileLevelOf, type ClientProfile, type ClientProfileForm, type MessageAnswer } from '@mamt/contract';
import type { NetsapiensGateway } from '../../integrations/netsapiens/netsapiens-gateway.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { TenantScope } from '../../lib/tenant-scope.js';
import type { Session } from '../../rpc/call-context.js';
import { domainNotOwned } from '../../lib/tenant-scope.js';
import { requireDomainUsers } from '../app-management/platform-users.js';
import type { ClientProfilesRepository, ProfileRow, ProfileValues } from './client-profiles.repository.js';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

const toWire = (row: ProfileRow): ClientProfile => ({
  id: row.id,
  profilename: row.profileName,
  cloud_id: row.cloudId,
  subscriber_id: row.subscriberId,
  company: row.company,
  level: profileLevelOf(row.domain, row.extension),
  domain: row.domain,
  extension: row.extension,
  transport: row.transport,
  outboundproxyenabled: flag(row.outboundProxyEnabled),
  outboundproxyhost: row.outboundProxyHost,
  port: row.port,
  pushblockreg: flag(row.pushBlockReg),
  expires: row.expires,
  ringingtone: row.ringingTone,
  dtmforder: row.dtmfOrder,
  extra_elements: row.extraElements,
});

/** The field a level's uniqueness refusal is shown under, and its message. */
function levelTaken(domain: string, extension: string): AppError {
  if (extension !== '') return fieldError('extension', formatMessage(MESSAGES.extensionProfileTaken, { extension, domain }));
  if (domain !== '') return fieldError('domain', formatMessage(MESSAGES.domainProfileTaken, { domain }));
  return fieldError('subscriber_id', MESSAGES.primaryProfileTaken);
}

/**
 * Client profiles (document 3 §2-§6, document 4 §1). Admins of every tenant keep the profiles of
 * their domains and extensions; a tenant's primary profile is the provider's (the super tenant's)
 * to create, change and remove, also when a change would turn a profile into one or out of one.
 */
export function createClientProfilesService(repo: ClientProfilesRepository, gateway: NetsapiensGateway) {
  async function find(id: number): Promise<ProfileRow> {
    const row = await repo.findById(id);
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.clientProfileNotFound);
    return row;
  }

  /**
   * The tenant the form names, by cloud id or subscriber id (older clients), and only one the caller
   * may act for. Another tenant's subscriber id is answered as an unknown one, so that a tenant admin
   * cannot tell which ids exist.
   */
  async function tenantOfForm(session: Session, form: ClientProfileForm): Promise<string> {
    const found = form.subscriber_id === undefined ? undefined : await repo.subscriberById(form.subscriber_id);
    const byId = found && (session.isSuperTenant || found.cloudId === session.cloudId) ? found : undefined;
    if (form.subscriber_id !== undefined && !byId) throw fieldError('subscriber_id', MESSAGES.unknownSubscriber);
    const named = form.cloud_id ? form.cloud_id : undefined;
    if (named !== undefined && byId && byId.cloudId !== named) throw fieldError('subscriber_id', MESSAGES.subscriberMismatch);
    const cloudId = named ?? byId?.cloudId;
    if (cloudId === undefined) throw fieldError('subscriber_id', MESSAGES.mandatoryFields);
    if (!session.isSuperTenant && cloudId !== session.cloudId) throw new AppError('FORBIDDEN', MESSAGES.otherTenant);
    if (!byId && !(await repo.subscriberByCloudId(cloudId))) throw fieldError('cloud_id', MESSAGES.unknownSubscriber);
    return cloudId;
  }

  /** The domain must be the tenant's and the extension a user of it; read before any write (a platform failure writes nothing). */
  async function checkPlatform(cloudId: string, domain: string, extension: string) {
    if (domain === '') return;
    if (!(await gateway.domainNames(cloudId)).includes(domain)) throw domainNotOwned(domain);
    if (extension !== '') await requireDomainUsers(gateway, cloudId, domain, { extension });
  }

  const valuesOf = (form: ClientProfileForm, cloudId: string, userId: number): ProfileValues => ({
    cloudId,
    domain: form.domain,
    extension: form.extension,
    profileName: form.profilename,
    transport: form.transport,
    outboundProxyEnabled: form.outboundproxyenabled,
    outboundProxyHost: form.outboundproxyhost,
    port: form.port,
    pushBlockReg: form.pushblockreg,
    expires: form.expires,
    ringingTone: form.ringingtone,
    dtmfOrder: form.dtmforder,
    extraElements: form.extra_elements,
    userId,
  });

  return {
    primaries: async (tenant: TenantScope) => (await repo.primaries(tenant)).map(toWire),
    domainProfiles: async (cloudId: string) => (await repo.domainProfiles(cloudId)).map(toWire),
    extensionProfiles: async (cloudId: string, domain: string) => (await repo.extensionProfiles(cloudId, domain)).map(toWire),
    detail: async (id: number) => toWire(await find(id)),

    async save(session: Session, form: ClientProfileForm): Promise<MessageAnswer & { id: number }> {
      const before = form.id === undefined ? undefined : await find(form.id);
      const cloudId = await tenantOfForm(session, form);
      const touchesPrimary = form.domain === '' || (before !== undefined && before.domain === '');
      if (touchesPrimary && !session.isSuperTenant) throw new AppError('FORBIDDEN', MESSAGES.engineeringSupportEdit);
      await checkPlatform(cloudId, form.domain, form.extension);
      const holder = await repo.findAtLevel(cloudId, form.domain, form.extension);
      if (holder && holder.id !== form.id) throw levelTaken(form.domain, form.extension);
      const values = valuesOf(form, cloudId, session.userId);
      try {
        if (!before) return { ...messageAnswer(MESSAGES.clientProfileCreated), id: await repo.insert(values) };
        const id = await repo.update(before.id, values, { cloudId: before.cloudId, domain: before.domain });
        if (id === undefined) throw new AppError('NOT_FOUND', MESSAGES.clientProfileNotFound);
        return { ...messageAnswer(MESSAGES.clientProfileUpdated), id };
      } catch (error) {
        // Two saves of the same level at once: the unique index decides, with the same message.
        if (isUniqueViolation(error, 'client_profiles_level_idx')) throw levelTaken(form.domain, form.extension);
        throw error;
      }
    },

    async remove(session: Session, id: number): Promise<MessageAnswer> {
      const row = await find(id);
      if (row.domain === '' && !session.isSuperTenant) throw new AppError('FORBIDDEN', MESSAGES.engineeringSupportDelete);
      if (!(await repo.remove(id))) throw new AppError('NOT_FOUND', MESSAGES.clientProfileNotFound);
      return messageAnswer(MESSAGES.recordDeleted);
    },
  };
}

export type ClientProfilesService = ReturnType<typeof createClientProfilesService>;
