import { getAllDomains } from './get-all-domains.js';
import { testNetsapienConnection } from './netsapien-calls.js';
import { netsapienResource } from './netsapien-resource.js';
import { nsApiProxy } from './ns-api-proxy.js';

/** Platform connections and the platform's domains (document 3). */
export const netsapiensCalls = {
  ...netsapienResource.contractCalls,
  testNetsapienConnection,
  getAllDomains,
  nsApiProxy,
};
