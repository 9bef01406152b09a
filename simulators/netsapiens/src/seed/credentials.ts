import type { Credentials } from './types.js';

/**
 * One reseller-scoped API account per demo tenant. These are demo values of the simulator; the
 * product's demo seed stores them (encrypted) as each tenant's platform connection.
 */
export const DEMO_CREDENTIALS: Credentials[] = ['demo', 'acme', 'globex', 'bigcorp'].map((cloudId) => ({
  cloudId,
  clientId: `${cloudId}-client`,
  clientSecret: `${cloudId}-secret-2f9c41`,
  username: `${cloudId}-api@${cloudId === 'demo' ? 'support' : cloudId}.demo`,
  password: `${cloudId}-api-pass-7d21`,
  scope: 'Reseller',
}));

/**
 * The portal password of every demo subscriber (its `subscriber_login` and this password sign in
 * with the OAuth password grant, as a user typing them into the app): `portal-<extension>-<first
 * label of the domain>`, e.g. `portal-1001-acme` for 1001@acme.demo. System users have none.
 */
export const portalPasswordOf = (user: string, domain: string) => `portal-${user}-${domain.split('.')[0] ?? domain}`;
