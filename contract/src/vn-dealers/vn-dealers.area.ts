import { getVNDealerList } from './get-vn-dealer-list.js';
import { removeVNDealer } from './remove-vn-dealer.js';

/** Vinsolution dealers (document 3 /vn_dealers): the car-dealer CRM's dealers, listed and removed at the vendor. */
export const vnDealersCalls = { getVNDealerList, removeVNDealer };
