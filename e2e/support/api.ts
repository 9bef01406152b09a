import type { ApiError, CallInput, CallName, CallOutput, Calls } from '@mamt/contract';
import { calls } from '@mamt/contract/calls';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './session';

/** The output of a call, as the contract gives it. */
export type OutputOf<N extends CallName> = CallOutput<Calls[N]>;

/** A 2xx answer carries the call's output, checked against its schema; any other, the server's refusal (or no JSON at all). */
export type ApiAnswer<N extends CallName> = { ok: true; status: number; body: OutputOf<N> } | { ok: false; status: number; body: Partial<ApiError> | null };

/** Input a spec sends on purpose to see the server refuse it: made by `deliberatelyBadInput`, never by a cast. */
export type DeliberatelyBadInput = Record<string, unknown> & { readonly __deliberatelyBad: true };

/**
 * Marks input that a spec sends on purpose although the call's input type does not allow it, to
 * see the server refuse it (the server's own checks are under test). The one way past the typing.
 */
export function deliberatelyBadInput(input: Record<string, unknown>): DeliberatelyBadInput {
  return input as DeliberatelyBadInput;
}

/** A session of the API without a page: a request context and the token of a sign-in (or of one that has ended). */
export type ApiSession = { request: APIRequestContext; token: string | null };

/** Who calls: the signed-in user of a page (its stored token), or a session of the API alone. */
export type Caller = Page | ApiSession;

/** The problems the call's output schema finds in `body`, one line each (none: it is the call's output). */
function outputProblems(name: CallName, body: unknown): string[] {
  const checked = calls[name].output.safeParse(body);
  return checked.error?.issues.map((issue) => `${issue.path.join('.') || '(the answer)'}: ${issue.message}`) ?? [];
}

async function sessionOf(caller: Caller): Promise<ApiSession> {
  if ('token' in caller) return caller;
  const token = await caller.evaluate(() => localStorage.getItem('token'));
  expect(token, 'a signed-in page').toBeTruthy();
  return { request: caller.request, token };
}

/**
 * Calls the product API as `caller`, the way the console does, typed by the contract: `input` is
 * the call's input, and a 2xx answer is its output, which fails the test when the call's output
 * schema refuses it. Used to put records a scenario creates back as they were, so a retry or
 * another order of the specs starts from the same state; answers other than 2xx are returned, not
 * thrown.
 */
export async function callApi<N extends CallName>(caller: Caller, name: N, input: CallInput<Calls[N]> | DeliberatelyBadInput): Promise<ApiAnswer<N>> {
  const { request, token } = await sessionOf(caller);
  const response = await request.post(`/api/v1/${name}`, { headers: token ? { Token: token } : {}, data: input });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok()) return { ok: false, status: response.status(), body: body as Partial<ApiError> | null };
  expect(outputProblems(name, body), `${name} answered what its output schema refuses`).toEqual([]);
  return { ok: true, status: response.status(), body: body as OutputOf<N> };
}

/** Like callApi, for a call that must succeed (a list read, a reset): its output. */
export async function callApiOk<N extends CallName>(caller: Caller, name: N, input: CallInput<Calls[N]>): Promise<OutputOf<N>> {
  const answer = await callApi(caller, name, input);
  expect(answer.ok, `${name} ${answer.status} ${JSON.stringify(answer.body)}`).toBe(true);
  return answer.body as OutputOf<N>;
}

/** Signs in through the API alone (no page), as a demo user by default password. */
export async function apiSignIn(request: APIRequestContext, cloudId: string, username: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const { Token } = await callApiOk({ request, token: null }, 'authLogin', { cloud_id: cloudId, user: username, password });
  return { request, token: Token };
}

/**
 * Answers the page's calls to `name` with `output` instead of the server, for a state that takes
 * too long to bring about; `output` is the call's output, checked against its schema.
 */
export async function fakeCall<N extends CallName>(page: Page, name: N, output: () => OutputOf<N>): Promise<void> {
  expect(outputProblems(name, output()), `the fake answer of ${name} is not what its output schema allows`).toEqual([]);
  await page.route(`**/api/v1/${name}`, (route) => route.fulfill({ json: output() }));
}
