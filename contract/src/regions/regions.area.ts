import { getCoresInfo, toggleCores } from './core-calls.js';
import { getRegionMap, getRegionSyncStatus, globalsyncRegions, syncRegions } from './region-calls.js';
import { checkUncheckDomains, getDomainsChecked } from './sms-permission-calls.js';

/** Regions, cores and the SMS/MMS domain permission (document 2 §2, document 4 §5). */
export const regionsCalls = {
  getRegionMap,
  getRegionSyncStatus,
  syncRegions,
  globalsyncRegions,
  getCoresInfo,
  toggleCores,
  getDomainsChecked,
  checkUncheckDomains,
};
