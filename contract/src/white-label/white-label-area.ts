import { getWhiteLabelOptions } from './get-white-label-options.js';
import { checkUncheckProvisioningSubscriber, createUpdateWhiteLabel, getProvisioningSubscriber, whiteLabelDetails } from './white-label-calls.js';

/** A tenant's white label and subscriber-level provisioning (document 3). */
export const whiteLabelCalls = {
  getWhiteLabelOptions,
  whiteLabelDetails,
  createUpdateWhiteLabel,
  getProvisioningSubscriber,
  checkUncheckProvisioningSubscriber,
};
