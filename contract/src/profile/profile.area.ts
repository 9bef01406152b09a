import { getProfileDetails } from './get-profile-details.js';
import { changePassword } from './change-password.js';
import { updateProfile } from './update-profile.js';

/** The signed-in user's own profile (document 1). */
export const profileCalls = {
  getProfileDetails,
  changePassword,
  updateProfile,
};
