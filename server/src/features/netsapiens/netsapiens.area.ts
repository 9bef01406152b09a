import type { ServerArea } from '../../wiring/server-area.js';
import { createNetsapiensHandlers } from './netsapiens.handlers.js';
import { createNetsapiensService } from './netsapiens.service.js';

/** Platform connections (the core's gateway signs in with them) and the platform proxy. */
export const netsapiensArea: ServerArea = ({ db, platformConnections, secrets, config, gateway }) => ({
  handlers: createNetsapiensHandlers(createNetsapiensService({ db, repo: platformConnections, secrets, timeoutMs: config.NETSAPIENS_TIMEOUT_MS }), gateway),
});
