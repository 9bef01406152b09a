import { randomBytes } from 'node:crypto';
import type { Credentials } from './seed/types.js';

type Grant = { credentials: Credentials; domains: string[]; expiresAt: number };

/** Access and refresh tokens the simulator handed out. */
export class Tokens {
  private readonly access = new Map<string, Grant>();
  private readonly refresh = new Map<string, Grant>();

  constructor(private readonly ttlSeconds: number) {}

  issue(credentials: Credentials, domains: string[]) {
    const accessToken = randomBytes(20).toString('hex');
    const refreshToken = randomBytes(20).toString('hex');
    const grant = { credentials, domains, expiresAt: Date.now() + this.ttlSeconds * 1000 };
    this.access.set(accessToken, grant);
    this.refresh.set(refreshToken, grant);
    return { accessToken, refreshToken, grant };
  }

  byAccess(token: string): Grant | 'expired' | undefined {
    const grant = this.access.get(token);
    if (!grant) return undefined;
    return grant.expiresAt <= Date.now() ? 'expired' : grant;
  }

  /** A refresh token works once: it is swapped for a new pair. */
  takeRefresh(token: string): Grant | undefined {
    const grant = this.refresh.get(token);
    this.refresh.delete(token);
    return grant;
  }

  expire(token: string): void {
    const grant = this.access.get(token);
    if (grant) grant.expiresAt = 0;
  }

  clear(): void {
    this.access.clear();
    this.refresh.clear();
  }
}
