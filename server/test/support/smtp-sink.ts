import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SinkMail = { rcpt: string[]; auth?: { user: string; pass: string }; parsed: Promise<ParsedMail> };

/**
 * An SMTP server on 127.0.0.1 keeping every message it receives and who signed in to send it.
 * `password` makes it refuse any other password; `starttls` offers STARTTLS (with smtp-server's own
 * certificate, which a client that checks certificates refuses). `port` starts it again where a
 * stopped one listened. `close` stops it as a mail server going down does: a connection still open
 * (a client's pooled, idle one) is told 421 and closed at once, not waited for (30 s by default).
 */
export async function startSmtpSink(options: { password?: string; starttls?: boolean; port?: number } = {}) {
  const mails: SinkMail[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: options.starttls ? [] : ['STARTTLS'],
    logger: false,
    closeTimeout: 1,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onAuth(auth, _session, callback) {
      if (options.password !== undefined && auth.password !== options.password) return callback(new Error('Invalid username or password'));
      callback(null, { user: { user: auth.username, pass: auth.password } });
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        mails.push({ rcpt: session.envelope.rcptTo.map((rcpt) => rcpt.address), auth: session.user as SinkMail['auth'], parsed: simpleParser(raw) });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as { port: number }).port,
    mails,
    mailsTo: (address: string) => mails.filter((mail) => mail.rcpt.includes(address)),
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
