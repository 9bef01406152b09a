import { MESSAGES } from '@mamt/contract';
import type { Session } from '../rpc/call-context.js';
import { AppError } from './app-error.js';

/**
 * The cloud id a call may work on. The super tenant may name any cloud (or none, meaning all);
 * everyone else works on their own cloud, and naming another one is refused.
 */
export function scopeCloudId(session: Session, requested: string | undefined): string | undefined {
  const named = requested?.trim() || undefined;
  if (session.isSuperTenant) return named;
  if (named !== undefined && named !== session.cloudId) throw new AppError('FORBIDDEN', MESSAGES.otherTenant);
  return session.cloudId;
}

/** Whether the session may see an object of `cloudId`. Callers answer "not found" otherwise, so ids of other clouds stay unknown. */
export function canSeeCloud(session: Session, cloudId: string): boolean {
  return session.isSuperTenant || session.cloudId === cloudId;
}
