import { randomBytes } from 'node:crypto';
import { createTokenBook, type TokenBook } from '@mamt/simulator-kit';
import type { Credentials } from './seed/types.js';

/** What a token stands for: the API client (or the subscriber signed in through it) and its domains. */
type Grant = { credentials: Credentials; domains: string[] };

/** The platform's tokens are 40 hex digits. */
const hexToken = () => randomBytes(20).toString('hex');

/** Access tokens (expiring, in the kit's token book) and refresh tokens (each swapped once for a new pair). */
export class Tokens {
  private readonly access: TokenBook<Grant>;
  private readonly refresh = new Map<string, Grant>();

  constructor(ttlSeconds: number) {
    this.access = createTokenBook<Grant>({ lifetimeSeconds: ttlSeconds, mint: hexToken });
  }

  issue(credentials: Credentials, domains: string[]) {
    const grant = { credentials, domains };
    const { accessToken } = this.access.issue(grant);
    const refreshToken = hexToken();
    this.refresh.set(refreshToken, grant);
    return { accessToken, refreshToken };
  }

  byAccess(token: string): Grant | 'expired' | undefined {
    return this.access.grantOf(token);
  }

  /** A refresh token works once: it is swapped for a new pair. */
  takeRefresh(token: string): Grant | undefined {
    const grant = this.refresh.get(token);
    this.refresh.delete(token);
    return grant;
  }

  expire(token: string): void {
    this.access.expire(token);
  }

  clear(): void {
    this.access.clear();
    this.refresh.clear();
  }
}
