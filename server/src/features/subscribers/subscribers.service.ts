import {
  MESSAGES,
  messageAnswer,
  type CallOutput,
  type MessageAnswer,
  type CallParsedInput,
  type Calls,
} from '@mamt/contract';
import { AppError, fieldError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { SubscribersRepository } from './subscribers.repository.js';

type Row = NonNullable<Awaited<ReturnType<SubscribersRepository['findById']>>>;
type Form = CallParsedInput<Calls['createUpdateSubscriber']>;

const toWire = (row: Row): CallOutput<Calls['subscriberDetail']> => ({
  id: row.id,
  accountcode: row.accountcode,
  cloud_id: row.cloudId,
  company: row.company,
  email: row.email,
  phone_number: row.phoneNumber,
  fetching_method: row.fetchingMethod,
  active: row.active,
  allow_all_users: row.allowAllUsers,
});

const columnsOf = (form: Form) => ({
  accountcode: form.accountcode,
  cloudId: form.cloud_id,
  company: form.company,
  email: form.email,
  phoneNumber: form.phone_number,
  fetchingMethod: form.fetching_method,
  active: form.active,
  allowAllUsers: form.allow_all_users,
});

/** Subscribers (tenants) are the super tenant's to manage; the access rule keeps everyone else out. */
export function createSubscribersService({ repo, superTenant }: { repo: SubscribersRepository; superTenant: string }) {
  async function find(id: number): Promise<Row> {
    const row = await repo.findById(id);
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.subscriberNotFound);
    return row;
  }

  async function checkCloudIdFree(cloudId: string) {
    if (await repo.findByCloudId(cloudId)) throw fieldError('cloud_id', MESSAGES.cloudIdTaken);
  }

  return {
    list: async () => (await repo.list()).map(toWire),
    detail: async (id: number) => toWire(await find(id)),

    async save(form: Form): Promise<MessageAnswer & { id: number }> {
      try {
        if (form.id === undefined) {
          await checkCloudIdFree(form.cloud_id);
          return { ...messageAnswer(MESSAGES.subscriberCreated), id: await repo.insert(columnsOf(form)) };
        }
        const existing = await find(form.id);
        if (existing.cloudId === superTenant && (form.cloud_id !== superTenant || !form.active)) {
          throw fieldError(form.active ? 'cloud_id' : 'active', MESSAGES.superTenantLocked);
        }
        // The cloud id is the tenant's identity in every QR code and installed app: a new one, even
        // in another case, would leave them pointing at an unknown tenant. Compared as stored.
        if (form.cloud_id !== existing.cloudId) throw fieldError('cloud_id', MESSAGES.cloudIdFixed);
        await repo.update(form.id, columnsOf(form));
        return { ...messageAnswer(MESSAGES.subscriberUpdated), id: form.id };
      } catch (error) {
        if (isUniqueViolation(error, 'subscribers_cloud_id_unique')) throw fieldError('cloud_id', MESSAGES.cloudIdTaken);
        throw error;
      }
    },

    async remove(id: number): Promise<MessageAnswer> {
      const row = await find(id);
      if (row.cloudId === superTenant) throw new AppError('FORBIDDEN', MESSAGES.superTenantLocked);
      const { users, connections } = await repo.dependents(id, row.cloudId);
      if (users > 0 || connections > 0) throw new AppError('CONFLICT', MESSAGES.subscriberInUse);
      await repo.delete(id);
      return messageAnswer(MESSAGES.recordDeleted);
    },

    async pickList() {
      return (await repo.list()).map((row) => ({ id: row.id, cloud_id: row.cloudId, company: row.company, superuser: row.cloudId === superTenant }));
    },
  };
}

export type SubscribersService = ReturnType<typeof createSubscribersService>;
