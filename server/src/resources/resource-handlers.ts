import type { AnyResource, AuditChange, CallName, SortOrder } from '@mamt/contract';
import { ALL_TENANTS, singleTenant } from '../lib/tenant-scope.js';
import type { CallContext, Handlers } from '../rpc/call-context.js';
import { recordOf, requireSession, tenantOf } from '../rpc/call-context.js';
import type { ResourceService } from './resource-service.js';

type AnyHandler = (input: never, ctx: CallContext) => Promise<unknown>;
/** A paged list's input, as its schema parsed it (defaults filled in); other lists' inputs are not read. */
type PagedInput = { search?: string; sort?: string; order: SortOrder; page: number; page_size: number };
type ResourceNames<R extends AnyResource> = Extract<keyof R['contractCalls'], CallName>;

/**
 * The handlers of a declared resource's calls. The rpc layer has checked the access rule and
 * resolved the scope: a tenant resource works on the resolved tenant and record; the provider's
 * and shared resources have no tenant. Each write names its record as the audit target.
 */
export function resourceHandlers<R extends AnyResource>(resource: R, service: ResourceService): Pick<Handlers, ResourceNames<R>> {
  const tenanted = resource.tenancy.kind === 'tenant';
  const target = (ctx: CallContext, id: number) => {
    ctx.audit.target = `${resource.name}:${id}`;
  };
  /** The record in words (the console user `zz123-user`) and what its save changed, for System Logs. */
  const subject = (ctx: CallContext) => ({ name, changes }: { name: string; changes?: AuditChange[] }) => {
    ctx.audit.subject = { kind: resource.name, name };
    if (changes) ctx.audit.changes = changes;
  };
  const recordId = (input: { id: number }, ctx: CallContext) => (tenanted ? recordOf(ctx).id : input.id);
  const handlers: Record<string, AnyHandler> = {
    [resource.calls.list]: (input: PagedInput, ctx) => {
      const tenant = tenanted ? tenantOf(ctx) : ALL_TENANTS;
      if (!resource.paged) return service.list(tenant);
      const { search, sort, order, page, page_size: pageSize } = input;
      return service.page(tenant, { search, sort, order, page, pageSize });
    },
    [resource.calls.save]: async (input: { id?: number }, ctx) => {
      if (input.id !== undefined) target(ctx, input.id);
      const cloudId = tenanted ? singleTenant(tenantOf(ctx)) : undefined;
      const saved = await service.save(input, { cloudId, session: requireSession(ctx) }, subject(ctx));
      target(ctx, saved.id);
      return saved;
    },
    [resource.calls.delete]: (input: { id: number }, ctx) => {
      const id = recordId(input, ctx);
      target(ctx, id);
      return service.remove(id, requireSession(ctx), subject(ctx));
    },
  };
  if (resource.calls.detail !== undefined) handlers[resource.calls.detail] = (input: { id: number }, ctx) => service.detail(recordId(input, ctx));
  return handlers as unknown as Pick<Handlers, ResourceNames<R>>;
}
