import { platformConnectionResource, releaseNoteResource, tenantResource, userResource, type CallName } from '@mamt/contract';
import { PUBLIC, SIGNED_IN, SUPER_TENANT, ADMINS_AND_USERS, callerTenantRow, connectionFields, domainRow, newUser, releaseNoteFields, throwawayReleaseNote, tenantIdOf, throwawayConnection, throwawaySubscriber, throwawayUser, unique, userIdOf, type Row } from '../authorization-fixtures.js';
import { resourceRows } from '../resource-rows.js';

/** The authorization rows of signing in, the profile, what the app receives (and its preview), console users, tenants, platform connections and release notes. */
export const ACCOUNTS_ROWS = {
  authLogin: {
    own: async () => ({ json: { cloud_id: 'acme', user: 'acme-simple', password: 'demo-pass-1234' } }),
    ownExpect: PUBLIC(200),
    other: async () => ({ json: { cloud_id: 'globex', user: 'globex-admin', password: 'wrong-password' } }),
    otherExpect: PUBLIC(401),
  },
  logout: { own: async () => ({ json: {} }), ownExpect: SIGNED_IN(200), other: null, endsSession: true },
  forgetPassword: { own: async () => ({ json: { cloudId: 'acme', username: 'acme-simple' } }), ownExpect: PUBLIC(200), other: null },
  resetPassword: { own: async () => ({ json: { ref: 'not-a-real-reference', password: 'whatever-1' } }), ownExpect: PUBLIC(400), other: null },
  getWhiteLabelOptions: { own: async () => ({ json: { base_url: 'https://console.acme.example' } }), ownExpect: PUBLIC(200), other: null },
  // Support staff's preview of what a user's app receives: admins and support users, of their own tenant.
  previewAccount: domainRow(
    { extension: '1001' },
    { anonymous: 401, expired: 401, simple: 403, support: 200, tenantAdmin: 200, superAdmin: 200 },
    { anonymous: 401, expired: 401, simple: 403, support: 403, tenantAdmin: 403, superAdmin: 200 },
  ),
  // The softphone app's endpoint answers everyone alike; an unknown cloud id counts no failure.
  provisioningAccount: {
    own: async () => ({ form: { cloud_id: 'no-such-cloud', cloud_username: '1001@acme.demo', cloud_password: 'not-a-password' } }),
    ownExpect: PUBLIC(403),
    other: null,
  },
  getProfileDetails: {
    own: async () => ({ json: {} }),
    ownExpect: SIGNED_IN(200),
    // Naming another tenant's user is ignored: the answer is the caller's own profile (checked separately).
    other: async () => ({ json: { username: 'globex-admin', cloud_id: 'globex' } }),
    otherExpect: SIGNED_IN(200),
  },
  changePassword: {
    // A wrong old password proves the call was let through without changing anything.
    own: async () => ({ json: { old_password: 'not-my-password', new_password: 'something-new-1' } }),
    ownExpect: SIGNED_IN(400),
    other: async () => ({ json: { username: 'globex-admin', cloud_id: 'globex', old_password: 'globex-guess', new_password: 'hijacked-1' } }),
    otherExpect: SIGNED_IN(400),
  },
  updateProfile: {
    own: async () => ({ multipart: [{ name: 'name', value: 'Renamed Person' }, { name: 'email', value: '' }, { name: 'phone_number', value: '' }] }),
    ownExpect: SIGNED_IN(200),
    other: null,
  },
  // Console users: admins of every tenant; a tenant's users are its own.
  ...resourceRows(userResource, {
    record: throwawayUser,
    form: (_c, tenant) => newUser(tenant),
    stored: (c, tenant) => userIdOf(c, tenant, tenant === 'acme' ? 'acme-simple' : 'globex-admin'),
  }),
  getCloudIds: { own: async () => ({ json: {} }), ownExpect: SIGNED_IN(200), other: null },
  // Subscribers and platform connections are the super tenant's administrator's alone; any tenant's subscriber is read alike.
  ...resourceRows(tenantResource, {
    record: async (c) => (await throwawaySubscriber(c)).id,
    form: () => ({ accountcode: 'N-1', cloud_id: unique('fresh'), company: 'Fresh Co', phone_number: '+1 555 0199' }),
    stored: tenantIdOf,
  }),
  subscriberList: { own: async () => ({ json: {} }), ownExpect: SUPER_TENANT(200), other: null },
  getDefaults: { own: async () => ({ get: {} }), ownExpect: SIGNED_IN(200), other: null },
  ...resourceRows(platformConnectionResource, {
    record: async (c) => (await throwawayConnection(c)).id,
    form: async (c) => connectionFields((await throwawaySubscriber(c)).id),
  }),
  // Release notes: every signed-in user reads them, the super tenant alone writes them.
  ...resourceRows(releaseNoteResource, { record: async (c) => (await throwawayReleaseNote(c)).id, form: releaseNoteFields }),
  // The demo tenants' connections point at the platform simulator; globex's domain is the other tenant's.
  getAllDomains: callerTenantRow,
  nsApiProxy: {
    own: async () => ({ form: { object: 'subscriber', action: 'read', domain: 'acme.demo', fields: 'user' } }),
    ownExpect: SIGNED_IN(200),
    other: async () => ({ form: { object: 'subscriber', action: 'read', domain: 'globex.demo', fields: 'user' } }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  testNetsapienConnection: {
    own: async () => ({ json: { api_url: 'http://127.0.0.1:9', client_id: 'c', client_secret: 's', superuser: 'u', superpass: 'p' } }),
    ownExpect: SUPER_TENANT(200),
    other: null,
  },
} satisfies Partial<Record<CallName, Row>>;
