import { z } from 'zod';
import type { Access } from '../access.js';
import { ZActingUser, ZId, ZMessage, ZMessageFields, ZTenantFields } from '../common/fields.js';
import { defineCall, type CallDefinition, type PlainMessageId } from '../define-call.js';
import type { Message } from '../messages/messages.js';
import { scope, type RecordOwner, type Scope } from '../scope.js';
import { pagedListInput, pagedListOutput, type PagedList, type PagedListInput, type PagedListOutput } from './paged-list.js';
import type { AddressComparison, SecretField, UniqueRule, WireFields } from './wire-fields.js';

export type ResourceVerb = 'list' | 'detail' | 'save' | 'delete';

/** The legacy call names of a resource, spelled as the documents spell them. */
export type ResourceCallNames = { list: string; detail?: string; save: string; delete: string };

/**
 * Whose records these are, which decides every call's scope:
 * - `provider`: the provider's own records (the super tenant's screens);
 * - `tenant`: each row belongs to a tenant by its `cloudId` column; a tenant user reaches its own
 *   tenant's rows only, the super tenant every tenant's (the list without a cloud_id: all of them);
 * - `shared`: one list every signed-in user reads; only the provider writes it.
 */
export type ResourceTenancy = { kind: 'provider' } | { kind: 'tenant'; owner: RecordOwner } | { kind: 'shared' };

export type ResourceDeclaration<N extends ResourceCallNames, R extends z.ZodType, F extends z.ZodType, P extends PagedList | undefined = undefined> = {
  /** The audit target's prefix (`static-account:12`), also the web's query key. */
  name: string;
  calls: N;
  /** One record as answered (the list answers an array of them, unless it is paged). */
  record: R;
  /** A list the server pages, searches and sorts, instead of one answering every row. */
  paged?: P;
  /** The save call's input: the form, with `id` when editing. */
  form: F;
  tenancy: ResourceTenancy;
  /**
   * A verb's scope where it is not the one the tenancy gives: a save that also names a domain the
   * tenant must own (client profiles), checked by the rpc layer like every other scope.
   */
  scopes?: Partial<Record<ResourceVerb, Scope | readonly Scope[]>>;
  /** Who may use each verb; the list's rule also decides who sees the area. */
  access: Record<'list' | 'save' | 'delete', Access> & { detail?: Access };
  /** Where the spec gives its own words for a refused write (only Engineering Support may edit). */
  deniedMessage?: { save?: PlainMessageId; delete?: PlainMessageId };
  /** Each call's line in the API docs. */
  summaries: Partial<Record<ResourceVerb, string>>;
  messages: { notFound: PlainMessageId; created: PlainMessageId; updated: PlainMessageId; deleted: PlainMessageId };
  /** The record's wire fields and the columns they come from. */
  fields: WireFields;
  secrets?: Record<string, SecretField>;
  /** How the `sentTo` fields of the secrets are compared, and what an empty secret is then told. */
  secretAddress?: { compare: AddressComparison; message: Message };
  /** Unique indexes of the table by name: the field and message a clash is reported on. */
  unique?: Record<string, UniqueRule>;
  /**
   * The name a record goes by in System Logs' audit entries (the client profile of `1001@acme.demo`),
   * from its wire form; without it, its username, name, title, cloud id or domain, else `#id`.
   */
  auditName?: (record: Record<string, unknown>) => string | undefined;
};

const ZRecordId = z.object({ ...ZActingUser, id: ZId });
const ZTenantListInput = z.object(ZTenantFields);
const ZListInput = z.object({ ...ZActingUser });
const ZSaved = z.object({ ...ZMessageFields, id: z.number() });

type ListInput = typeof ZTenantListInput | typeof ZListInput;
type One<K extends string, I extends z.ZodType, O extends z.ZodType> = { [P in K]: CallDefinition<P, I, O> };
type DetailCall<N extends ResourceCallNames, R extends z.ZodType> = N['detail'] extends string ? One<N['detail'], typeof ZRecordId, R> : unknown;
type ListCall<N extends ResourceCallNames, R extends z.ZodType, P extends PagedList | undefined> =
  P extends PagedList<infer K, infer Row, infer S> ? One<N['list'], PagedListInput<S>, PagedListOutput<K, Row>> : One<N['list'], ListInput, z.ZodArray<R>>;

export type ResourceCalls<N extends ResourceCallNames, R extends z.ZodType, F extends z.ZodType, P extends PagedList | undefined = undefined> = ListCall<N, R, P> &
  DetailCall<N, R> &
  One<N['save'], F, typeof ZSaved> &
  One<N['delete'], typeof ZRecordId, typeof ZMessage>;

export type Resource<
  N extends ResourceCallNames = ResourceCallNames,
  R extends z.ZodType = z.ZodType,
  F extends z.ZodType = z.ZodType,
  P extends PagedList | undefined = undefined,
> = ResourceDeclaration<N, R, F, P> & {
  /** The four contract calls the declaration gives (three without a detail call). */
  contractCalls: ResourceCalls<N, R, F, P>;
};

/** Any declared resource, as the server's and the web's generic code take it. */
export type AnyResource = ResourceDeclaration<ResourceCallNames, z.ZodType, z.ZodType, PagedList | undefined> & { contractCalls: object };

/** Each verb's scope, from the resource's tenancy. */
function scopesFor(tenancy: ResourceTenancy): Record<ResourceVerb, Scope | readonly Scope[]> {
  switch (tenancy.kind) {
    case 'provider':
      return { list: scope.provider, detail: scope.provider, save: scope.provider, delete: scope.provider };
    case 'shared':
      return { list: scope.none, detail: scope.none, save: scope.provider, delete: scope.provider };
    case 'tenant':
      return {
        list: scope.cloud('cloud_id', { allTenants: true }),
        detail: scope.record('id', tenancy.owner),
        save: [scope.cloud('cloud_id'), scope.record('id', tenancy.owner, { optional: true })],
        delete: scope.record('id', tenancy.owner),
      };
  }
}

/**
 * A CRUD resource declared once (STYLE.md habit 13): its list, detail, save and delete calls come
 * from this declaration, and the server's generic handlers, the web's hooks and the authorization
 * table read the same object.
 */
export function defineResource<const N extends ResourceCallNames, R extends z.ZodType, F extends z.ZodType, const P extends PagedList | undefined = undefined>(
  declaration: ResourceDeclaration<N, R, F, P>,
): Resource<N, R, F, P> {
  const { calls: names, access, summaries, tenancy, paged } = declaration;
  const scopes = { ...scopesFor(tenancy), ...declaration.scopes };
  // The super tenant's lists name the tenant to show (none: every tenant's rows).
  const listInput: z.ZodType = paged ? pagedListInput(paged) : tenancy.kind === 'shared' ? ZListInput : ZTenantListInput;
  const listOutput: z.ZodType = paged ? pagedListOutput(paged) : z.array(declaration.record);
  // In the order the API docs list them: list, detail, save, delete.
  const contractCalls: Record<string, CallDefinition> = {
    [names.list]: defineCall({ name: names.list, summary: summaries.list ?? `Every ${declaration.name}.`, access: access.list, scope: scopes.list, effect: 'read', input: listInput, output: listOutput }),
  };
  if (names.detail !== undefined) {
    contractCalls[names.detail] = defineCall({
      name: names.detail,
      summary: summaries.detail ?? `One ${declaration.name}.`,
      access: access.detail ?? access.list,
      scope: scopes.detail,
      effect: 'read',
      input: ZRecordId,
      output: declaration.record,
    });
  }
  contractCalls[names.save] = defineCall({
    name: names.save,
    summary: summaries.save ?? `Create or update a ${declaration.name}.`,
    access: access.save,
    deniedMessage: declaration.deniedMessage?.save,
    scope: scopes.save,
    effect: 'write',
    input: declaration.form,
    output: ZSaved,
  });
  contractCalls[names.delete] = defineCall({
    name: names.delete,
    summary: summaries.delete ?? `Delete a ${declaration.name}.`,
    access: access.delete,
    deniedMessage: declaration.deniedMessage?.delete,
    scope: scopes.delete,
    effect: 'write',
    input: ZRecordId,
    output: ZMessage,
  });
  return { ...declaration, contractCalls: contractCalls as ResourceCalls<N, R, F, P> };
}
