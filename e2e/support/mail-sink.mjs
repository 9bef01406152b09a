// The e2e run's mail server: an SMTP sink that keeps every message it receives, as sent, in
// E2E_MAIL_DIR as <Date.now()>-<n>.eml, so that tests read the mails a person would get.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export const defaultMailDir = path.resolve(import.meta.dirname, '..', 'mail');

/**
 * A recipient whose address carries this mark is refused twice (550, as a mailbox that does not
 * exist), then accepted: a test's QR e-mail fails (the run's MAIL_RETRY_LIMIT 1 tries it twice), and
 * its resend reaches the person.
 */
export const REFUSED_TWICE_MARK = '+refused-twice@';
const REFUSALS = 2;

/** Starts the sink on 127.0.0.1:`port` with `dir` emptied first; resolves once it listens. */
export async function startMailSink({ port, dir = defaultMailDir }) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const refusals = new Map();
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo({ address }, _session, callback) {
      const mailbox = address.toLowerCase();
      const refusedSoFar = refusals.get(mailbox) ?? 0;
      if (!mailbox.includes(REFUSED_TWICE_MARK) || refusedSoFar >= REFUSALS) return callback();
      refusals.set(mailbox, refusedSoFar + 1);
      const refusal = Object.assign(new Error(`Mailbox unavailable: ${address}`), { responseCode: 550 });
      callback(refusal);
    },
    onData(stream, _session, done) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('error', done);
      stream.on('end', () => {
        const file = path.join(dir, `${Date.now()}-${++count}.eml`);
        // Written under another name first: a test polling the folder never reads half a message.
        fs.writeFileSync(`${file}.part`, Buffer.concat(chunks));
        fs.renameSync(`${file}.part`, file);
        done();
      });
    },
  });
  await new Promise((resolve, reject) => {
    sink.server.once('error', reject);
    sink.listen(port, '127.0.0.1', resolve);
  });
  return sink;
}
