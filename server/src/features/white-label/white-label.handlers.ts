import type { Handlers } from '../../rpc/call-context.js';
import { requireSession } from '../../rpc/call-context.js';
import type { WhiteLabelService } from './white-label.service.js';

type Names = 'getWhiteLabelOptions' | 'whiteLabelDetails' | 'createUpdateWhiteLabel' | 'getProvisioningSubscriber' | 'checkUncheckProvisioningSubscriber';

export function createWhiteLabelHandlers(whiteLabel: WhiteLabelService): Pick<Handlers, Names> {
  return {
    getWhiteLabelOptions: (input) => whiteLabel.optionsForBaseUrl(input.base_url),
    whiteLabelDetails: (input) => whiteLabel.details(input.subscriber_id),
    createUpdateWhiteLabel: (input, ctx) => {
      ctx.audit.target = `whiteLabel:subscriber:${input.subscriber_id}`;
      return whiteLabel.save(input, ctx.files, requireSession(ctx).userId);
    },
    getProvisioningSubscriber: (input) => whiteLabel.requireAllUsers(input.subscriberId),
    checkUncheckProvisioningSubscriber: (input, ctx) => {
      ctx.audit.target = `subscriber:${input.subscriberId}`;
      return whiteLabel.setAllUsers(input.subscriberId, input.cloudId, input.check);
    },
  };
}
