import type { Handlers } from '../../rpc/call-context.js';
import type { WhiteLabelService } from './white-label.service.js';

export function createWhiteLabelHandlers(whiteLabel: WhiteLabelService): Pick<Handlers, 'getWhiteLabelOptions'> {
  return {
    getWhiteLabelOptions: (input) => whiteLabel.optionsForBaseUrl(input.base_url),
  };
}
