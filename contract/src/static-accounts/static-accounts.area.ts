import { staticAccountResource } from './static-account-resource.js';

/** Static SIP accounts (document 3). */
export const staticAccountsCalls = {
  ...staticAccountResource.contractCalls,
};
