import { before } from '../../lib/durations.js';
import type { ServerArea } from '../../wiring/server-area.js';
import { createAuthHandlers } from './auth.handlers.js';

/** Sign-in, sign-out and password resets; the sessions themselves are the core's (every call reads them). */
export const authArea: ServerArea = ({ auth, authRepo, config }) => ({
  handlers: createAuthHandlers(auth),
  purges: {
    // Sessions idle for longer than a session may idle, or past their end, and spent reset links.
    sessionsAndResets: (now) => authRepo.purgeExpired(now, before(now, config.SESSION_IDLE_MINUTES * 60_000)),
  },
});
