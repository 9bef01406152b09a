import type { ApiError, CallInput, CallName, CallOutput, Calls, MessageId, MessageParams, MessageRef } from '@mamt/contract';
import { MESSAGE_TEXTS } from '@mamt/contract/messages/catalog';
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

/** Called when the server says the session is over; the router sends the user to /login. */
let onSessionEnded: () => void = () => {};
export function setSessionEndedHandler(handler: () => void): void {
  onSessionEnded = handler;
}

async function send<N extends CallName>(name: N, body: BodyInit, json: boolean): Promise<CallOutput<Calls[N]>> {
  const headers: Record<string, string> = {};
  if (json) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Token = token;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/api/v1/${name}`, { method: 'POST', headers, body });
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
  return payload as CallOutput<Calls[N]>;
}

/** POST /api/v1/<name> with a JSON body, typed by the contract. */
export function rpc<N extends CallName>(name: N, input: CallInput<Calls[N]>): Promise<CallOutput<Calls[N]>> {
  return send(name, JSON.stringify(input), true);
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

/** The same for multipart calls (uploads). */
export function rpcMultipart<N extends CallName>(name: N, form: FormData): Promise<CallOutput<Calls[N]>> {
  return send(name, form, false);
}
