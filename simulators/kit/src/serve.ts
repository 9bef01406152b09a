import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { json, send } from './answer.js';

/** A simulator's request handler; what it throws becomes the simulator's 500 (see `serve`). */
export type Handle = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;

/** What a handler's throw is answered with: by default `500 {"error": "<the error>"}`. */
export type AnswerError = (res: http.ServerResponse, error: unknown) => void;

/** How every simulator starts and stops: the part of its API that tests, `main.ts` and the server's tests share. */
export type Listening = {
  /** Listens on the port (0: a free one) and host, and answers the URL it is reached at. */
  listen(port?: number, host?: string): Promise<string>;
  /** Stops listening; also drops the requests left hanging (a `hang` fault), which would otherwise keep it open. */
  close(): Promise<void>;
};

const answerError: AnswerError = (res, error) => send(res, json(500, { error: String(error) }));

/** An HTTP server around a handler, as the `listen` and `close` a simulator hands out. */
export function serve(handle: Handle, onError: AnswerError = answerError): Listening {
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => onError(res, error));
  });
  return {
    async listen(port = 0, host = '127.0.0.1') {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve());
      });
      return `http://${host}:${(server.address() as AddressInfo).port}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
