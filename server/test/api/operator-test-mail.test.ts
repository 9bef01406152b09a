import { afterAll, describe, expect, it } from 'vitest';
import { refusedOnField } from '../support/field-refusals.js';
import { startSmtpSink } from '../support/smtp-sink.js';
import { tenantIdOf, useApp, useSignIns } from '../support/test-app.js';
import { WHITE_LABEL_FIELDS } from '../support/white-label-fixtures.js';

/** The operator's mail server (SMTP_URL), which wants its own password. */
const operator = await startSmtpSink({ password: 'operator-pass' });
afterAll(() => operator.close());

const NO_SMTP = {
  code: 'UNAVAILABLE',
  message: 'No mail server is set (SMTP_URL): this installation keeps all mail in the outbox and sends none, test mails included.',
  messageId: 'testMailNoSmtp',
};

describe('sendOperatorTestMail with SMTP_URL set (MAIL_ALLOW_INTERNAL_HOSTS off, the default)', () => {
  const app = useApp({ SMTP_URL: `smtp://relay:operator-pass@127.0.0.1:${operator.port}`, MAIL_FROM: 'Console <no-reply@operator.example>' });
  const as = useSignIns(app, { superAdmin: 'superAdmin', superSupport: 'superSupport', acmeAdmin: 'acmeAdmin' });

  it('sends one mail at once through SMTP_URL, From MAIL_FROM, and answers what the server said', async () => {
    const answer = await app.t.call('sendOperatorTestMail', { recipient: 'ops@operator.example' }, as.superAdmin);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      ok: true,
      result: 'sent',
      reply: '250 OK: message queued',
      message: 'The mail server took the test mail for ops@operator.example. It answered: 250 OK: message queued',
      message_id: 'testMailSent',
    });
    const [mail] = operator.mailsTo('ops@operator.example');
    expect(mail?.auth).toEqual({ user: 'relay', pass: 'operator-pass' });
    const parsed = await mail!.parsed;
    expect(parsed.from?.value).toEqual([{ address: 'no-reply@operator.example', name: 'Console' }]);
    expect(parsed.subject).toBe('Test mail from the Mobile App Management console');
    expect(parsed.text).toContain(`SMTP_URL (127.0.0.1:${operator.port})`);
    expect(answer.body).not.toContain('operator-pass');
  });

  it("is the super tenant administrator's alone, and checks the recipient", async () => {
    expect((await app.t.call('sendOperatorTestMail', { recipient: 'ops@operator.example' }, as.superSupport)).statusCode).toBe(403);
    expect((await app.t.call('sendOperatorTestMail', { recipient: 'ops@operator.example' }, as.acmeAdmin)).statusCode).toBe(403);
    const bad = await app.t.call('sendOperatorTestMail', { recipient: 'ops at operator' }, as.superAdmin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(refusedOnField('recipient', 'Enter a valid e-mail address', 'invalidEmailAddress'));
  });

  it("refuses a white label's mail server on this machine, as a save does, without connecting to it", async () => {
    const connections = operator.connections();
    const subscriber_id = await tenantIdOf(app.t, 'acme');
    for (const email_host of ['127.0.0.1', 'localhost', '[::1]']) {
      const answer = await app.t.call(
        'sendWhiteLabelTestMail',
        { ...WHITE_LABEL_FIELDS, subscriber_id, email_host, email_port: operator.port, email_password: 'typed', recipient: 'ops@operator.example' },
        as.superAdmin,
      );
      expect(answer.statusCode, email_host).toBe(400);
      expect(answer.json()).toEqual(
        refusedOnField('email_host', 'This mail server address is not allowed: it is a loopback, private, link-local or cloud metadata address', 'mailHostNotAllowed'),
      );
    }
    expect(operator.connections()).toBe(connections);
  });

  it('takes a few test mails a minute from one user, then 429', async () => {
    const statuses: number[] = [];
    // The first test above sent one already.
    for (let sent = 1; sent <= 5; sent += 1) {
      statuses.push((await app.t.call('sendOperatorTestMail', { recipient: `ops${sent}@operator.example` }, as.superAdmin)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect(operator.mails.length).toBe(5);
  });
});

describe('without SMTP_URL no test mail leaves, a white label\'s neither', () => {
  const app = useApp();
  const as = useSignIns(app, { superAdmin: 'superAdmin' });

  it('answers 503 saying that no mail server is set', async () => {
    const operatorTest = await app.t.call('sendOperatorTestMail', { recipient: 'ops@operator.example' }, as.superAdmin);
    expect(operatorTest.statusCode).toBe(503);
    expect(operatorTest.json()).toEqual(NO_SMTP);
    const subscriber_id = await tenantIdOf(app.t, 'acme');
    const tenantTest = await app.t.call('sendWhiteLabelTestMail', { ...WHITE_LABEL_FIELDS, subscriber_id, recipient: 'ops@operator.example' }, as.superAdmin);
    expect(tenantTest.statusCode).toBe(503);
    expect(tenantTest.json()).toEqual(NO_SMTP);
  });
});
