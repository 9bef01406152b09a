import { PlatformError } from './platform-error.js';
import type { HttpPost } from './http.js';

export type NetsapiensCredentials = { apiUrl: string; clientId: string; clientSecret: string; username: string; password: string };

type Token = { accessToken: string; refreshToken?: string; expiresAt: number };

/** Tokens are refreshed this long before they expire, so a call never starts with a dying token. */
const REFRESH_MARGIN_MS = 60_000;

/**
 * OAuth2 password grant of one platform connection, cached, refreshed before expiry (refresh token
 * first, password grant when that fails), and renewed on demand after an expired-token 401.
 */
export class TokenSource {
  private token: Token | null = null;
  private pending: Promise<Token> | null = null;

  constructor(
    private readonly credentials: NetsapiensCredentials,
    private readonly post: HttpPost,
    private readonly now: () => number = Date.now,
  ) {}

  async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt - REFRESH_MARGIN_MS > this.now()) return this.token.accessToken;
    return (await this.renew()).accessToken;
  }

  /** One renewal at a time; concurrent callers share it. */
  renew(): Promise<Token> {
    this.pending ??= this.fetchToken().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async fetchToken(): Promise<Token> {
    const { clientId, clientSecret, username, password } = this.credentials;
    const refreshToken = this.token?.refreshToken;
    if (refreshToken) {
      try {
        return this.keep(await this.grant({ grant_type: 'refresh_token', client_id: clientId, client_secret: clientSecret, refresh_token: refreshToken }));
      } catch (error) {
        if (!(error instanceof PlatformError) || error.failure !== 'credentials') throw error;
      }
    }
    return this.keep(await this.grant({ grant_type: 'password', client_id: clientId, client_secret: clientSecret, username, password }));
  }

  private async grant(form: Record<string, string>): Promise<Record<string, unknown>> {
    const response = await this.post(`${this.credentials.apiUrl}/ns-api/oauth2/token/`, new URLSearchParams(form), {});
    if (response.status === 400 || response.status === 401) throw new PlatformError('credentials');
    return response.json();
  }

  private keep(answer: Record<string, unknown>): Token {
    const accessToken = answer.access_token;
    if (typeof accessToken !== 'string' || accessToken === '') throw new PlatformError('malformed');
    const expiresIn = Number(answer.expires_in ?? 3600);
    this.token = {
      accessToken,
      refreshToken: typeof answer.refresh_token === 'string' ? answer.refresh_token : undefined,
      expiresAt: this.now() + (Number.isFinite(expiresIn) ? expiresIn : 3600) * 1000,
    };
    return this.token;
  }
}
