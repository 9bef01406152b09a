import { parseAnswerXml, type XmlAnswer } from './account-xml.js';

/** What the app sends: its portal template's three credentials plus what it knows of itself. */
export type ProvisionRequest = {
  baseUrl: string;
  cloudId: string;
  username: string;
  password: string;
  installId?: string;
  platform?: string;
  version?: string;
  /** The app portal's template uses POST; the service also takes the same fields as a GET query. */
  method?: 'POST' | 'GET';
};

export type ProvisionAnswer = { status: number; contentType: string; answer: XmlAnswer };

export const PROVISIONING_PATH = '/provisioning/account';

/** The form fields in the order of Acrobits' recommended template, optional ones only when known. */
export function provisioningForm(request: ProvisionRequest): URLSearchParams {
  const form = new URLSearchParams({ cloud_id: request.cloudId, cloud_username: request.username, cloud_password: request.password });
  if (request.installId !== undefined) form.set('installid', request.installId);
  if (request.platform !== undefined) form.set('platform', request.platform);
  if (request.version !== undefined) form.set('version', request.version);
  return form;
}

/**
 * One call to the provisioning service. A 2xx must carry an Account XML and anything else an
 * `<error><message>`; an answer that is neither (a 404 page, JSON, HTML) throws with its status and
 * the start of its body, so that a missing or broken endpoint is reported as such.
 */
export async function callProvisioning(request: ProvisionRequest): Promise<ProvisionAnswer> {
  const form = provisioningForm(request);
  const url = new URL(PROVISIONING_PATH, request.baseUrl);
  const init: RequestInit = { method: request.method ?? 'POST', signal: AbortSignal.timeout(30_000) };
  if (init.method === 'GET') url.search = form.toString();
  else Object.assign(init, { body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const response = await fetch(url, init).catch((error: Error & { cause?: { code?: string; message?: string } }) => {
    // fetch's own message is only "fetch failed"; the reason (ECONNREFUSED, a timeout) is in its cause.
    throw new Error(`Cannot reach ${url.origin}${url.pathname}: ${error.cause?.code ?? error.cause?.message ?? error.message}`);
  });
  const contentType = response.headers.get('content-type') ?? '';
  const body = await response.text();
  const unexpected = (why: string) =>
    new Error(`${init.method} ${url.pathname} answered ${response.status} ${contentType || '(no content type)'}: ${why}; body: ${body.slice(0, 200)}`);
  if (!/^(application|text)\/xml\b/i.test(contentType)) throw unexpected('not XML');
  let answer: XmlAnswer;
  try {
    answer = parseAnswerXml(body);
  } catch (error) {
    throw unexpected((error as Error).message);
  }
  if (response.ok !== (answer.kind === 'account')) throw unexpected(`an ${answer.kind} with this status`);
  return { status: response.status, contentType, answer };
}
