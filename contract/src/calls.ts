import { authLogin } from './auth/auth-login.js';
import { forgetPassword } from './auth/forget-password.js';
import { logout } from './auth/logout.js';
import { resetPassword } from './auth/reset-password.js';
import { changePassword } from './profile/change-password.js';
import { getProfileDetails } from './profile/get-profile-details.js';
import { updateProfile } from './profile/update-profile.js';
import { getCloudIds } from './users/get-cloud-ids.js';
import { userResource } from './users/user-resource.js';
import { getWhiteLabelOptions } from './white-label/get-white-label-options.js';
import { getDefaults } from './subscribers/get-defaults.js';
import { subscriberList } from './subscribers/subscriber-calls.js';
import { subscriberResource } from './subscribers/subscriber-resource.js';
import { testNetsapienConnection } from './netsapiens/netsapien-calls.js';
import { netsapienResource } from './netsapiens/netsapien-resource.js';
import { getAllDomains } from './netsapiens/get-all-domains.js';
import { nsApiProxy } from './netsapiens/ns-api-proxy.js';
import { SetDeviceLimit, getCompanyDetails, getDeviceLimit } from './app-management/company-and-limit-calls.js';
import {
  checkProvisioningDomain,
  checkUncheckProvisioningDomain,
  getDomainSettings,
  getQuickDialDomain,
  getRecordingDomain,
  getTextableDomain,
  toggleDomainLevlQuickDial,
  toggleDomainLevlRecording,
  toggleDomainLevlTextable,
} from './app-management/domain-toggle-calls.js';
import { checkExtensions, getExtensionsChecked } from './app-management/extension-calls.js';
import { deleteTemplate, getTemplates, templateCreateUpdate } from './app-management/templates.js';
import { assignCallingNumber, deleteAssignedCallingNumber, getAssignedCallingNumbers, getAvailableCallingNumbers } from './app-management/calling-numbers.js';
import { createUpdateSharedVM, deleteSharedVM, sharedVMSummary } from './app-management/shared-voicemail.js';
import { createUpdateDidSharing, deleteDidSharing, getDIDNumbers, getDidSharingDetails } from './app-management/did-sharing.js';
import { checkEmailInNetsapien } from './app-management/check-email.js';
import { provisioningAccount } from './provisioning/provisioning-account.js';
import { previewAccount } from './provisioning/preview-account.js';
import { emailLink, getQrCode, getQrMailFailures } from './app-management/qr-mail.js';
import { getQrMailRun, getRecentQrMailRuns, resendQrMails, sendQrMails } from './app-management/qr-mail-runs.js';
import { DeleteUserDevice, getUserDevices, syncDevices } from './devices/device-calls.js';
import { DomainLevelDeviceSync, reprovisionByForce } from './devices/reprovision-calls.js';
import { getBlcokedUsers, unBlockUser } from './blocked-subscribers/blocked-calls.js';
import { staticAccountResource } from './static-accounts/static-account-resource.js';
import { releaseNoteResource } from './release-notes/release-note-resource.js';
import { profileForDomainsSummary, profileForExtensionsSummary } from './client-profiles/profile-calls.js';
import { clientProfileResource } from './client-profiles/profile-resource.js';
import { checkUncheckProvisioningSubscriber, createUpdateWhiteLabel, getProvisioningSubscriber, whiteLabelDetails } from './white-label/white-label-calls.js';

/** Every call of the API. The server refuses to start unless each one has a handler. */
export const calls = {
  authLogin,
  logout,
  forgetPassword,
  resetPassword,
  getWhiteLabelOptions,
  getProfileDetails,
  changePassword,
  updateProfile,
  ...userResource.contractCalls,
  getCloudIds,
  ...subscriberResource.contractCalls,
  subscriberList,
  getDefaults,
  ...netsapienResource.contractCalls,
  testNetsapienConnection,
  getAllDomains,
  nsApiProxy,
  // App Management: domain settings and per-user provisioning
  getCompanyDetails,
  getDeviceLimit,
  SetDeviceLimit,
  getDomainSettings,
  checkProvisioningDomain,
  checkUncheckProvisioningDomain,
  getQuickDialDomain,
  getRecordingDomain,
  getTextableDomain,
  toggleDomainLevlQuickDial,
  toggleDomainLevlRecording,
  toggleDomainLevlTextable,
  getExtensionsChecked,
  checkExtensions,
  getTemplates,
  templateCreateUpdate,
  deleteTemplate,
  getAvailableCallingNumbers,
  getAssignedCallingNumbers,
  assignCallingNumber,
  deleteAssignedCallingNumber,
  sharedVMSummary,
  createUpdateSharedVM,
  deleteSharedVM,
  getDIDNumbers,
  getDidSharingDetails,
  createUpdateDidSharing,
  deleteDidSharing,
  checkEmailInNetsapien,
  // The provisioning service (document 4)
  provisioningAccount,
  previewAccount,
  emailLink,
  getQrMailFailures,
  sendQrMails,
  getQrMailRun,
  getRecentQrMailRuns,
  resendQrMails,
  getQrCode,
  // Devices, forced reprovisioning and blocked logins
  getUserDevices,
  syncDevices,
  DeleteUserDevice,
  reprovisionByForce,
  DomainLevelDeviceSync,
  getBlcokedUsers,
  unBlockUser,
  // Static SIP accounts (issue 9)
  ...staticAccountResource.contractCalls,
  // Release notes (document 3)
  ...releaseNoteResource.contractCalls,
  // Client profiles (issue 9)
  ...clientProfileResource.contractCalls,
  profileForDomainsSummary,
  profileForExtensionsSummary,
  // White label and subscriber-level provisioning (issue 9)
  whiteLabelDetails,
  createUpdateWhiteLabel,
  getProvisioningSubscriber,
  checkUncheckProvisioningSubscriber,
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
