import { vinSolutionsClientFor } from '../../integrations/vinsolutions/create-vinsolutions-client.js';
import type { ServerArea } from '../../wiring/server-area.js';
import { createVnDealersHandlers } from './vn-dealers.handlers.js';
import { createVnDealersService } from './vn-dealers.service.js';

/**
 * Vinsolution dealers (document 3 /vn_dealers): the dealers of the car-dealer CRM connected to the
 * provider's integration, read and removed at VinSolutions with the VINSOLUTIONS_* settings.
 */
export const vnDealersArea: ServerArea = ({ config, log }) => ({
  handlers: createVnDealersHandlers(createVnDealersService({ client: vinSolutionsClientFor(config), log })),
});
