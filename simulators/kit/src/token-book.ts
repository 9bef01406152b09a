import { randomBytes } from 'node:crypto';

/**
 * The access tokens a simulated token endpoint handed out, each with its expiry and what it grants,
 * so that the product's token renewal can be tested: tokens expire on time, or all at once when a
 * test says so. `Grant` is what a token stands for (a tenant's domains, ...); none by default.
 */
export type TokenBook<Grant = void> = {
  issue(grant: Grant): { accessToken: string; expiresIn: number };
  /** What the token grants, `expired`, or undefined for a token never handed out (or dropped by `clear`); see `isValid` when tokens grant nothing. */
  grantOf(token: string): Grant | 'expired' | undefined;
  /** Unknown and expired tokens alike are refused, as the real services do. */
  isValid(token: string): boolean;
  expire(token: string): void;
  /** Every token handed out expires now (a test of the client's renewal); answers how many there were. */
  expireAll(): number;
  clear(): void;
};

/** `mint`: the vendor's kind of token (24 random bytes in base64url unless told); `now`: the clock of expiry. */
export type TokenBookOptions = { lifetimeSeconds: number; now?: () => number; mint?: () => string };

export function createTokenBook<Grant = void>({ lifetimeSeconds, now = Date.now, mint = () => randomBytes(24).toString('base64url') }: TokenBookOptions): TokenBook<Grant> {
  const held = new Map<string, { grant: Grant; expiresAt: number }>();
  return {
    issue(grant) {
      const accessToken = mint();
      held.set(accessToken, { grant, expiresAt: now() + lifetimeSeconds * 1000 });
      return { accessToken, expiresIn: lifetimeSeconds };
    },
    grantOf(token) {
      const entry = held.get(token);
      if (!entry) return undefined;
      return entry.expiresAt > now() ? entry.grant : 'expired';
    },
    isValid(token) {
      const entry = held.get(token);
      return entry !== undefined && entry.expiresAt > now();
    },
    expire(token) {
      const entry = held.get(token);
      if (entry) entry.expiresAt = 0;
    },
    expireAll() {
      for (const entry of held.values()) entry.expiresAt = 0;
      return held.size;
    },
    clear: () => held.clear(),
  };
}
