import { userSummary } from './user-summary.js';
import { userDetail } from './user-detail.js';
import { createUpdateUser } from './create-update-user.js';
import { deleteUserDetail } from './delete-user-detail.js';
import { getCloudIds } from './get-cloud-ids.js';

/** Console users (document 2). */
export const usersCalls = {
  userSummary,
  userDetail,
  createUpdateUser,
  deleteUserDetail,
  getCloudIds,
};
