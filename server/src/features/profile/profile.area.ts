import type { ServerArea } from '../../wiring/server-area.js';
import { createProfileHandlers } from './profile.handlers.js';
import { createProfileRepository } from './profile.repository.js';
import { createProfileService } from './profile.service.js';

/** The signed-in user's own profile and password. */
export const profileArea: ServerArea = ({ db, authRepo, auth, files }) => ({
  handlers: createProfileHandlers(createProfileService({ repo: createProfileRepository(db), authRepo, auth, fileStore: files })),
});
