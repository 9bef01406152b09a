import type { CallName } from '@mamt/contract';
import { ADMINS, ADMINS_AND_USERS, DOMAIN_OF, FIRST_DID, PUBLIC, SIGNED_IN, SMS_DID_OF_1009, adminWriteRow, anyUserRow, assignedNumber, callerTenantRow, domainRow, freshUser, platformEmailOf, qrRunOf, readRow, sharedDid, sharedVoicemail, templateOf, tenantRow, unique, type Row } from '../authorization-fixtures.js';

/** The authorization rows of App Management: domain settings, per-user features, templates, QR e-mails. */
export const APP_MANAGEMENT_ROWS = {
  getCompanyDetails: callerTenantRow,
  getDeviceLimit: domainRow({}, SIGNED_IN(200), ADMINS_AND_USERS(403, 200)),
  getDomainSettings: domainRow({}, SIGNED_IN(200), ADMINS_AND_USERS(403, 200)),
  getExtensionsChecked: domainRow({}, SIGNED_IN(200), ADMINS_AND_USERS(403, 200)),
  // Per-user provisioning is not a domain-level control: every user type may save it.
  checkExtensions: domainRow({ list: [{ extension: '1001', allowed: true }] }, SIGNED_IN(200), ADMINS_AND_USERS(403, 200)),
  SetDeviceLimit: adminWriteRow({ device_limit: 4 }),
  checkUncheckProvisioningDomain: adminWriteRow({ check: true }),
  toggleDomainLevlQuickDial: adminWriteRow({ check: true }),
  toggleDomainLevlRecording: adminWriteRow({ check: true }),
  // Globex has no white label, so texting cannot be turned on for its domain: the super tenant passes the scope and hears why.
  toggleDomainLevlTextable: domainRow({ check: true }, ADMINS(200, 200), ADMINS(403, 400)),
  checkProvisioningDomain: readRow('checkUncheckProvisioningDomain'),
  getQuickDialDomain: readRow('toggleDomainLevlQuickDial'),
  getRecordingDomain: readRow('toggleDomainLevlRecording'),
  // Globex's domain cannot be made textable (no white label): the super tenant passes the scope and reads "off".
  getTextableDomain: {
    ...readRow('toggleDomainLevlTextable'),
    other: async () => ({ json: { domain: 'globex.demo' } }),
    otherExpect: ADMINS_AND_USERS(403, 404),
  },
  getTemplates: callerTenantRow,
  templateCreateUpdate: {
    own: async () => ({ json: { name: unique('template'), subject: 'Welcome', body: 'Hello FIRST_NAME_HERE' } }),
    ownExpect: ADMINS(200, 200),
    other: async () => ({ json: { cloud_id: 'globex', name: unique('template'), subject: 'Welcome', body: 'Hello' } }),
    otherExpect: ADMINS(403, 200),
  },
  deleteTemplate: tenantRow(async (c, tenant) => ({ json: { id: await templateOf(c, tenant) } }), ADMINS(200, 200), ADMINS_AND_USERS(404, 200)),
  getAvailableCallingNumbers: domainRow({}, SIGNED_IN(200), ADMINS_AND_USERS(403, 200)),
  getAssignedCallingNumbers: domainRow({ user: '1001' }, SIGNED_IN(200), ADMINS_AND_USERS(403, 200)),
  // Assigning a number again to the user who has it is accepted, so every actor may repeat it.
  assignCallingNumber: anyUserRow((_c, tenant) => ({ json: { domain: DOMAIN_OF[tenant], extension: '1001', phone_number: FIRST_DID[tenant] } })),
  deleteAssignedCallingNumber: anyUserRow(async (c, tenant) => ({ json: await assignedNumber(c, tenant) })),
  sharedVMSummary: domainRow({ for_user: '1001' }, SIGNED_IN(200), ADMINS_AND_USERS(403, 200)),
  createUpdateSharedVM: anyUserRow((_c, tenant) => ({ json: { domain: DOMAIN_OF[tenant], for_user: freshUser(tenant), vm_user: '1002' } })),
  deleteSharedVM: anyUserRow(async (c, tenant) => ({ json: await sharedVoicemail(c, tenant) })),
  // Older clients name the user by platform login only; its domain is checked like a domain field.
  getDIDNumbers: anyUserRow((_c, tenant) => ({ json: { username: `1009@${DOMAIN_OF[tenant]}` } })),
  getDidSharingDetails: domainRow({ username: '1009' }, SIGNED_IN(200), ADMINS_AND_USERS(403, 200)),
  createUpdateDidSharing: anyUserRow((_c, tenant) => ({
    json: { domain: DOMAIN_OF[tenant], primary_user: '1009', secondary_user: freshUser(tenant), did: SMS_DID_OF_1009[tenant] },
  })),
  deleteDidSharing: anyUserRow(async (c, tenant) => ({ json: await sharedDid(c, tenant) })),
  checkEmailInNetsapien: {
    own: async () => ({ json: { email: 'nobody@acme.example' } }),
    ownExpect: SIGNED_IN(200),
    other: async () => ({ json: { cloud_id: 'globex', email: 'nobody@globex.example' } }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  // Every console user may send QR e-mails (document 2 §1; §6 restricts other controls only), to the
  // user's own address; only administrators to another one (qr-mail-senders.test.ts has each case).
  emailLink: {
    own: async () => {
      const extension = freshUser('acme');
      return { json: { domain: 'acme.demo', extension, recepient: platformEmailOf('acme', extension), subject: 'QR', body: 'LINK_HERE' } };
    },
    ownExpect: SIGNED_IN(200),
    other: async () => ({ json: { domain: 'globex.demo', extension: freshUser('globex'), recepient: 'someone@globex.example', subject: 'QR', body: 'LINK_HERE' } }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  getQrMailFailures: domainRow({}, SIGNED_IN(200), ADMINS_AND_USERS(403, 200)),
  sendQrMails: domainRow({ extensions: ['1001'], subject: 'QR', body: 'LINK_HERE' }, SIGNED_IN(200), ADMINS_AND_USERS(403, 200)),
  getQrMailRun: anyUserRow(async (c, tenant) => ({ json: await qrRunOf(c, tenant) })),
  getRecentQrMailRuns: domainRow({}, SIGNED_IN(200), ADMINS_AND_USERS(403, 200)),
  // Nothing of these sends is undelivered yet: the call is allowed, and says there is nothing to send again.
  resendQrMails: domainRow({ delivery_ids: [2_000_000_000] }, SIGNED_IN(409), ADMINS_AND_USERS(403, 409)),
  // Public: the QR page is opened from the mail without a session; an unknown token is refused alike for all.
  getQrCode: { own: async () => ({ json: { token: 'AAAAAAAAAAAAAAAAAAAAAA' } }), ownExpect: PUBLIC(404), other: null },
} satisfies Partial<Record<CallName, Row>>;
