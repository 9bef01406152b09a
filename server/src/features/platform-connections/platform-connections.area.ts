import type { ServerArea } from '../../wiring/server-area.js';
import { createPlatformConnectionsHandlers } from './platform-connections.handlers.js';
import { createPlatformConnectionsService } from './platform-connections.service.js';

/** Platform connections (the core's gateway signs in with them) and the platform proxy. */
export const platformConnectionsArea: ServerArea = ({ db, connectionsRepo, secrets, config, gateway }) => ({
  handlers: createPlatformConnectionsHandlers(createPlatformConnectionsService({ db, repo: connectionsRepo, secrets, timeoutMs: config.NETSAPIENS_TIMEOUT_MS }), gateway),
});
