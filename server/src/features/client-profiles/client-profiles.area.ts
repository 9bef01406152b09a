import { clientProfileResource } from '@mamt/contract';
import { resourceOwners, type ServerArea } from '../../wiring/server-area.js';
import { createClientProfilesHandlers } from './client-profiles.handlers.js';
import { createClientProfilesService } from './client-profiles.service.js';

/** Client profiles, on the resource kit, with the two summaries by level. */
export const clientProfilesArea: ServerArea = ({ db, gateway }) => {
  const profiles = createClientProfilesService(db, gateway);
  return { handlers: createClientProfilesHandlers(profiles), recordOwners: resourceOwners(clientProfileResource, profiles) };
};
