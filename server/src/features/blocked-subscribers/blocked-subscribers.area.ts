import { MESSAGES } from '@mamt/contract';
import type { ServerArea } from '../../wiring/server-area.js';
import { createBlockedHandlers } from './blocked.handlers.js';
import { createBlockedRepository } from './blocked.repository.js';

/** Logins blocked after failed provisioning sign-ins, and their release. */
export const blockedSubscribersArea: ServerArea = ({ db }) => {
  const repo = createBlockedRepository(db);
  return {
    handlers: createBlockedHandlers(repo),
    recordOwners: { blockedLogin: { ownerOf: repo.ownerOf, notFound: MESSAGES.blockedLoginNotFound } },
  };
};
