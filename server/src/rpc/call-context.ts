import type { CallDefinition, CallName, CallOutput, CallParsedInput, Calls } from '@mamt/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { UploadedFile } from '../lib/images.js';

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
  /** What the audit record names: the object acted on, and who acted when there is no session yet. */
  audit: { target?: string; actor?: { userId?: number; username: string; cloudId: string } };
};

export type SignedInContext = CallContext & { session: Session };

export type Handler<C extends CallDefinition> = (input: CallParsedInput<C>, ctx: CallContext) => Promise<CallOutput<C>>;

export type Handlers = { [N in CallName]: Handler<Calls[N]> };

/** For calls whose access rule needs a session: the rpc layer has already refused anonymous callers. */
export function requireSession(ctx: CallContext): Session {
  if (!ctx.session) throw new Error('A signed-in call reached its handler without a session');
  return ctx.session;
}
