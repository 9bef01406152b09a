import { z } from 'zod';
import type { OutsideErrorDetail } from './outside-error.js';
import type { OutsideAnswer, OutsideRequest } from './outside-request.js';
import { jsonOf } from './outside-text.js';

/** A token answer (RFC 6749 §5.1): the token and, usually, its lifetime in seconds. */
export const ZTokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive().optional() });
export type TokenAnswer = z.infer<typeof ZTokenAnswer>;

/** OAuth2's error words (RFC 6749 §5.2): `error`, sometimes with `error_description`. */
export const ZOAuthError = z.object({ error: z.string(), error_description: z.string().optional() });
export type OAuthError = z.infer<typeof ZOAuthError>;

/** Tokens are renewed this long before they expire (at most a tenth of their life), so a call never starts with a dying one. */
const RENEW_MARGIN_MS = 60_000;
const DEFAULT_LIFETIME_SECONDS = 3600;

type Token = { value: string; renewAt: number };

/**
 * An OAuth2 client-credentials token, kept until shortly before it expires, asked one request at a
 * time however many calls need it at once. `askToken` is the client's own request for one: it
 * fails with the client's own error when the token is refused.
 */
export class ClientCredentialsTokens {
  private token: Token | undefined;
  private pending: Promise<Token> | undefined;

  constructor(
    private readonly askToken: () => Promise<TokenAnswer>,
    private readonly now: () => number = Date.now,
  ) {}

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

  /**
   * `call` with the kept token, and once more with a new one when the API refused it (HTTP 401: the
   * token expired or was revoked before its time); its answer, and the token that answer was given.
   */
  async authorized<Answer extends { status: number }>(call: (token: string) => Promise<Answer>): Promise<{ answer: Answer; token: string }> {
    let token = await this.current();
    let answer = await call(token);
    if (answer.status === 401) {
      token = await this.renewAfter(token);
      answer = await call(token);
    }
    return { answer, token };
  }

  private renew(): Promise<Token> {
    this.pending ??= this.ask().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async ask(): Promise<Token> {
    const answer = await this.askToken();
    const lifetimeMs = (answer.expires_in ?? DEFAULT_LIFETIME_SECONDS) * 1000;
    this.token = { value: answer.access_token, renewAt: this.now() + lifetimeMs - Math.min(RENEW_MARGIN_MS, lifetimeMs / 10) };
    return this.token;
  }
}

/** Where and as whom a client asks for its tokens; `now` is the clock their lifetimes are counted by. */
export type ClientCredentialsOptions = { tokenUrl: string; clientId: string; clientSecret: string; timeoutMs: number; now?: () => number };

/** Why a token was not had although the token URL answered: every client words these its own way. */
export type TokenRefusal = 'invalid-credentials' | 'server-error' | 'refused' | 'bad-answer';

/**
 * How one client asks its token URL: `scope`, the scope asked for, if any; `ask`, the client's own
 * request (its own errors for a timeout, the network, a redirect); `refusal`, its own error for a
 * token refused; `words`, the server's words about a refusal (`oauthError` when the body is one),
 * for the error's reason; `refusesClient`, whether the `error` of a 400 answer means the client itself
 * is refused; `answer`, its reading of a token answer.
 */
export type TokenDialect = {
  scope?: string;
  ask: (request: OutsideRequest) => Promise<OutsideAnswer>;
  refusal: (refusal: TokenRefusal, detail: OutsideErrorDetail) => Error;
  words: (body: unknown, oauthError: OAuthError | undefined) => string | undefined;
  refusesClient: (error: string) => boolean;
  answer?: z.ZodType<TokenAnswer>;
};

/** Asks the token URL for a client-credentials token (RFC 6749 §4.4); a refusal is the client's own error. */
async function askToken({ tokenUrl, clientId, clientSecret, timeoutMs }: ClientCredentialsOptions, dialect: TokenDialect): Promise<TokenAnswer> {
  const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret });
  if (dialect.scope) form.set('scope', dialect.scope);
  const answer = await dialect.ask({
    url: new URL(tokenUrl),
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form.toString(),
    timeoutMs,
    secrets: [clientSecret],
  });
  const body = jsonOf(answer.text);
  const oauthError = ZOAuthError.safeParse(body);
  const detail = { status: answer.status, url: answer.url, reason: dialect.words(body, oauthError.data) };
  if (answer.status === 401 || (answer.status === 400 && oauthError.success && dialect.refusesClient(oauthError.data.error))) {
    throw dialect.refusal('invalid-credentials', detail);
  }
  if (answer.status !== 200) throw dialect.refusal(answer.status >= 500 ? 'server-error' : 'refused', detail);
  const parsed = (dialect.answer ?? ZTokenAnswer).safeParse(body);
  if (!parsed.success) throw dialect.refusal('bad-answer', { url: answer.url, reason: 'a token answer without access_token' });
  return parsed.data;
}

/** A client's OAuth2 client-credentials tokens, asked at its token URL as `dialect` says. */
export function clientCredentialsTokens(options: ClientCredentialsOptions, dialect: TokenDialect): ClientCredentialsTokens {
  return new ClientCredentialsTokens(() => askToken(options, dialect), options.now);
}
