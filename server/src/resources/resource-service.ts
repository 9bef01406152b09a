import { MESSAGES, formatMessage, messageAnswer, type MessageAnswer, type AnyResource } from '@mamt/contract';
import { AppError, fieldError } from '../lib/app-error.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import type { SecretBox } from '../lib/secret-box.js';
import type { TenantScope } from '../lib/tenant-scope.js';
import { sealedColumns } from './sealed-secrets.js';
import type { TableStore } from './table-store.js';
import { formColumns, toWire, type StoredRow } from './wire-mapping.js';

/** Who saves, for what tenant: what the rpc layer resolved before the handler ran. */
export type SaveTarget = { cloudId?: string; userId: number; stored?: StoredRow };

/**
 * A resource's special rules, each at the one point where it applies; everything else is the kit's.
 */
export type ResourceHooks<Form> = {
  /** Checks a save beyond its form's own (throwing a field error), before anything is written. */
  beforeSave?: (form: Form, target: SaveTarget) => Promise<void>;
  /** The columns to store, from those the field map gave: add what the form does not carry, or clean a value. */
  columns?: (columns: Record<string, unknown>, form: Form, target: SaveTarget) => Record<string, unknown> | Promise<Record<string, unknown>>;
};

export type ResourceServiceDeps<Form> = { store: TableStore; secrets?: SecretBox; hooks?: ResourceHooks<Form> };

/**
 * List, detail, save and delete of a declared resource: its field map, sealed secrets, unique
 * indexes and messages, with the resource's hooks where it has special rules.
 */
export function createResourceService<Form extends { id?: number }>(resource: AnyResource, { store, secrets, hooks = {} }: ResourceServiceDeps<Form>) {
  const notFound = () => new AppError('NOT_FOUND', MESSAGES[resource.messages.notFound]);
  const wire = (stored: StoredRow) => toWire(resource.fields, stored);

  function uniqueClash(error: unknown): AppError | undefined {
    for (const [index, { field, message }] of Object.entries(resource.unique ?? {})) {
      if (isUniqueViolation(error, index)) return fieldError(field, MESSAGES[message]);
    }
    return undefined;
  }

  async function write(form: Form, target: SaveTarget): Promise<number> {
    const values = form as Record<string, unknown>;
    const fromForm = formColumns(resource.fields, values);
    const owned = target.cloudId === undefined ? fromForm : { ...fromForm, cloudId: target.cloudId };
    const columns = (await hooks.columns?.(owned, form, target)) ?? owned;
    if (resource.secrets && !secrets) throw new Error(`${resource.name} has secrets but no secret box`);
    const sealed = secrets ? sealedColumns(resource, secrets, values, target.stored) : {};
    if (form.id === undefined) return store.insert({ ...columns, ...sealed });
    if (!(await store.update(form.id, { ...columns, ...sealed }))) throw notFound();
    return form.id;
  }

  return {
    list: async (tenant: TenantScope) => (await store.list(tenant)).map(wire),

    async detail(id: number) {
      const stored = await store.find(id);
      if (!stored) throw notFound();
      return wire(stored);
    },

    async save(form: Form, target: Omit<SaveTarget, 'stored'>): Promise<MessageAnswer & { id: number }> {
      const stored = form.id === undefined ? undefined : await store.find(form.id);
      if (form.id !== undefined && !stored) throw notFound();
      if (target.cloudId !== undefined && !(await store.tenantExists(target.cloudId))) {
        throw fieldError('cloud_id', formatMessage(MESSAGES.unknownCloudId, { cloudId: target.cloudId }));
      }
      const withStored = { ...target, stored };
      await hooks.beforeSave?.(form, withStored);
      try {
        const id = await write(form, withStored);
        return { ...messageAnswer(MESSAGES[form.id === undefined ? resource.messages.created : resource.messages.updated]), id };
      } catch (error) {
        throw uniqueClash(error) ?? error;
      }
    },

    async remove(id: number): Promise<MessageAnswer> {
      if (!(await store.delete(id))) throw notFound();
      return messageAnswer(MESSAGES[resource.messages.deleted]);
    },

    ownerOf: store.ownerOf,
  };
}

export type ResourceService = ReturnType<typeof createResourceService>;
