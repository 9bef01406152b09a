import { z } from 'zod';
import type { Access } from './access.js';
import { ZTenantFields } from './common/fields.js';
import { defineCall } from './define-call.js';
import { scope, type RecordOwner } from './scope.js';

/**
 * The kinds of call that act on one tenant's data, each with the scope that checks it. A call of a
 * kind gives who may make it, then only what is its own: name, summary, what it takes and answers,
 * and how often each user may make it where one user could otherwise load others.
 */
type OwnParts<N extends string, O extends z.ZodType> = { name: N; summary: string; output: O; perUserPerMinute?: number };

/**
 * A read of the tenant's data as a whole (its domains, templates, blocked logins): the payload names
 * only the tenant, which the super tenant gives as `cloud_id`; everyone else reads their own.
 */
export function tenantRead<N extends string, O extends z.ZodType>(access: Access, call: OwnParts<N, O>) {
  return defineCall({ ...call, access, scope: scope.cloud('cloud_id'), effect: 'read', input: z.object(ZTenantFields) });
}

/**
 * A call on one telephony domain of the tenant (App Management, devices, extension profiles): the
 * input's `domain` must be one of the tenant's platform domains, and `cloud_id` names the tenant for
 * the super tenant.
 */
const onDomain =
  (effect: 'read' | 'write') =>
  <N extends string, I extends z.ZodType, O extends z.ZodType>(access: Access, call: OwnParts<N, O> & { input: I }) =>
    defineCall({ ...call, access, scope: [scope.cloud('cloud_id'), scope.domain('domain')], effect });

export const domainRead = onDomain('read');
export const domainWrite = onDomain('write');

/**
 * A write of one stored record of the tenant, named by the input's `id`: the server looks up the
 * record's `owner` first, and another tenant's record is not found.
 */
export function recordWrite<N extends string, I extends z.ZodType, O extends z.ZodType>(access: Access, owner: RecordOwner, call: OwnParts<N, O> & { input: I }) {
  return defineCall({ ...call, access, scope: scope.record('id', owner), effect: 'write' });
}

/**
 * A change of the tenant's own settings as a whole (its region map, cores, SMS/MMS permission): the
 * payload names only the tenant, which the super tenant gives as `cloud_id`.
 */
export function tenantWrite<N extends string, I extends z.ZodType, O extends z.ZodType>(access: Access, call: OwnParts<N, O> & { input: I }) {
  return defineCall({ ...call, access, scope: scope.cloud('cloud_id'), effect: 'write' });
}
