import { getAllDomains } from './get-all-domains.js';
import { testNetsapienConnection } from './connection-test.js';
import { platformConnectionResource } from './connection-resource.js';
import { nsApiProxy } from './ns-api-proxy.js';

/** Platform connections and the platform's domains (document 3). */
export const platformConnectionsCalls = {
  ...platformConnectionResource.contractCalls,
  testNetsapienConnection,
  getAllDomains,
  nsApiProxy,
};
