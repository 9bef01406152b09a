/** What configures and serves the app: App Management, devices, provisioning, QR e-mails, regions and cores (documents 2 and 4). */
export const APP_TEXTS = {
  // App Management: domain settings and per-user provisioning
  selectDomainFirst: 'Please select a domain first',
  provisioningOff: 'Provisioning is off for this domain',
  quickDialOff: 'Quick dial is off for this domain',
  recordingOff: 'Recording is off for this domain',
  textableOff: 'Textable is off for this domain',
  // App management: templates, calling numbers, shared voicemail, DID sharing
  templateNotAllowed: 'You are not allowed to add/update/delete email template',
  templateNotFound: 'Email template not found',
  templateNameTaken: 'An email template with this name already exists',
  extensionNotInDomain: 'Extension {extension} is not a user of domain {domain}',
  didNotInDomain: 'The number {number} is not a DID of domain {domain}',
  callingNumberTaken: 'The number {number} is already assigned to extension {extension}',
  callingNumberAssigned: 'Calling number assigned',
  callingNumberNotAssigned: 'The number {number} is not assigned in domain {domain}',
  sharedVoicemailNotFound: 'This subscriber is not a shared voicemail of this user',
  didNotOfUser: 'DID {did} is not an SMS number of user {user}',
  didSharingNotFound: 'This DID sharing does not exist',
  // Devices and blocked logins
  deviceNotFound: 'This device is not an app device of this user',
  blockedLoginNotFound: 'This blocked login does not exist',

  // The provisioning service (document 4): what the app shows when provisioning fails
  provisioningFieldsRequired: 'cloud_id, cloud_username and cloud_password are required',
  provisioningUnknownCloud: 'This cloud id is unknown or no longer active.',
  provisioningBlocked: 'This account is blocked. Please contact your administrator.',
  provisioningWrongCredentials: 'Wrong username or password, or this QR code has already been used or has expired.',
  provisioningNotAllowed: 'The app is not enabled for this user. Please contact your administrator.',
  provisioningDeviceLimit: 'This user already has the most devices this domain allows ({limit}). Remove a device first.',
  provisioningPlatformDown: 'The phone system cannot be reached right now. Please try again in a few minutes.',
  provisioningTooManyForLogin: 'Too many attempts for this account. Please wait a minute and try again.',
  provisioningTooManyFromAddress: 'Too many failed attempts from this network. Please wait a few minutes and try again.',
  provisioningBusy: 'Too many sign-ins for this company right now. Please try again in a minute.',
  provisioningLoggedOut: 'Logged out.',
  provisioningMethodNotAllowed: 'Only GET and POST are accepted here.',

  // QR e-mails and the QR page (issue 8)
  qrRecipientUnknown: 'No user of this tenant has the e-mail address {email}',
  qrRecipientAmbiguous: 'Several users have the e-mail address {email}: send from the domain\'s user list instead',
  qrCodeInvalid: 'This QR code is no longer valid. Please ask your administrator to send you a new one.',
  qrRecipientNotOwn: "Only an administrator may send a user's QR code to another address than the user's own ({email})",
  qrCcAdminsOnly: 'Only an administrator may copy a QR code to other addresses: leave Cc empty',
  qrSendTooMany: 'At most {max} users can be sent the QR e-mail at once',
  qrRunNotFound: 'This QR e-mail send was not found',
  qrResendNothing: 'There is nothing to send again: every e-mail chosen was delivered or is still on its way',
  qrUserNoEmail: 'This user has no e-mail address on the telephony platform',

  // Where a QR e-mail stands, in plain words (what happened and what to do)
  mailServerUnreachable: 'The mail server could not be reached. Check that it is running and that its address and port are right, then send again.',
  mailServerSignIn: 'The mail server did not accept its username or password. Correct them in the mail settings, then send again.',
  mailServerSecure: 'No secure connection could be made with the mail server. Check its encryption setting, then send again.',
  mailServerInternal: "The mail server's address is on this server's own network, which this installation does not allow. Choose another mail server, then send again.",
  mailAddressRefused: "The mail server refused the address {email}. Correct the user's e-mail address on the telephony platform, then send again.",
  mailServerBusy: 'The mail server asked to be tried again later. Send again in a few minutes.',
  mailServerRefusedMail: "The mail server did not take the e-mail. Send again; if it fails again, ask the mail server's administrator.",
  mailNotConfigured: 'No mail server is set up, so the e-mail was kept in the outbox and not sent. Ask your provider to set one up, then send again.',
  mailNotQueued: 'The e-mail could not be queued. Send again.',

  // Regions, cores and the SMS/MMS permission (issue 18)
  regionDomainRequired: 'Choose the domain to resync',
  regionDomainUnknown: 'The domain {domain} is neither on the platform nor in the region map',
  regionRequired: 'Choose the region of the core',
  coreUnknown: 'The core {core} is not a core of region {region}',
  regionUnknown: 'The region {region} has no cores',
  coreMarkedDown: 'Marked down: {core}. Domains whose devices are reprovisioned now: {domains}',
  coreMarkedUp: 'Marked up: {core}. Domains whose devices are reprovisioned now: {domains}',
  coresAllDown: 'Every telephony server of this domain is marked down. Please try again later or contact your administrator.',
  smsPermissionSaved: 'SMS/MMS permission saved. Domains that may send messages: {count}',
  smsDomainsInvalid: 'Give the list of domains that may send SMS/MMS',
  // The preview's notes on a value: why it is what it is (document 4 §8)
  previewProxySameRegion: "Core {core}, in the domain's region {region}",
  previewProxyOtherRegion: "No core of the domain's region {region} is up: core {core} of region {coreRegion}",
  previewSmsNotPermitted: "Off: the domain is not allowed to send SMS/MMS (SMS/MMS Domain's Permission)",
} as const;
