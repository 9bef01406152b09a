import { z } from 'zod';
import { clientCredentialsTokens, ZTokenAnswer, type ClientCredentialsOptions, type ClientCredentialsTokens, type TokenRefusal } from '../outside-http/client-credentials-tokens.js';
import { PortabilityError, type PortabilityFailure } from './portability-error.js';
import { askProvider, providerWords } from './portability-http.js';

/** Inteliquent's token answer; a `token_type` it gives must be text. */
const ZInteliquentToken = ZTokenAnswer.extend({ token_type: z.string().optional() });
/** Inteliquent's own error words (an outage of its gateway): `{statusCode, status}`. */
const ZInteliquentError = z.object({ statusCode: z.string(), status: z.string() });

const REFUSALS: Record<TokenRefusal, PortabilityFailure> = {
  'invalid-credentials': 'invalid-credentials',
  'server-error': 'provider-error',
  refused: 'refused',
  'bad-answer': 'bad-answer',
};

/**
 * Inteliquent's OAuth2 client-credentials token: asked at the token URL, kept until shortly before it
 * expires, one request at a time however many checks need it at once; a refusal is a PortabilityError.
 */
export function inteliquentTokens(options: ClientCredentialsOptions): ClientCredentialsTokens {
  const secrets = [options.clientSecret];
  return clientCredentialsTokens(options, {
    ask: (request) => askProvider({ provider: 'inteliquent', ...request }),
    refusal: (refusal, detail) => new PortabilityError('inteliquent', REFUSALS[refusal], detail),
    words: (body, oauthError) => {
      if (oauthError) return providerWords(oauthError.error_description ?? oauthError.error, secrets);
      const ownError = ZInteliquentError.safeParse(body);
      return ownError.success ? providerWords(ownError.data.status, secrets) : undefined;
    },
    refusesClient: (error) => /client|grant|scope/.test(error),
    answer: ZInteliquentToken,
  });
}
