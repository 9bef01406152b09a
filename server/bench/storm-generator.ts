/**
 * The storm's load generator as a process of its own (storm-load.ts starts it): the apps are
 * outside the server, so the server's thread pays only for answering, as it would in production,
 * and the bare handler and ours are loaded by the same outside generator.
 * Reads { url, connections, durationS, bodies } as JSON on stdin; writes autocannon's result as JSON.
 */
import autocannon from 'autocannon';

type Order = { url: string; connections: number; durationS: number; bodies: string[] };

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { url, connections, durationS, bodies } = JSON.parse(input) as Order;
let next = 0;
const target = new URL(url);
const result = await autocannon({
  url: target.origin,
  connections,
  duration: durationS,
  requests: [
    {
      method: 'POST',
      path: target.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
    },
  ],
});
process.stdout.write(JSON.stringify(result));
