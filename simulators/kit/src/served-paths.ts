import type http from 'node:http';
import { json, send, type Answer } from './answer.js';
import { CONTROL_PREFIX } from './control-routes.js';
import { delay, type FaultBoard, type Faults } from './faults.js';
import type { RequestTally } from './request-tally.js';
import { readBody, type Request } from './request.js';
import type { Handle } from './serve.js';

/**
 * What a simulated system serves at one path: the part whose faults apply to it, the key its
 * requests are counted under, the methods it takes and its answer.
 */
export type ServedPath<Part extends string, Counted extends string> = {
  part: Part;
  countedAs: Counted;
  methods: readonly string[];
  answer: (request: Request) => Answer;
};

export type ServedPaths<Part extends string, Counted extends string> = {
  /** What is served at a path (trailing slashes removed), or undefined for a path the system does not serve. */
  servedAt: (path: string) => ServedPath<Part, Counted> | undefined;
  /** The test controls under `/__simulator/` (see `createControlRoutes`). */
  control: (name: string, method: string, body: string) => Answer;
  faults: FaultBoard<Part>;
  /** Where each request is counted, under its path's `countedAs`. */
  tally: RequestTally<Counted>;
  /** A failure a test asked for, in the part's own error shape. */
  failureOf: (part: Part, status: number) => Answer;
  /** The system's answers to a path it does not serve and to a method a path does not take. */
  notFound?: Answer;
  wrongMethod?: Answer;
};

/** The answer under the faults in force: later, a failure, or none at all (undefined) when the part hangs. */
async function answerUnder(faults: Faults, failure: (status: number) => Answer, answer: () => Answer): Promise<Answer | undefined> {
  if (faults.hang) return undefined; // accepted, never answered: the client's timeout must fire
  if (faults.latencyMs) await delay(faults.latencyMs);
  return faults.failStatus ? failure(faults.failStatus) : answer();
}

/**
 * The request handler of a simulator of a system in parts: the test controls under `/__simulator/`,
 * else what is served at the path, refused when nothing is (404) or when it does not take the method
 * (405), then counted, then answered under the faults in force on its part.
 */
export function handleServedPaths<Part extends string, Counted extends string>(paths: ServedPaths<Part, Counted>): Handle {
  const { notFound = json(404, { error: 'not found' }), wrongMethod = json(405, { error: 'method not allowed' }) } = paths;
  return async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const method = req.method ?? 'GET';
    const body = await readBody(req);
    if (url.pathname.startsWith(CONTROL_PREFIX)) return send(res, paths.control(url.pathname.slice(CONTROL_PREFIX.length), method, body));
    const served = paths.servedAt(url.pathname.replace(/\/+$/, ''));
    if (!served) return send(res, notFound);
    if (!served.methods.includes(method)) return send(res, wrongMethod);
    paths.tally.count(served.countedAs);
    const { part } = served;
    const answer = await answerUnder(paths.faults.of(part), (status) => paths.failureOf(part, status), () => served.answer({ method, params: url.searchParams, headers: req.headers, body }));
    if (answer) send(res, answer);
  };
}
