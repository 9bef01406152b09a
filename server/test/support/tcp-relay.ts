import net from 'node:net';
import { freePort } from './prometheus-pair.js';

/**
 * A TCP relay to `target` on a loopback port of its own, which a test cuts (every connection dropped,
 * new ones refused: the database gone, as in a restart or a network failure) and restores.
 */
export async function startTcpRelay(target: { host: string; port: number }) {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const relay = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        const drop = () => {
          for (const socket of [client, upstream]) {
            socket.destroy();
            sockets.delete(socket);
          }
        };
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', drop);
          socket.on('close', drop);
        }
        client.pipe(upstream).pipe(client);
      });
      relay.once('error', reject);
      relay.listen(port, '127.0.0.1', () => {
        server = relay;
        resolve();
      });
    });

  async function cut(): Promise<void> {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  await listen();
  return { port, cut, restore: listen, stop: cut };
}
