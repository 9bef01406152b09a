import { getCloudIds } from './get-cloud-ids.js';
import { userResource } from './user-resource.js';

/** Console users (document 2). */
export const usersCalls = {
  ...userResource.contractCalls,
  getCloudIds,
};
