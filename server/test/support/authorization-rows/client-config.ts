import { clientProfileResource, staticAccountResource, type CallName } from '@mamt/contract';
import { ADMINS, DOMAIN_OF, SUPER_TENANT, domainRow, tenantIdOf, type Row } from '../authorization-fixtures.js';
import { staticAccountFields, staticAccountOf } from '../static-account-fixtures.js';
import { freshDomainProfile, newDomainProfileForm } from '../client-profile-fixtures.js';
import { WHITE_LABEL_FIELDS } from '../white-label-fixtures.js';
import { resourceRows } from '../resource-rows.js';

/** The authorization rows of what the app is configured with: static accounts, client profiles, white label. */
export const CLIENT_CONFIG_ROWS = {
  // Static accounts are the super tenant's alone: every other tenant's user is refused, whoever's account it names.
  ...resourceRows(staticAccountResource, { record: staticAccountOf, form: (_c, tenant) => staticAccountFields(tenant) }),
  // Client profiles: admins of every tenant; a tenant's domains and records are its own (acme's new one on its second domain).
  ...resourceRows(clientProfileResource, {
    record: (c, tenant) => freshDomainProfile(c, tenant, DOMAIN_OF[tenant]),
    form: (c, tenant) => newDomainProfileForm(c, tenant, tenant === 'acme' ? 'acme-branch.demo' : DOMAIN_OF[tenant]),
  }),
  profileForDomainsSummary: {
    own: async () => ({ json: { cloud_id: 'acme' } }),
    ownExpect: ADMINS(200, 200),
    other: async () => ({ json: { cloud_id: 'globex' } }),
    otherExpect: ADMINS(403, 200),
  },
  profileForExtensionsSummary: domainRow({}, ADMINS(200, 200), ADMINS(403, 200)),
  // White label and subscriber-level provisioning: the super tenant's administrator only, for any tenant.
  whiteLabelDetails: { own: async (c) => ({ json: { subscriber_id: await tenantIdOf(c, 'acme') } }), ownExpect: SUPER_TENANT(200), other: null },
  // Acme has a white label (demo seed): an update needs no logos, and its stored mail password is kept or replaced.
  createUpdateWhiteLabel: {
    own: async (c) => ({
      multipart: Object.entries({ ...WHITE_LABEL_FIELDS, subscriber_id: String(await tenantIdOf(c, 'acme')) }).map(([name, value]) => ({ name, value })),
    }),
    ownExpect: SUPER_TENANT(200),
    other: null,
  },
  getProvisioningSubscriber: {
    own: async (c) => {
      const subscriberId = await tenantIdOf(c, 'acme');
      await c.t.call('checkUncheckProvisioningSubscriber', { subscriberId, cloudId: 'acme', check: true }, c.superToken);
      return { json: { subscriberId } };
    },
    ownExpect: SUPER_TENANT(200),
    other: null,
  },
  checkUncheckProvisioningSubscriber: {
    own: async (c) => ({ json: { subscriberId: await tenantIdOf(c, 'acme'), cloudId: 'acme', check: false } }),
    ownExpect: SUPER_TENANT(200),
    other: null,
  },
  // Test mails: the super tenant's administrator only. This app has no SMTP_URL, so no mail leaves: 503 once let through.
  sendWhiteLabelTestMail: {
    own: async (c) => ({ json: { ...WHITE_LABEL_FIELDS, subscriber_id: await tenantIdOf(c, 'acme'), recipient: 'someone@acme.example' } }),
    ownExpect: SUPER_TENANT(503),
    other: null,
  },
  sendOperatorTestMail: { own: async () => ({ json: { recipient: 'someone@acme.example' } }), ownExpect: SUPER_TENANT(503), other: null },
} satisfies Partial<Record<CallName, Row>>;
