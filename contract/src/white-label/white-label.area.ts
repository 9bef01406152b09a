import { getWhiteLabelOptions } from './get-white-label-options.js';
import { sendOperatorTestMail, sendWhiteLabelTestMail } from './send-test-mail.js';
import { checkUncheckProvisioningSubscriber, createUpdateWhiteLabel, getProvisioningSubscriber, whiteLabelDetails } from './white-label-calls.js';

/** A tenant's white label and subscriber-level provisioning (document 3); test mails through its mail server or the operator's. */
export const whiteLabelCalls = {
  getWhiteLabelOptions,
  whiteLabelDetails,
  createUpdateWhiteLabel,
  getProvisioningSubscriber,
  checkUncheckProvisioningSubscriber,
  sendWhiteLabelTestMail,
  sendOperatorTestMail,
};
