import { MESSAGES, formatMessage, messageAnswer, type MessageAnswer, type VNDealer } from '@mamt/contract';
import type { VinSolutionsClient } from '../../integrations/vinsolutions/vinsolutions-client.js';
import { VinSolutionsError } from '../../integrations/vinsolutions/vinsolutions-error.js';
import { AppError } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';

type Deps = {
  /** Undefined when the server has no VINSOLUTIONS_* settings. */
  client: VinSolutionsClient | undefined;
  log: Logger;
};

/**
 * The dealers of the car-dealer CRM (document 3 /vn_dealers), which live at VinSolutions: the list
 * is read from the vendor on every call, so that it shows a removal at once (nothing is kept here).
 * The vendor's failures are logged for the operator with their reason (never a secret) and answered
 * in a few plain messages: not configured 503, a dealer it no longer has 404, anything else 502.
 */
export function createVnDealersService({ client, log }: Deps) {
  function vendor(): VinSolutionsClient {
    if (!client) throw new AppError('UNAVAILABLE', MESSAGES.vnDealersNotConfigured);
    return client;
  }

  /** What the caller is told of a failure of the vendor (logged here); any other error goes on as it is. */
  function problemOf(error: unknown): unknown {
    if (!(error instanceof VinSolutionsError)) return error;
    if (error.failure === 'dealer-not-found') {
      log.info({ ...error.logFields(), dealerId: error.detail.dealerId }, `dealer not removed: ${error.message}`);
      return new AppError('NOT_FOUND', formatMessage(MESSAGES.vnDealerNotFound, { dealerId: error.detail.dealerId ?? '?' }));
    }
    log.warn(error.logFields(), `dealer CRM unavailable: ${error.message}`);
    const refused = error.failure === 'invalid-credentials' || error.failure === 'invalid-api-key';
    return new AppError('UPSTREAM_FAILED', refused ? MESSAGES.vnDealersCredentialsRefused : MESSAGES.vnDealersUnavailable);
  }

  return {
    async list(): Promise<VNDealer[]> {
      const dealers = await vendor()
        .listDealers()
        .catch((error: unknown) => {
          throw problemOf(error);
        });
      return dealers.map(({ DealerId, City, Name, State }) => ({ DealerId, City, Name, State }));
    },

    async remove(dealerId: number): Promise<MessageAnswer> {
      await vendor()
        .removeDealer(dealerId)
        .catch((error: unknown) => {
          throw problemOf(error);
        });
      return messageAnswer(MESSAGES.recordDeleted);
    },
  };
}

export type VnDealersService = ReturnType<typeof createVnDealersService>;
