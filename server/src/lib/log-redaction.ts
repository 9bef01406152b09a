import { REDACTED, SECRET_QUERY_NAMES, redactedUrl } from './log-request.js';

/**
 * What System Logs keeps of a log record: no secret, password, token or query-string credential,
 * whichever field or text carries it. The console log's serializers already withhold the request's
 * credentials; the stored entries are kept for weeks and shown to tenants, so every record is
 * redacted again here, by field name anywhere in it and by the look of every string.
 */

/**
 * Field names of credentials, compared in lower case without separators (`cloud_password`,
 * `Cloud-Password` and `cloudPassword` are one name). `code` is left out of the query names: in a
 * record it is an error's code (`23514`), which one debugs with.
 */
const SECRET_NAMES: ReadonlySet<string> = new Set(
  [...SECRET_QUERY_NAMES, 'appid', 'otp', 'jwt', 'bearer', 'cookie']
    .filter((name) => name !== 'code')
    .map((name) => normalizedName(name)),
);
/** Any name containing one of these is a credential's: emailPassword, tokenHash, set-cookie, x-api-key, privateKey. */
const SECRET_NAME_PARTS = ['password', 'passwd', 'secret', 'token', 'cookie', 'authorization', 'apikey', 'superpass', 'privatekey', 'credential', 'signature'];

const MAX_DEPTH = 8;
const MAX_TEXT = 8_000;
/** Items of a list and fields of an object kept per level: the log store's queue is bounded by entries, so each entry is bounded too. */
const MAX_ITEMS = 100;

function normalizedName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Names seen before (a record's keys are few and recur), bounded so that odd keys cannot grow it for ever. */
const knownNames = new Map<string, boolean>();
const KNOWN_NAMES_KEPT = 2_000;

/** Whether a field of this name holds a credential. */
export function isSecretFieldName(name: string): boolean {
  const known = knownNames.get(name);
  if (known !== undefined) return known;
  const normalized = normalizedName(name);
  const secret = SECRET_NAMES.has(normalized) || SECRET_NAME_PARTS.some((part) => normalized.includes(part));
  if (knownNames.size < KNOWN_NAMES_KEPT) knownNames.set(name, secret);
  return secret;
}

const SECRET_WORDS = 'cloud_password|password|passwd|pwd|superpass|secret|client_secret|token|access_token|refresh_token|api_?key|appid|authorization';
/** `password=x`, `"token": "x"`, `secret: x` inside a text (a quoted body in an error, a form line). */
const NAMED_VALUE = new RegExp(`((?:${SECRET_WORDS})\\w*"?\\s*[:=]\\s*"?)([^"\\s&,;}]+)`, 'gi');
/**
 * `password Xy3...` in a sentence ("sign in with the password Xy3... and change it"): a credential's
 * word followed by a word that looks generated (12 or more characters mixing cases or digits).
 */
const WORD_THEN_VALUE = new RegExp(`\\b((?:${SECRET_WORDS}|pass|key|code)\\w*\\s+)([A-Za-z0-9_~+/=.-]{12,})`, 'gi');
const looksGenerated = (word: string) => [/[a-z]/, /[A-Z]/, /[0-9]/].filter((kind) => kind.test(word)).length >= 2;
/** `Bearer <token>`, `Basic <credentials>`, `Token <value>` as an Authorization header reads. */
const SCHEME_VALUE = /\b(Bearer|Basic|Token)(\s+)[A-Za-z0-9._~+/=-]{8,}/gi;
/** `scheme://user:password@host`: the password of an SMTP_URL or a database address. */
const URL_PASSWORD = /\b([a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:)[^\s@/]+@/gi;
/** The QR page, `/qr/<token>`, however its slashes and letters are spelled. */
const QR_PATH = /((?:\/|%2f)+)(?:q|%71|%51)(?:r|%72|%52)(?:\/|%2f)+[^\s?#"'&<>]+/gi;
/** A word that is an address with a query, or a form's `name=value&...` line. */
const QUERY_WORD = /[^\s"'<>]*[?=][^\s"'<>]*/g;

function redactedWord(word: string): string {
  if (word.includes('?')) return redactedUrl(word);
  // A bare `a=b&c=d` is read as a query: each credential's value goes, the rest stays.
  return word.includes('=') ? redactedUrl(`?${word}`).slice(1) : word;
}

/** What every pattern below needs: most of a record's strings (ids, methods, addresses, messages) have none of it. */
const MAY_HOLD_A_CREDENTIAL = /[?=:]|(?:q|%[57]1)(?:r|%[57]2)|bearer|basic|token|pass|secret|key|code|pwd|auth|appid/i;

/** A text with every credential it shows replaced by `[redacted]`. */
export function redactText(text: string): string {
  const cut = text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…[truncated]` : text;
  if (!MAY_HOLD_A_CREDENTIAL.test(cut)) return cut;
  return cut
    .replace(QUERY_WORD, redactedWord)
    .replace(QR_PATH, `$1qr/${REDACTED}`)
    .replace(URL_PASSWORD, `$1${REDACTED}@`)
    .replace(SCHEME_VALUE, `$1$2${REDACTED}`)
    .replace(NAMED_VALUE, `$1${REDACTED}`)
    .replace(WORD_THEN_VALUE, (all, word: string, value: string) => (looksGenerated(value) ? `${word}${REDACTED}` : all));
}

/**
 * A copy of a log record (or any value in it) with credentials withheld: a field named like a
 * credential loses its value at any depth, every string is redacted by its look, and what is too
 * deep, too long or too many (lists and objects past 100 items) is cut short.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (Array.isArray(value)) {
    const kept = value.slice(0, MAX_ITEMS).map((item) => redactValue(item, depth + 1));
    return value.length > MAX_ITEMS ? [...kept, `[${value.length - MAX_ITEMS} more]`] : kept;
  }
  const copy: Record<string, unknown> = {};
  const fields = Object.entries(value);
  for (const [key, item] of fields.slice(0, MAX_ITEMS)) {
    copy[key] = isSecretFieldName(key) && item !== null && item !== undefined && item !== '' ? REDACTED : redactValue(item, depth + 1);
  }
  if (fields.length > MAX_ITEMS) copy['[more fields]'] = fields.length - MAX_ITEMS;
  return copy;
}
