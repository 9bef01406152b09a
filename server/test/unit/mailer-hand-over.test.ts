import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/open-db.js';
import { createMailer } from '../../src/integrations/mail/mailer.js';
import type { Logger } from '../../src/lib/logger.js';
import type { SecretBox } from '../../src/lib/secret-box.js';

/** A mail server that takes 150 ms over each mail and remembers how many it was taking at once, at most. */
async function startSlowServer() {
  let taking = 0;
  let mostAtOnce = 0;
  let taken = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1,
    onData(stream, _session, done) {
      taking += 1;
      mostAtOnce = Math.max(mostAtOnce, taking);
      stream.resume();
      stream.on('end', () =>
        setTimeout(() => {
          taking -= 1;
          taken += 1;
          done();
        }, 150),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`,
    figures: () => ({ mostAtOnce, taken }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Only the outbox's record of a sent mail touches the database here: an insert that keeps nothing.
const db = { insert: () => ({ values: async () => undefined }) } as unknown as Db;
const log = { warn: () => undefined, info: () => undefined, error: () => undefined } as unknown as Logger;

describe('the mailer hands mails to the server `connections` at a time', () => {
  let server: Awaited<ReturnType<typeof startSlowServer>>;
  beforeAll(async () => {
    server = await startSlowServer();
  });
  afterAll(() => server.close());

  it('takes many mails at once from the workers, and the server is given two at a time, all of them in the end', async () => {
    const mailer = createMailer({ db, log, secrets: {} as SecretBox, smtpUrl: server.url, from: 'console@example.test', allowInternalHosts: true, connections: 2 });
    try {
      await Promise.all(Array.from({ length: 8 }, (_unused, index) => mailer.send({ to: `user${index}@example.test`, subject: 'QR code', text: 'Scan it' })));
      expect(server.figures()).toEqual({ mostAtOnce: 2, taken: 8 });
    } finally {
      mailer.close();
    }
  });

  it("gives each mail its deadline from its turn, not from when the workers had it ready", async () => {
    // Twelve mails ready at once over one connection: the last one's turn comes after 1.6 s of the
    // others, well past a 1 s deadline, and the server takes each in 150 ms.
    const before = server.figures().taken;
    const mailer = createMailer({ db, log, secrets: {} as SecretBox, smtpUrl: server.url, from: 'console@example.test', allowInternalHosts: true, connections: 1, deliveryDeadlineMs: 1000 });
    try {
      const sent = await Promise.allSettled(Array.from({ length: 12 }, (_unused, index) => mailer.send({ to: `late${index}@example.test`, subject: 'QR code', text: 'Scan it' })));
      expect(sent.map((result) => result.status)).toEqual(Array(12).fill('fulfilled'));
      expect(server.figures().taken - before).toBe(12);
    } finally {
      mailer.close();
    }
  });
});
