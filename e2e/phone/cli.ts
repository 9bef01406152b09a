/**
 * The `phone` command: what the softphone app does when it provisions, from a terminal.
 *   phone qr --eml <file>                                   print the QR code of a QR e-mail
 *   phone scan --eml <file> [options]                       provision with the QR code of a QR e-mail
 *   phone login --cloud-id <id> --username <login> --password <pw> [options]   portal-password login
 *   phone reprovision [--state <file>] [--base-url <url>]   provision again with the stored credentials
 * Options: --base-url (default $PHONE_BASE_URL or http://localhost:8080), --platform (android),
 * --app-version, --install-id, --get (send a GET query instead of the POST form),
 * --state (default phone-state.json), --show-secrets. Exit code 0 on an account, 1 on an error answer.
 */
import { runPhone } from './run-phone.js';

runPhone(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`phone: ${(error as Error).message}`);
    process.exit(2);
  },
);
