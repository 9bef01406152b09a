import { MESSAGES, messageAnswer, type CallParsedInput, type Calls, type TTestMailAnswer } from '@mamt/contract';
import { MailServerRefused } from '../../integrations/mail/tenant-transports.js';
import type { TestMail, TestMailOutcome, TestMailServer } from '../../integrations/mail/test-mail.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { requireRetypedSecrets } from '../../lib/retype-secrets.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { WhiteLabelRepository } from './white-label.repository.js';
import { mailDestination } from './white-label.service.js';

type WhiteLabelTestInput = CallParsedInput<Calls['sendWhiteLabelTestMail']>;

export type TestMailDeps = {
  repo: WhiteLabelRepository;
  secrets: SecretBox;
  /** SMTP_URL: unset, no mail leaves the installation, not even a tenant's (mailer.ts), so no test mail either. */
  smtpUrl: string | undefined;
  /** MAIL_FROM, the operator's mails' From. */
  mailFrom: string;
  allowInternalMailHosts: boolean;
  /** Sends the mail and says how it went (integrations/mail/test-mail.ts). */
  send: (server: TestMailServer, mail: TestMail) => Promise<TestMailOutcome>;
};

/** Who asked for a test mail, named in it so that its recipient knows where it came from. */
export type TestMailSender = { username: string };

/** A short mail saying where it came from and through which mail server, so that its recipient knows what it is. */
const testMail = (about: { subject: string; through: string }, sender: TestMailSender, mail: { from: string; to: string }): TestMail => ({
  ...mail,
  subject: about.subject,
  text:
    `This is a test mail, sent by ${sender.username} from the Mobile App Management console through ${about.through}.\n\n` +
    'It arrived, so the mail server works with these settings. There is no need to answer it.\n',
});

const answerOf = (outcome: TestMailOutcome): TTestMailAnswer => ({ ok: outcome.result === 'sent', result: outcome.result, ...messageAnswer(outcome.message), reply: outcome.reply });

/**
 * A test mail through a white label's mail server as typed in its form, or through the operator's
 * SMTP_URL: one real mail, sent at once, whose answer says what the mail server said.
 */
export function createTestMails({ repo, secrets, smtpUrl, mailFrom, allowInternalMailHosts, send }: TestMailDeps) {
  const requireSmtp = (): string => {
    if (!smtpUrl) throw new AppError('UNAVAILABLE', MESSAGES.testMailNoSmtp);
    return smtpUrl;
  };

  return {
    /**
     * An empty password uses the stored one, but only for the mail server and username it was stored
     * for: the form's other values are the caller's to choose, the stored password is not theirs to send anywhere.
     */
    async throughWhiteLabel(input: WhiteLabelTestInput, sender: TestMailSender): Promise<TTestMailAnswer> {
      requireSmtp();
      const tenant = await repo.findTenant(input.subscriber_id);
      if (!tenant) throw fieldError('subscriber_id', MESSAGES.unknownSubscriber);
      const stored = await repo.findByTenant(tenant.id);
      if (!input.email_password && !stored?.emailPasswordSealed) throw fieldError('email_password', MESSAGES.allFieldsMandatory);
      requireRetypedSecrets({
        stored: stored?.emailPasswordSealed ? mailDestination(stored.emailHost, stored.emailPort, stored.emailUsername) : undefined,
        next: mailDestination(input.email_host, input.email_port, input.email_username),
        typed: { email_password: input.email_password },
        message: MESSAGES.retypeMailSecret,
      });
      const sealed = stored?.emailPasswordSealed;
      const password = input.email_password || (sealed ? secrets.open(sealed) : '');
      const server = { host: input.email_host, port: input.email_port, username: input.email_username, password, encryption: input.email_encryption };
      const about = { subject: `Test mail from ${tenant.company}`, through: `the mail server of ${tenant.company}'s white label (${input.email_host}:${input.email_port})` };
      try {
        const mail = testMail(about, sender, { from: input.email_from, to: input.recipient });
        return answerOf(await send({ kind: 'white-label', server, allowInternalHosts: allowInternalMailHosts }, mail));
      } catch (error) {
        // As a save would refuse it: the server does not connect to its own network for a tenant.
        if (error instanceof MailServerRefused) throw fieldError('email_host', MESSAGES.mailHostNotAllowed);
        throw error;
      }
    },

    async throughOperator(recipient: string, sender: TestMailSender): Promise<TTestMailAnswer> {
      const url = new URL(requireSmtp());
      const about = { subject: 'Test mail from the Mobile App Management console', through: `the operator's mail server, SMTP_URL (${url.hostname}${url.port ? `:${url.port}` : ''})` };
      return answerOf(await send({ kind: 'url', url: url.toString() }, testMail(about, sender, { from: mailFrom, to: recipient })));
    },
  };
}

export type TestMails = ReturnType<typeof createTestMails>;
