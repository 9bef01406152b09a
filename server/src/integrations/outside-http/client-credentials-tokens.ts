import { z } from 'zod';

/** A token answer (RFC 6749 §5.1): the token and, usually, its lifetime in seconds. */
export const ZTokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive().optional() });
export type TokenAnswer = z.infer<typeof ZTokenAnswer>;

/** OAuth2's error words (RFC 6749 §5.2): `error`, sometimes with `error_description`. */
export const ZOAuthError = z.object({ error: z.string(), error_description: z.string().optional() });

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
