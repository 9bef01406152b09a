import type { CallName } from '@mamt/contract';
import { ADMINS, ADMINS_AND_USERS, FIRST_DID, PUBLIC, SIGNED_IN, SMS_DID_OF_1009, adminWriteRow, assignedNumber, domainRow, freshUser, platformEmailOf, qrRunOf, readRow, sharedDid, sharedVoicemail, templateOf, unique, type Row } from './authorization-fixtures.js';

/** The authorization rows of App Management: domain settings, per-user features, templates, QR e-mails. */
export const APP_MANAGEMENT_ROWS = {
  getCompanyDetails: {
    own: async () => ({ json: {} }),
    ownExpect: SIGNED_IN(200),
    other: async () => ({ json: { cloud_id: 'globex' } }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
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
  getTemplates: {
    own: async () => ({ json: {} }),
    ownExpect: SIGNED_IN(200),
    other: async () => ({ json: { cloud_id: 'globex' } }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  templateCreateUpdate: {
    own: async () => ({ json: { name: unique('template'), subject: 'Welcome', body: 'Hello FIRST_NAME_HERE' } }),
    ownExpect: ADMINS(200, 200),
    other: async () => ({ json: { cloud_id: 'globex', name: unique('template'), subject: 'Welcome', body: 'Hello' } }),
    otherExpect: ADMINS(403, 200),
  },
  deleteTemplate: {
    own: async (c) => ({ json: { id: await templateOf(c, 'acme') } }),
    ownExpect: ADMINS(200, 200),
    other: async (c) => ({ json: { id: await templateOf(c, 'globex') } }),
    otherExpect: ADMINS_AND_USERS(404, 200),
  },
  getAvailableCallingNumbers: {
    own: async () => ({ json: { domain: 'acme.demo' } }),
    ownExpect: SIGNED_IN(200),
    other: async () => ({ json: { domain: 'globex.demo' } }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  getAssignedCallingNumbers: {
    own: async () => ({ json: { domain: 'acme.demo', user: '1001' } }),
    ownExpect: SIGNED_IN(200),
    other: async () => ({ json: { domain: 'globex.demo', user: '1001' } }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  assignCallingNumber: {
    // Assigning a number again to the user who has it is accepted, so every actor may repeat it.
    own: async () => ({ json: { domain: 'acme.demo', extension: '1001', phone_number: FIRST_DID.acme } }),
    ownExpect: SIGNED_IN(200),
    other: async () => ({ json: { domain: 'globex.demo', extension: '1001', phone_number: FIRST_DID.globex } }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  deleteAssignedCallingNumber: {
    own: async (c) => ({ json: await assignedNumber(c, 'acme') }),
    ownExpect: SIGNED_IN(200),
    other: async (c) => ({ json: await assignedNumber(c, 'globex') }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  sharedVMSummary: {
    own: async () => ({ json: { domain: 'acme.demo', for_user: '1001' } }),
    ownExpect: SIGNED_IN(200),
    other: async () => ({ json: { domain: 'globex.demo', for_user: '1001' } }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  createUpdateSharedVM: {
    own: async () => ({ json: { domain: 'acme.demo', for_user: freshUser('acme'), vm_user: '1002' } }),
    ownExpect: SIGNED_IN(200),
    other: async () => ({ json: { domain: 'globex.demo', for_user: freshUser('globex'), vm_user: '1002' } }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  deleteSharedVM: {
    own: async (c) => ({ json: await sharedVoicemail(c, 'acme') }),
    ownExpect: SIGNED_IN(200),
    other: async (c) => ({ json: await sharedVoicemail(c, 'globex') }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  getDIDNumbers: {
    // Older clients name the user by platform login only; its domain is checked like a domain field.
    own: async () => ({ json: { username: '1009@acme.demo' } }),
    ownExpect: SIGNED_IN(200),
    other: async () => ({ json: { username: '1009@globex.demo' } }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  getDidSharingDetails: {
    own: async () => ({ json: { domain: 'acme.demo', username: '1009' } }),
    ownExpect: SIGNED_IN(200),
    other: async () => ({ json: { domain: 'globex.demo', username: '1009' } }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  createUpdateDidSharing: {
    own: async () => ({ json: { domain: 'acme.demo', primary_user: '1009', secondary_user: freshUser('acme'), did: SMS_DID_OF_1009.acme } }),
    ownExpect: SIGNED_IN(200),
    other: async () => ({ json: { domain: 'globex.demo', primary_user: '1009', secondary_user: freshUser('globex'), did: SMS_DID_OF_1009.globex } }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  deleteDidSharing: {
    own: async (c) => ({ json: await sharedDid(c, 'acme') }),
    ownExpect: SIGNED_IN(200),
    other: async (c) => ({ json: await sharedDid(c, 'globex') }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
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
  getQrMailRun: {
    own: async (c) => ({ json: await qrRunOf(c, 'acme') }),
    ownExpect: SIGNED_IN(200),
    other: async (c) => ({ json: await qrRunOf(c, 'globex') }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  getRecentQrMailRuns: domainRow({}, SIGNED_IN(200), ADMINS_AND_USERS(403, 200)),
  // Nothing of these sends is undelivered yet: the call is allowed, and says there is nothing to send again.
  resendQrMails: {
    own: async () => ({ json: { domain: 'acme.demo', delivery_ids: [2_000_000_000] } }),
    ownExpect: SIGNED_IN(409),
    other: async () => ({ json: { domain: 'globex.demo', delivery_ids: [2_000_000_000] } }),
    otherExpect: ADMINS_AND_USERS(403, 409),
  },
  // Public: the QR page is opened from the mail without a session; an unknown token is refused alike for all.
  getQrCode: { own: async () => ({ json: { token: 'AAAAAAAAAAAAAAAAAAAAAA' } }), ownExpect: PUBLIC(404), other: null },
} satisfies Partial<Record<CallName, Row>>;
