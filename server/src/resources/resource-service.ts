import { MESSAGES, formatMessage, messageAnswer, type MessageAnswer, type AnyResource, type AuditChange } from '@mamt/contract';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError, fieldError } from '../lib/app-error.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import type { SecretBox } from '../lib/secret-box.js';
import type { TenantScope } from '../lib/tenant-scope.js';
import type { Session } from '../rpc/call-context.js';
import type { ResourceHooks, SaveTarget } from './resource-hooks.js';
import { recordChanges, recordName } from './record-changes.js';
import { secretColumns } from './sealed-secrets.js';
import type { PageQuery } from './table-page.js';
import type { Executor, TableStore } from './table-store.js';
import { formColumns, toWire, type StoredRow } from './wire-mapping.js';

export type { ResourceHooks, SaveTarget } from './resource-hooks.js';

/** The save call's parsed input: the form, with `id` when editing. */
export type FormOf<R extends AnyResource> = z.output<R['form']> & { id?: number };

/** What a write tells its audit entry: the record's name, and for a save the fields it changed. */
export type RecordAudit = (words: { name: string; changes?: AuditChange[] }) => void;

export type ResourceServiceDeps<Form> = { store: TableStore; secrets?: SecretBox; hooks?: ResourceHooks<Form> };

/**
 * List, detail, save and delete of a declared resource: its field map, secrets, unique indexes and
 * messages, with the resource's hooks where it has special rules.
 */
export function createResourceService<R extends AnyResource>(resource: R, { store, secrets, hooks = {} }: ResourceServiceDeps<FormOf<R>>) {
  type Form = FormOf<R>;
  // The answer is checked against the record's schema on its way out (register-calls.ts).
  type Answer = z.output<R['record']>;
  const notFound = () => new AppError('NOT_FOUND', MESSAGES[resource.messages.notFound]);
  const wire = (stored: StoredRow): Answer => {
    const record = toWire(resource.fields, stored);
    return (hooks.answer ? hooks.answer(record, stored) : record) as Answer;
  };

  async function found(id: number): Promise<StoredRow> {
    const stored = await store.find(id);
    if (!stored) throw notFound();
    return stored;
  }

  function uniqueClash(error: unknown, form: Form): AppError | undefined {
    for (const [index, { field, message }] of Object.entries(resource.unique ?? {})) {
      if (isUniqueViolation(error, index)) return hooks.uniqueClash?.(index, form) ?? fieldError(field, message);
    }
    return undefined;
  }

  /** The row's columns, from the form, the hooks and the secrets; written before anything else is. */
  async function columnsOf(form: Form, target: SaveTarget): Promise<Record<string, unknown>> {
    const values = form as Record<string, unknown>;
    const fromForm = formColumns(resource.fields, values);
    const owned = target.cloudId === undefined ? fromForm : { ...fromForm, cloudId: target.cloudId };
    const columns = (await hooks.columns?.(owned, form, target)) ?? owned;
    return { ...columns, ...(await secretColumns(resource, secrets, values, target.stored)) };
  }

  async function write(form: Form, columns: Record<string, unknown>, executor?: Executor): Promise<number> {
    if (form.id === undefined) return store.insert(columns, executor);
    if (!(await store.update(form.id, columns, executor))) throw notFound();
    return form.id;
  }

  return {
    /** The resource's list; `where` selects other rows of the tenant for an area's own lists. */
    list: async (tenant: TenantScope, where?: SQL) => (await store.list(tenant, where)).map(wire),

    /** One page of a paged list, as its call answers it: the rows under the declared key, and the total. */
    async page(tenant: TenantScope, query: PageQuery) {
      const { rows, total } = await store.page(tenant, query);
      return { [resource.paged?.key ?? 'rows']: rows.map(wire), total };
    },

    detail: async (id: number) => wire(await found(id)),

    async save(form: Form, scoped: Omit<SaveTarget, 'stored'>, audit?: RecordAudit): Promise<MessageAnswer & { id: number }> {
      const stored = form.id === undefined ? undefined : await found(form.id);
      const cloudId = hooks.tenantOf ? await hooks.tenantOf(form, scoped.session) : scoped.cloudId;
      if (cloudId !== undefined && !(await store.tenantExists(cloudId))) {
        throw fieldError('cloud_id', formatMessage(MESSAGES.unknownCloudId, { cloudId }));
      }
      const target: SaveTarget = { ...scoped, cloudId, stored };
      await hooks.beforeSave?.(form, target);
      try {
        const columns = await columnsOf(form, target);
        const { afterSave } = hooks;
        const id = afterSave
          ? await store.transaction(async (tx) => {
              const saved = await write(form, columns, tx);
              await afterSave(saved, form, target, tx);
              return saved;
            })
          : await write(form, columns);
        if (audit) {
          // Read back as answered, so that the entry shows what is stored, not what was sent.
          const before = stored && toWire(resource.fields, stored);
          const after = toWire(resource.fields, await found(id));
          audit({ name: recordName(resource, after), changes: recordChanges(resource, before, after, form as Record<string, unknown>) });
        }
        return { ...messageAnswer(MESSAGES[form.id === undefined ? resource.messages.created : resource.messages.updated]), id };
      } catch (error) {
        throw uniqueClash(error, form) ?? error;
      }
    },

    async remove(id: number, session: Session, audit?: RecordAudit): Promise<MessageAnswer> {
      const { beforeDelete, alsoDelete } = hooks;
      const stored = beforeDelete || alsoDelete || audit ? await found(id) : undefined;
      if (stored && audit) audit({ name: recordName(resource, toWire(resource.fields, stored)) });
      if (stored) await beforeDelete?.(stored, session);
      const deleted =
        stored && alsoDelete
          ? await store.transaction(async (tx) => {
              await alsoDelete(stored, tx);
              // Gone meanwhile: what went with it is not taken either.
              if (!(await store.delete(id, tx))) throw notFound();
              return true;
            })
          : await store.delete(id);
      if (!deleted) throw notFound();
      return messageAnswer(MESSAGES[resource.messages.deleted]);
    },

    ownerOf: store.ownerOf,
  };
}

export type ResourceService = ReturnType<typeof createResourceService<AnyResource>>;
