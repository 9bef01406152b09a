import type { Db } from '../../open-db.js';
import { emailTemplates } from '../../schema.js';
import { DEMO_TENANTS } from '../demo-data.js';

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

export const qrMailDemo = (tx: Db) => tx.insert(emailTemplates).values(DEMO_TENANTS.map((tenant) => ({ cloudId: tenant.cloudId, ...DEMO_EMAIL_TEMPLATE })));
