/**
 * The `phone` command: what the softphone app does when it provisions and registers, from a terminal.
 *   phone qr --eml <file>                                   print the QR code of a QR e-mail
 *   phone scan --eml <file> [options]                       provision with the QR code of a QR e-mail
 *   phone login --cloud-id <id> --username <login> --password <pw> [options]   portal-password login
 *   phone reprovision [--state <file>] [--base-url <url>]   provision again with the stored credentials
 *   phone register [--state <file>] [--registrar <url>] [--password <sip pw>] [--expires n]
 *                                                           register with the stored account (expires 0 un-registers)
 * Options: --base-url (default $PHONE_BASE_URL or http://localhost:8080), --platform (android),
 * --app-version, --install-id, --get (send a GET query instead of the POST form),
 * --state (default phone-state.json), --show-secrets.
 * Registration: after an account, scan, login and reprovision register with it at --registrar (or
 * $PHONE_REGISTRAR_URL; neither: no registration, nothing printed), unless --no-register; they
 * print one line (where it registered, or the registrar's refusal). There is no SIP: the platform
 * simulator's `POST /sip/register` stands in for the registrar.
 * Exit code: scan, login, reprovision 0 on an account, 1 on an error answer (a failed registration
 * does not change it); register 0 when registered, 1 when refused; 2 when the command itself fails.
 */
import { runPhone } from './run-phone.js';

runPhone(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`phone: ${(error as Error).message}`);
    process.exit(2);
  },
);
