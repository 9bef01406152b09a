/**
 * The bench's mail server, in a process of its own so that receiving does not share the server's
 * CPU: an SMTP sink that only counts the messages and their recipients, and answers the counts at
 * GET http://127.0.0.1:<port+1>/. Started by qr-mail-send.ts with the SMTP port as its argument.
 */
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

const port = Number(process.argv[2]);
let messages = 0;
const recipients = new Set<string>();
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  maxClients: 100,
  onData(stream, session, done) {
    stream.on('data', () => {});
    stream.on('end', () => {
      messages += 1;
      for (const rcpt of session.envelope.rcptTo) recipients.add(rcpt.address);
      done();
    });
  },
});
sink.listen(port, '127.0.0.1', () => {
  http
    .createServer((request, response) => {
      if (request.method === 'DELETE') {
        messages = 0;
        recipients.clear();
      }
      response.end(JSON.stringify({ messages, recipients: recipients.size }));
    })
    .listen(port + 1, '127.0.0.1', () => process.stdout.write('ready\n'));
});
