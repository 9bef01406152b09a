import type { Config } from '../../config.js';
import { createVinSolutionsClient, type VinSolutionsClient } from './vinsolutions-client.js';

type VinSolutionsConfig = Pick<
  Config,
  'VINSOLUTIONS_TOKEN_URL' | 'VINSOLUTIONS_API_URL' | 'VINSOLUTIONS_CLIENT_ID' | 'VINSOLUTIONS_CLIENT_SECRET' | 'VINSOLUTIONS_API_KEY' | 'VINSOLUTIONS_TIMEOUT_MS'
>;

/**
 * The product's VinSolutions client, from the VINSOLUTIONS_* settings; undefined when they are not
 * set (the configuration admits all five or none), for the dealer calls to say so.
 */
export function vinSolutionsClientFor(config: VinSolutionsConfig): VinSolutionsClient | undefined {
  const { VINSOLUTIONS_TOKEN_URL: tokenUrl, VINSOLUTIONS_API_URL: apiUrl, VINSOLUTIONS_CLIENT_ID: clientId, VINSOLUTIONS_CLIENT_SECRET: clientSecret, VINSOLUTIONS_API_KEY: apiKey } = config;
  if (!tokenUrl || !apiUrl || !clientId || !clientSecret || !apiKey) return undefined;
  return createVinSolutionsClient({ tokenUrl, apiUrl, clientId, clientSecret, apiKey, timeoutMs: config.VINSOLUTIONS_TIMEOUT_MS });
}
