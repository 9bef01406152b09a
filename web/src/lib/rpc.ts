import type { ApiError, CallDefinition, CallInput, CallName, CallOutput, Calls, MessageId, MessageParams, MessageRef } from '@mamt/contract';
import { IDEMPOTENCY_KEY_HEADER } from '@mamt/contract/common/idempotency';
import { MESSAGE_TEXTS } from '@mamt/contract/messages/catalog';
import { buildFormData, buildQuery, type UploadFiles } from './form-data';
import { clearSession, getToken } from './session';

/** Images and other stored files load from the API base plus their path. */
export const API_BASE = '';

/** A failed call, carrying the server's `{ code, message, fieldErrors }` and their message ids. */
export class RpcError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string>;
  readonly messageId?: MessageId;
  readonly params?: MessageParams;
  readonly fieldErrorIds: Record<string, MessageRef>;

  constructor(status: number, body: Partial<ApiError>) {
    // No answer at all means the server could not be reached.
    const answered = body.message !== undefined;
    super(answered ? body.message : MESSAGE_TEXTS.unreachable);
    this.status = status;
    this.code = body.code ?? 'NETWORK';
    this.fieldErrors = body.fieldErrors ?? {};
    this.messageId = answered ? body.messageId : 'unreachable';
    this.params = body.params;
    this.fieldErrorIds = body.fieldErrorIds ?? {};
  }
}

/**
 * The contract's call table says each call's method and body kind. It holds every call's schemas,
 * so it loads the first time a call is made by name (the signed-in screens, whose layout also asks
 * for it beside its own chunk), never with the public pages: they send their few calls by
 * definition (rpcCall), each imported from its own contract file. A failed load is tried again by
 * the next call.
 */
let callTable: Promise<Record<string, CallDefinition>> | undefined;
export function loadCallTable(): Promise<Record<string, CallDefinition>> {
  callTable ??= import('@mamt/contract/calls').then(
    (module) => module.calls,
    (error: unknown) => {
      callTable = undefined;
      throw error;
    },
  );
  return callTable;
}

/** Called when the server says the session is over; the router sends the user to /login. */
let onSessionEnded: () => void = () => {};
export function setSessionEndedHandler(handler: () => void): void {
  onSessionEnded = handler;
}

type Request = { method: 'GET' | 'POST'; query: string; body?: BodyInit; json: boolean; idempotencyKey?: string; anonymous?: boolean };

/**
 * `files`: the files of a multipart call. `idempotencyKey`: the key of the submit this request
 * belongs to (use-submit-mutation.ts), so that the server acts once however often it is repeated.
 * `anonymous`: a public page's call, sent without the stored session token (document 3: "no token
 * sent"), so that whoever opens the link on a signed-in browser is not identified by it.
 */
export type RpcOptions = { files?: UploadFiles; idempotencyKey?: string; anonymous?: boolean };

async function send<T>(name: string, request: Request): Promise<T> {
  const headers: Record<string, string> = {};
  if (request.json) headers['Content-Type'] = 'application/json';
  const token = request.anonymous ? null : getToken();
  if (token) headers.Token = token;
  if (request.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = request.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/api/v1/${name}${request.query}`, { method: request.method, headers, body: request.body });
  } catch {
    throw new RpcError(0, {});
  }
  const payload: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    if (response.status === 401 && token && name !== 'authLogin') {
      clearSession();
      onSessionEnded();
    }
    throw new RpcError(response.status, payload as Partial<ApiError>);
  }
  return payload as T;
}

/**
 * Calls /api/v1/<name> as the contract defines it, typed by the contract: a GET call with its input
 * in the query string, a multipart call with its fields and the files its `body.files` names, any
 * other with a JSON body.
 */
export async function rpc<N extends CallName>(name: N, input: CallInput<Calls[N]>, options?: RpcOptions): Promise<CallOutput<Calls[N]>> {
  const call = (await loadCallTable())[name] as Calls[N] | undefined;
  if (!call) throw new Error(`${name} is not a call of the contract`);
  return rpcCall(call, input, options);
}

/** A call sent by its definition (`authLogin` of '@mamt/contract/auth/auth-login'), as rpc sends it by name. */
export async function rpcCall<C extends CallDefinition>(call: C, input: CallInput<C>, { files, idempotencyKey, anonymous }: RpcOptions = {}): Promise<CallOutput<C>> {
  const { name } = call;
  const fields = input as Record<string, unknown>;
  if (call.method === 'GET') return send(name, { method: 'GET', query: buildQuery(fields), json: false, anonymous });
  if (call.body?.kind === 'multipart') return send(name, { method: 'POST', query: '', body: buildFormData(call, fields, files), json: false, idempotencyKey, anonymous });
  if (files && Object.keys(files).length > 0) throw new Error(`${name} takes no files`);
  return send(name, { method: 'POST', query: '', body: JSON.stringify(input), json: true, idempotencyKey, anonymous });
}

/** The platform proxy (document 2 §7): reads of subscriber or domain in the platform's own shape. */
export async function nsApiRead(object: 'subscriber' | 'domain', form: Record<string, string>): Promise<Array<Record<string, string>>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
  const token = getToken();
  if (token) headers.Token = token;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/api/mamt/ns-api?format=json&object=${object}&action=read`, { method: 'POST', headers, body: new URLSearchParams(form) });
  } catch {
    throw new RpcError(0, {});
  }
  const payload: unknown = await response.json().catch(() => ({}));
  if (!response.ok) throw new RpcError(response.status, payload as Partial<ApiError>);
  return payload as Array<Record<string, string>>;
}
