import { z } from 'zod';
import { ClientCredentialsTokens, ZOAuthError, ZTokenAnswer, type TokenAnswer } from '../outside-http/client-credentials-tokens.js';
import { jsonOf } from '../outside-http/outside-text.js';
import { PortabilityError } from './portability-error.js';
import { askProvider, providerWords } from './portability-http.js';

/** Inteliquent's token answer; a `token_type` it gives must be text. */
const ZInteliquentToken = ZTokenAnswer.extend({ token_type: z.string().optional() });
/** Inteliquent's own error words (an outage of its gateway): `{statusCode, status}`. */
const ZInteliquentError = z.object({ statusCode: z.string(), status: z.string() });

export type InteliquentTokenOptions = { tokenUrl: string; clientId: string; clientSecret: string; timeoutMs: number; now?: () => number };

/** Asks Inteliquent's token URL for a client-credentials token; a refusal is a PortabilityError. */
async function askInteliquentToken({ tokenUrl, clientId, clientSecret, timeoutMs }: InteliquentTokenOptions): Promise<TokenAnswer> {
  const secrets = [clientSecret];
  const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret });
  const answer = await askProvider({
    provider: 'inteliquent',
    url: new URL(tokenUrl),
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form.toString(),
    timeoutMs,
    secrets,
  });
  const body = jsonOf(answer.text);
  const oauthError = ZOAuthError.safeParse(body);
  const ownError = ZInteliquentError.safeParse(body);
  const words = oauthError.success
    ? providerWords(oauthError.data.error_description ?? oauthError.data.error, secrets)
    : ownError.success
      ? providerWords(ownError.data.status, secrets)
      : undefined;
  const detail = { status: answer.status, url: answer.url, reason: words };
  if (answer.status === 401 || (answer.status === 400 && oauthError.success && /client|grant|scope/.test(oauthError.data.error))) {
    throw new PortabilityError('inteliquent', 'invalid-credentials', detail);
  }
  if (answer.status !== 200) throw new PortabilityError('inteliquent', answer.status >= 500 ? 'provider-error' : 'refused', detail);
  const parsed = ZInteliquentToken.safeParse(body);
  if (!parsed.success) throw new PortabilityError('inteliquent', 'bad-answer', { url: answer.url, reason: 'a token answer without access_token' });
  return parsed.data;
}

/**
 * Inteliquent's OAuth2 client-credentials token: asked at the token URL, kept until shortly before it
 * expires, one request at a time however many checks need it at once.
 */
export function inteliquentTokens(options: InteliquentTokenOptions): ClientCredentialsTokens {
  return new ClientCredentialsTokens(() => askInteliquentToken(options), options.now);
}
