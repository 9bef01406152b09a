import type net from 'node:net';
import { buildDemoSeed } from '@mamt/netsapiens-simulator';
import { SMTPServer } from 'smtp-server';

/**
 * A mail server on loopback that keeps each recipient it is given (lower-cased), taking `delayMs`
 * over each mail: a send to thousands is then still under way when a test acts in its middle.
 */
export async function startCountingSmtp({ delayMs = 0 }: { delayMs?: number } = {}) {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()));
        setTimeout(done, delayMs);
      });
    },
  });
  // A client killed mid-mail (a test's kill -9) resets its connection: that mail is simply not received.
  smtp.on('error', () => {});
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    received,
    url: `smtp://127.0.0.1:${(smtp.server.address() as net.AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** bigcorp.demo's 2,000 users with an address, as the demo seeds the platform simulator. */
export const BIGCORP_USERS = buildDemoSeed()
  .subscriber.filter((row) => row.domain === 'bigcorp.demo' && row.email)
  .map((row) => ({ extension: row.user as string, email: (row.email as string).toLowerCase() }));
