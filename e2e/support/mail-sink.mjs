// The e2e run's mail server: an SMTP sink that keeps every message it receives, as sent, in
// E2E_MAIL_DIR as <Date.now()>-<n>.eml, so that tests read the mails a person would get.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export const defaultMailDir = path.resolve(import.meta.dirname, '..', 'mail');

/** Starts the sink on 127.0.0.1:`port` with `dir` emptied first; resolves once it listens. */
export async function startMailSink({ port, dir = defaultMailDir }) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
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
