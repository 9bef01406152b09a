/** The demo tenants and console users of the spec README; tests and newcomers rely on them. */
export const DEMO_PASSWORD = 'demo-pass-1234';

export const DEMO_TENANTS = [
  { cloudId: 'demo', accountcode: 'ENG-0001', company: 'Engineering Support', email: 'support@demo.example', phoneNumber: '+1 602 555 0100' },
  { cloudId: 'acme', accountcode: 'ACME-0042', company: 'Acme Telecom', email: 'it@acme.example', phoneNumber: '+1 416 555 0142' },
  { cloudId: 'globex', accountcode: 'GLBX-0007', company: 'Globex Corp', email: 'ops@globex.example', phoneNumber: '+1 212 555 0107' },
  { cloudId: 'bigcorp', accountcode: 'BIG-1000', company: 'BigCorp', email: 'telecom@bigcorp.example', phoneNumber: '+1 312 555 0199' },
] as const;

/**
 * The demo domains allowed to send SMS/MMS from the app (the SMS/MMS permission screen): every demo
 * domain, so that turning textable on in App Management reaches the app as it did before the screen.
 */
export const DEMO_SMS_DOMAINS = [
  { cloudId: 'demo', domain: 'support.demo' },
  { cloudId: 'acme', domain: 'acme.demo' },
  { cloudId: 'acme', domain: 'acme-branch.demo' },
  { cloudId: 'globex', domain: 'globex.demo' },
  { cloudId: 'bigcorp', domain: 'bigcorp.demo' },
] as const;

export const DEMO_USERS = [
  { cloudId: 'demo', username: 'admin', name: 'Dana Whitfield', userType: 'admin', email: 'admin@demo.example', phoneNumber: '+1 602 555 0101' },
  { cloudId: 'demo', username: 'support', name: 'Sam Ortega', userType: 'support user', email: 'support@demo.example', phoneNumber: '+1 602 555 0102' },
  { cloudId: 'demo', username: 'simple', name: 'Riley Chen', userType: 'simple user', email: 'simple@demo.example', phoneNumber: '' },
  { cloudId: 'acme', username: 'acme-admin', name: 'Alice Moreau', userType: 'admin', email: 'alice.moreau@acme.example', phoneNumber: '+1 416 555 0143' },
  { cloudId: 'acme', username: 'acme-support', name: 'Bruno Silva', userType: 'support user', email: 'bruno.silva@acme.example', phoneNumber: '' },
  { cloudId: 'acme', username: 'acme-simple', name: 'Carla Jensen', userType: 'simple user', email: 'carla.jensen@acme.example', phoneNumber: '' },
  { cloudId: 'globex', username: 'globex-admin', name: 'Hank Scorpio', userType: 'admin', email: 'hank@globex.example', phoneNumber: '+1 212 555 0108' },
  { cloudId: 'bigcorp', username: 'bigcorp-admin', name: 'Priya Nair', userType: 'admin', email: 'priya.nair@bigcorp.example', phoneNumber: '+1 312 555 0198' },
] as const;

/** The QR-code e-mail template each demo tenant starts with; the placeholders are filled per user when sent. */
export const DEMO_EMAIL_TEMPLATE = {
  name: 'Mobile app welcome',
  subject: 'Set up your mobile app',
  body:
    'Hello FIRST_NAME_HERE LAST_NAME_HERE,\n\n' +
    'Your phone line is ready for the mobile app. Install the app on your phone, then open this link on your phone: ' +
    "it shows what to enter on the app's sign-in screen to sign in with your extension.\n\nLINK_HERE\n\n" +
    'Or scan the QR code below with the app: on its sign-in screen, choose to scan a QR code.\n\n' +
    'The link and the code are personal and work once: please do not forward them.',
};
