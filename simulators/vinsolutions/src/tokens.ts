import { randomBytes } from 'node:crypto';

/** The access tokens the simulated token endpoint handed out, each with its expiry. */
export class Tokens {
  private readonly expiries = new Map<string, number>();

  constructor(
    private readonly lifetimeSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  issue(): { accessToken: string; expiresIn: number } {
    const accessToken = randomBytes(24).toString('base64url');
    this.expiries.set(accessToken, this.now() + this.lifetimeSeconds * 1000);
    return { accessToken, expiresIn: this.lifetimeSeconds };
  }

  /** Unknown and expired tokens alike are refused, as the real gateway does. */
  isValid(token: string): boolean {
    const expiry = this.expiries.get(token);
    return expiry !== undefined && expiry > this.now();
  }

  /** Every token handed out expires now (a test of the client's renewal). */
  expireAll(): number {
    for (const token of this.expiries.keys()) this.expiries.set(token, 0);
    return this.expiries.size;
  }

  clear(): void {
    this.expiries.clear();
  }
}
