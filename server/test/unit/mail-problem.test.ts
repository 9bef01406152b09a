import { describe, expect, it } from 'vitest';
import { mailProblemOf } from '../../src/integrations/mail/mail-problem.js';
import { MailServerRefused } from '../../src/integrations/mail/tenant-transports.js';

const smtpError = (message: string, extra: Record<string, unknown>) => Object.assign(new Error(message), extra);

describe('a failed delivery in plain words', () => {
  it.each([
    ['a server that is down', smtpError('connect ECONNREFUSED 127.0.0.1:2525', { code: 'ESOCKET' }), 'mailServerUnreachable'],
    ['a name that does not resolve', smtpError('getaddrinfo ENOTFOUND smtp.nowhere.example', { code: 'EDNS' }), 'mailServerUnreachable'],
    ['a server that never greets', smtpError('Greeting never received', { code: 'ETIMEDOUT' }), 'mailServerUnreachable'],
    ['a refused sign-in', smtpError('Invalid login: 535 Authentication failed', { code: 'EAUTH', responseCode: 535 }), 'mailServerSignIn'],
    ['a certificate that does not hold', smtpError('self-signed certificate', { code: 'ESOCKET' }), 'mailServerSecure'],
    ['a refused recipient', smtpError("Can't send mail - all recipients were rejected: 550 Mailbox unavailable", { code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' }), 'mailAddressRefused'],
    ['a server asking to try later', smtpError('451 Try again later', { code: 'EMESSAGE', responseCode: 451 }), 'mailServerBusy'],
    ['anything else', smtpError('554 Message rejected as spam', { code: 'EMESSAGE', responseCode: 554 }), 'mailServerRefusedMail'],
    ['an internal address not allowed', new MailServerRefused('10.0.0.5'), 'mailServerInternal'],
  ])('reads %s', (_case, error, id) => {
    const problem = mailProblemOf(error, 'ana@acme.example');
    expect(problem.message.id).toBe(id);
    // The server's own words stay beside the plain ones, for whoever runs the mail server.
    expect(problem.detail).toBe(error.message);
  });

  it('names the address the mail server refused', () => {
    const problem = mailProblemOf(smtpError('550 No such user', { code: 'EENVELOPE', responseCode: 550 }), 'ana@acme.example');
    expect(problem.message.text).toBe("The mail server refused the address ana@acme.example. Correct the user's e-mail address on the telephony platform, then send again.");
  });
});
