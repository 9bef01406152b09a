import type { AuditChange, AuditSubject, CallDefinition, CallName, CallOutput, CallParsedInput, Calls } from '@mamt/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { UploadedFile } from '../lib/images.js';
import type { ResolvedScope, TenantScope } from '../lib/tenant-scope.js';

/** The signed-in user a call acts as; payload fields naming a user are never trusted. */
export type Session = {
  sessionId: number;
  userId: number;
  username: string;
  name: string;
  cloudId: string;
  userType: string;
  isSuperTenant: boolean;
};

export type CallContext = {
  session: Session | null;
  clientAddress: string;
  files: UploadedFile[];
  log: FastifyBaseLogger;
  /**
   * What the audit record names: the object acted on (its id as `target`, and in words as
   * `subject`), the fields a change changed, who acted when there is no session yet, and what else
   * the record must keep (a QR e-mail's recipients), never a secret.
   */
  audit: {
    target?: string;
    subject?: AuditSubject;
    changes?: AuditChange[];
    actor?: { userId?: number; username: string; cloudId: string };
    detail?: string;
  };
  /** The call's declared scope as resolved and checked for this session (null without a session). */
  scope: ResolvedScope | null;
};

export type SignedInContext = CallContext & { session: Session };

export type Handler<C extends CallDefinition> = (input: CallParsedInput<C>, ctx: CallContext) => Promise<CallOutput<C>>;

export type Handlers = { [N in CallName]: Handler<Calls[N]> };

/** For calls whose access rule needs a session: the rpc layer has already refused anonymous callers. */
export function requireSession(ctx: CallContext): Session {
  if (!ctx.session) throw new Error('A signed-in call reached its handler without a session');
  return ctx.session;
}

/** The tenant scope of a signed-in call, resolved by the rpc layer before the handler ran. */
export function tenantOf(ctx: CallContext): TenantScope {
  if (!ctx.scope) throw new Error('A scoped call reached its handler without a resolved scope');
  return ctx.scope.tenant;
}

/** The record a `record` scope named and checked. */
export function recordOf(ctx: CallContext): { id: number; cloudId: string } {
  if (!ctx.scope?.record) throw new Error('A record-scoped call reached its handler without a resolved record');
  return ctx.scope.record;
}
