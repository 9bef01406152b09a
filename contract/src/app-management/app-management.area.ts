import { SetDeviceLimit, getCompanyDetails, getDeviceLimit } from './company-and-limit-calls.js';
import { checkProvisioningDomain, checkUncheckProvisioningDomain, getDomainSettings, getQuickDialDomain, getRecordingDomain, getTextableDomain, toggleDomainLevlQuickDial, toggleDomainLevlRecording, toggleDomainLevlTextable } from './domain-toggle-calls.js';
import { checkExtensions, getExtensionsChecked } from './extension-calls.js';
import { deleteTemplate, getTemplates, templateCreateUpdate } from './templates.js';
import { assignCallingNumber, deleteAssignedCallingNumber, getAssignedCallingNumbers, getAvailableCallingNumbers } from './calling-numbers.js';
import { createUpdateSharedVM, deleteSharedVM, sharedVMSummary } from './shared-voicemail.js';
import { createUpdateDidSharing, deleteDidSharing, getDIDNumbers, getDidSharingDetails } from './did-sharing.js';
import { checkEmailInNetsapien } from './check-email.js';
import { emailLink, getQrCode, getQrMailFailures } from './qr-mail.js';
import { getQrMailRun, getRecentQrMailRuns, resendQrMails, sendQrMails } from './qr-mail-runs.js';

/** App Management: domain settings, per-user provisioning, QR e-mails (document 2). */
export const appManagementCalls = {
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
  emailLink,
  getQrMailFailures,
  sendQrMails,
  getQrMailRun,
  getRecentQrMailRuns,
  resendQrMails,
  getQrCode,
};
