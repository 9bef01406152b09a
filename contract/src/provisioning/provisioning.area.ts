import { provisioningAccount } from './provisioning-account.js';
import { previewAccount } from './preview-account.js';

/** The softphone app's provisioning (document 4). */
export const provisioningCalls = {
  provisioningAccount,
  previewAccount,
};
