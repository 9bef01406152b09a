import type { ServerArea } from '../../wiring/server-area.js';
import { createFleetHandlers } from './fleet.handlers.js';
import { createFleetRepository } from './fleet.repository.js';
import { createFleetService } from './fleet.service.js';
import { createRegistrationReads } from './registration-reads.js';

/** The app fleet: figures from the provisioning tables and the platform's registrations, read per domain and shared. */
export const fleetArea: ServerArea = ({ db, config, gateway, log }) => {
  const registration = createRegistrationReads({ db, gateway, log, cacheSeconds: config.FLEET_REGISTRATION_CACHE_SECONDS });
  const service = createFleetService(createFleetRepository(db, { staleMinutes: config.FLEET_STALE_MINUTES }), registration, log);
  return { handlers: createFleetHandlers(service), stop: service.settled };
};
