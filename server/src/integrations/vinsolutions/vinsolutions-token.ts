import { z } from 'zod';
import { VinSolutionsError } from './vinsolutions-error.js';
import { askVendor, jsonOf, vendorWords } from './vinsolutions-http.js';

/** The scope under which VinSolutions grants its organization API. */
export const PUBLIC_API_SCOPE = 'PublicAPI';

const ZToken = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive().optional() });
/** OAuth2's error words (RFC 6749 §5.2): `error`, sometimes with `error_description`. */
const ZOAuthError = z.object({ error: z.string(), error_description: z.string().optional() });
/** OAuth2 errors that mean the client itself is refused, however the server words its status. */
const CLIENT_REFUSED = new Set(['invalid_client', 'unauthorized_client', 'invalid_grant', 'invalid_scope']);

/** Tokens are renewed this long before they expire (at most a tenth of their life), so a call never starts with a dying one. */
const RENEW_MARGIN_MS = 60_000;
const DEFAULT_LIFETIME_SECONDS = 3600;

export type VinSolutionsTokenOptions = { tokenUrl: string; clientId: string; clientSecret: string; timeoutMs: number; now?: () => number };

type Token = { value: string; renewAt: number };

/**
 * VinSolutions' OAuth2 client-credentials token for the PublicAPI scope: asked at the token URL,
 * kept until shortly before it expires, one request at a time however many calls need it at once.
 */
export class VinSolutionsTokens {
  private token: Token | undefined;
  private pending: Promise<Token> | undefined;
  private readonly now: () => number;

  constructor(private readonly options: VinSolutionsTokenOptions) {
    this.now = options.now ?? Date.now;
  }

  async current(): Promise<string> {
    if (this.token && this.token.renewAt > this.now()) return this.token.value;
    return (await this.renew()).value;
  }

  /**
   * A new token, after the API refused `refused` (expired or revoked before its time). Callers that
   * were refused the same token share one renewal; one refused an older token gets the newer one.
   */
  async renewAfter(refused: string): Promise<string> {
    if (this.token && this.token.value !== refused) return this.token.value;
    this.token = undefined;
    return (await this.renew()).value;
  }

  private renew(): Promise<Token> {
    this.pending ??= this.ask().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async ask(): Promise<Token> {
    const { tokenUrl, clientId, clientSecret, timeoutMs } = this.options;
    const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret, scope: PUBLIC_API_SCOPE });
    const answer = await askVendor({
      request: 'token',
      url: new URL(tokenUrl),
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
      timeoutMs,
      secrets: [clientSecret],
    });
    const body = jsonOf(answer.text);
    const oauthError = ZOAuthError.safeParse(body);
    const words = oauthError.success ? vendorWords([oauthError.data.error, oauthError.data.error_description].filter(Boolean).join(': ')) : undefined;
    const detail = { status: answer.status, url: answer.url, reason: words };
    if (answer.status === 401 || (answer.status === 400 && oauthError.success && CLIENT_REFUSED.has(oauthError.data.error))) {
      throw new VinSolutionsError('token', 'invalid-credentials', detail);
    }
    if (answer.status !== 200) throw new VinSolutionsError('token', answer.status >= 500 ? 'service-error' : 'refused', detail);
    const parsed = ZToken.safeParse(body);
    if (!parsed.success) throw new VinSolutionsError('token', 'bad-answer', { url: answer.url, reason: 'a token answer without access_token' });
    const lifetimeMs = (parsed.data.expires_in ?? DEFAULT_LIFETIME_SECONDS) * 1000;
    this.token = { value: parsed.data.access_token, renewAt: this.now() + lifetimeMs - Math.min(RENEW_MARGIN_MS, lifetimeMs / 10) };
    return this.token;
  }
}
