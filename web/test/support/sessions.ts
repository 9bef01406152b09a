import { saveSession, type Creds } from '../../src/lib/session';

// The demo users of the seed (server/src/db/seed/demo-data.ts), as the console keeps them once signed in.

/** Acme's administrator. */
export const ACME_ADMIN: Creds = { id: 4, name: 'Alice Moreau', username: 'acme-admin', user_type: 'admin', cloud_id: 'acme', superuser: false };
/** Acme's support user. */
export const ACME_SUPPORT: Creds = { id: 5, name: 'Bruno Silva', username: 'acme-support', user_type: 'support user', cloud_id: 'acme', superuser: false };
/** Acme's simple user. */
export const ACME_SIMPLE: Creds = { id: 6, name: 'Carla Jensen', username: 'acme-simple', user_type: 'simple user', cloud_id: 'acme', superuser: false };
/** The super tenant's (Engineering Support's) administrator. */
export const PROVIDER_ADMIN: Creds = { id: 1, name: 'Dana Whitfield', username: 'admin', user_type: 'admin', cloud_id: 'demo', superuser: true };
/** The super tenant's support user. */
export const PROVIDER_SUPPORT: Creds = { id: 2, name: 'Sam Ortega', username: 'support', user_type: 'support user', cloud_id: 'demo', superuser: true };

/** Stores a session of `creds`, as a sign-in does. */
export function signInAs(creds: Creds): Creds {
  saveSession('tok', creds, '');
  return creds;
}
