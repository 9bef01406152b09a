/** What the app reads from a QR code: `csc:<login>:<password>@<CLOUD_ID>`, login and password url-encoded. */
export type CscCode = { cloudId: string; login?: string; password?: string };

/**
 * Parses the app's QR text the way the app does: `csc:CODE`, `csc:user@CODE` or `csc:user:pass@CODE`.
 * The cloud id follows the last `@` (an `@` of the login is encoded as %40), and the login is the
 * part before the first `:` (a `:` in either value is encoded as %3A).
 */
export function parseCscCode(text: string): CscCode {
  const trimmed = text.trim();
  if (!/^csc:/i.test(trimmed)) throw new Error(`Not an app QR code (expected "csc:..."): ${JSON.stringify(text)}`);
  const body = trimmed.slice(4);
  const at = body.lastIndexOf('@');
  const cloudId = at < 0 ? body : body.slice(at + 1);
  if (!cloudId) throw new Error(`The QR code names no cloud id: ${JSON.stringify(text)}`);
  if (at < 0) return { cloudId };
  const credentials = body.slice(0, at);
  const colon = credentials.indexOf(':');
  const login = decodeURIComponent(colon < 0 ? credentials : credentials.slice(0, colon));
  if (!login) throw new Error(`The QR code names no login: ${JSON.stringify(text)}`);
  return colon < 0 ? { cloudId, login } : { cloudId, login, password: decodeURIComponent(credentials.slice(colon + 1)) };
}
