import { deleteProfile, profileCreateUpdate, profileDetail, profileForDomainsSummary, profileForExtensionsSummary, profileSummary } from './profile-calls.js';

/** Client (SIP) profiles (document 3). */
export const clientProfilesCalls = {
  profileSummary,
  profileForDomainsSummary,
  profileForExtensionsSummary,
  profileDetail,
  profileCreateUpdate,
  deleteProfile,
};
