import { calls, type ApiError, type CallInput, type CallName, type CallOutput, type Calls } from '@mamt/contract';
import { vi } from 'vitest';
import { z } from 'zod';

/**
 * The calls whose request is multipart (the contract's `body.kind`): the console sends them a
 * FormData, which their fake answer gets as it is. fakeApi checks this list against the contract.
 */
export const MULTIPART_CALLS = ['updateProfile', 'createUpdateWhiteLabel', 'uploadGalleryImage'] as const satisfies readonly CallName[];
type MultipartCallName = (typeof MULTIPART_CALLS)[number];

/** The output of a call, as a fake answers it. */
export type OutputOf<N extends CallName> = CallOutput<Calls[N]>;

/** What a fake answer gets: the call's input as the console sent it (the FormData of a multipart call). */
export type FakeRequest<N extends CallName> = N extends MultipartCallName ? FormData : CallInput<Calls[N]>;

type SuccessStatus = 200 | 201;
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 423 | 429 | 500 | 502 | 503;

/** A refusal as the server words it (errors.ts), `code` and the message ids optional. */
export type FakeError = Partial<ApiError> & Pick<ApiError, 'message'>;

/** A 2xx answer carries the call's output as the contract gives it; any other, a refusal. */
export type FakeReply<N extends CallName> = { status?: SuccessStatus; body: CallOutput<Calls[N]> } | { status: ErrorStatus; body: FakeError };

export type FakeAnswer<N extends CallName> = (request: FakeRequest<N>) => FakeReply<N> | Promise<FakeReply<N>>;

/** The fake answers of a test, by call name. */
export type FakeAnswers = { [N in CallName]?: FakeAnswer<N> };

/** The calls the contract serves outside /api/v1 (the platform proxy), by path. */
const CALL_BY_PATH = new Map(Object.values(calls).flatMap((call) => (call.path ? [[call.path, call.name as CallName] as const] : [])));

/** The call a request goes to, by the path the console asked for. */
export function callNameOf(input: RequestInfo | URL): string {
  const { pathname } = new URL(input instanceof Request ? input.url : String(input), 'http://console.test');
  return CALL_BY_PATH.get(pathname) ?? pathname.split('/').pop() ?? '';
}

function isCallName(name: string): name is CallName {
  return Object.hasOwn(calls, name);
}

/** The request as its call's input: the JSON body, the query of a GET call, the form (over the query) of a form call. */
function requestOf(input: RequestInfo | URL, init?: RequestInit): unknown {
  const query = new URL(input instanceof Request ? input.url : String(input), 'http://console.test').searchParams;
  const body = init?.body;
  if (typeof body === 'string') return JSON.parse(body);
  if (body instanceof FormData) return body;
  if (body instanceof URLSearchParams) return { ...Object.fromEntries(query), ...Object.fromEntries(body) };
  if (body === undefined || body === null) return Object.fromEntries(query);
  return body;
}

/** Where a fake answered what the contract does not allow; setup.ts fails the test that made it. */
const drifts: string[] = [];

function drift(message: string): never {
  drifts.push(message);
  throw new Error(message);
}

/** The contract drifts of the fakes since the last call, emptied. */
export function takeContractDrifts(): string[] {
  return drifts.splice(0);
}

/**
 * A fetch stand-in answering each call by name, typed by the contract: the answer gets the call's
 * input and gives its output. A 2xx answer that the call's output schema refuses fails the test,
 * naming the call (the fake has drifted from the contract). Unknown calls throw, as an unreachable
 * server does.
 */
export function fakeApi(answers: FakeAnswers) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const name = callNameOf(input);
    const answer = (answers as Record<string, FakeAnswer<CallName> | undefined>)[name];
    if (!answer || !isCallName(name)) throw new Error(`unexpected call ${name}`);
    const request = requestOf(input, init);
    const multipart = calls[name].body?.kind === 'multipart';
    if (multipart !== (MULTIPART_CALLS as readonly string[]).includes(name)) drift(`${name}: MULTIPART_CALLS in fake-api.ts no longer matches the contract's body kind`);
    if (multipart !== request instanceof FormData) drift(`${name} was sent ${request instanceof FormData ? 'a FormData' : 'JSON'}, not as its contract's body kind`);
    const { status = 200, body } = await answer(request as FakeRequest<CallName>);
    if (status < 300) {
      const checked = calls[name].output.safeParse(body);
      if (!checked.success) drift(`The fake answer of ${name} is not what the contract's output allows:\n${z.prettifyError(checked.error)}`);
    }
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
}

/** fetch answered by fakeApi(answers) for the rest of the test; the mock, to look at the requests. */
export function stubCalls(answers: FakeAnswers) {
  const fetch = vi.fn(fakeApi(answers));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The calls made through a stubCalls mock so far: each one's name, and its request as its fake answer got it. */
export function callsMade(fetch: ReturnType<typeof stubCalls>): Array<[string, unknown]> {
  return fetch.mock.calls.map(([input, init]) => [callNameOf(input), requestOf(input, init)]);
}
