import { createSharedAnswers, type SharedAnswers } from '../../lib/shared-answers.js';
import { createHttpPost, type HttpAnswer, type HttpPost } from './http.js';
import { PlatformError } from './platform-error.js';
import { memoryBackoff, memoryBudget, RequestGate, type BackoffState, type RequestBudget } from './request-gate.js';
import { TokenSource, type NetsapiensCredentials } from './token-source.js';

export type NsObject = 'domain' | 'subscriber' | 'device' | 'phonenumber' | 'smsnumber';
export type NsRow = Record<string, string>;
export type NsParams = Record<string, string | undefined>;
export type ReadOptions = { fresh?: boolean };
/** Who a platform user's own sign-in is: the extension and domain the platform names. */
export type NsUserSignIn = { user: string; domain: string };

export type ClientOptions = {
  timeoutMs?: number;
  cacheTtlMs?: number;
  /** Cached reads kept at most; the oldest go first, so distinct requests cannot grow memory without end. */
  cacheMaxEntries?: number;
  /** The budget of a client made without `budget`, counted in this process only. */
  maxPerMinute?: number;
  /** The connection's budget and back-off shared by every process (request-budget.ts). */
  budget?: RequestBudget;
  backoff?: BackoffState;
  now?: () => number;
};

const EXPIRED_TOKEN = 'The access token provided has expired';

const keyOf = (object: NsObject, action: string, params: NsParams) =>
  `${object}.${action}?${Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${value}`)
    .join('&')}`;

/**
 * The platform's ns-api for one connection. Reads are coalesced (identical reads in flight share
 * one request) and cached briefly; our own writes drop the cached reads of that object.
 */
/** A read's rows with every value as text, as the platform's v1 answers them. */
function rowsOf(answer: HttpAnswer): NsRow[] {
  const rows = answer.text.trim() === '' ? [] : answer.json();
  if (!Array.isArray(rows)) throw new PlatformError('malformed');
  return rows.map((row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, String(value ?? '')])));
}

export class NetsapiensClient {
  private readonly post: HttpPost;
  private readonly signInPost: HttpPost;
  private readonly tokens: TokenSource;
  private readonly answers: SharedAnswers<unknown>;
  private readonly now: () => number;

  constructor(
    private readonly credentials: NetsapiensCredentials,
    options: ClientOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.answers = createSharedAnswers<unknown>({ ttlMs: options.cacheTtlMs ?? 30_000, maxKeys: options.cacheMaxEntries ?? 500, now: this.now });
    const budget = options.budget ?? memoryBudget(options.maxPerMinute ?? 100, this.now);
    const gate = new RequestGate(budget, options.backoff ?? memoryBackoff(this.now));
    this.post = createHttpPost(gate, options.timeoutMs ?? 5000);
    this.signInPost = createHttpPost(gate, options.timeoutMs ?? 5000, { refusalIsAnswer: true });
    this.tokens = new TokenSource(credentials, this.post, this.now);
  }

  /** `fresh`: skips a cached answer (a resync the user asked for), still sharing a read in flight. */
  read(object: NsObject, params: NsParams = {}, { fresh = false }: ReadOptions = {}): Promise<NsRow[]> {
    return this.cached(keyOf(object, 'read', params), async () => rowsOf(await this.call(object, 'read', params)), fresh);
  }

  /**
   * The cluster's cores: its provisionable server profiles (`GET /ns-api/v2/phones/servers`), each
   * with its region (`geo_group`), ports and status. Cached like a read.
   */
  servers({ fresh = false }: ReadOptions = {}): Promise<NsRow[]> {
    return this.cached('phones.servers', async () => rowsOf(await this.authorized(`${this.credentials.apiUrl}/ns-api/v2/phones/servers`, null)), fresh);
  }

  count(object: NsObject, params: NsParams = {}): Promise<number> {
    return this.cached(keyOf(object, 'count', params), async () => {
      const total = Number((await this.call(object, 'count', params)).json().total);
      if (!Number.isFinite(total)) throw new PlatformError('malformed');
      return total;
    });
  }

  async write(object: NsObject, action: 'create' | 'update' | 'delete', params: NsParams): Promise<void> {
    try {
      await this.call(object, action, params);
    } finally {
      // Even a failed write may have landed: forget what we read of that object.
      this.answers.forget((key) => key.startsWith(`${object}.`));
    }
  }

  /** Signs in with the connection's credentials; answers without throwing for the "Test connection" check. */
  async checkSignIn(): Promise<void> {
    await this.tokens.renew();
  }

  /**
   * Checks a platform user's own login and portal password (the app's sign-in without a QR code)
   * with the connection's API client: the user, or null when the platform refuses them. Never
   * cached, and the connection's own token is untouched.
   */
  async userSignIn(username: string, password: string): Promise<NsUserSignIn | null> {
    const { apiUrl, clientId, clientSecret } = this.credentials;
    const form = new URLSearchParams({ grant_type: 'password', client_id: clientId, client_secret: clientSecret, username, password });
    const answer = await this.signInPost(`${apiUrl}/ns-api/oauth2/token/`, form, {});
    if (answer.status === 400 || answer.status === 401 || answer.status === 403) return null;
    if (answer.status >= 300) throw new PlatformError('refused', `HTTP ${answer.status}`);
    const body = answer.json();
    const user = typeof body.user === 'string' ? body.user : '';
    const domain = typeof body.domain === 'string' ? body.domain : '';
    if (!user || !domain) throw new PlatformError('malformed');
    return { user, domain };
  }

  private cached<T>(key: string, load: () => Promise<T>, fresh = false): Promise<T> {
    return this.answers.get(key, load, { fresh }) as Promise<T>;
  }

  private call(object: NsObject, action: string, params: NsParams): Promise<HttpAnswer> {
    const body = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
    return this.authorized(`${this.credentials.apiUrl}/ns-api/?format=json&object=${object}&action=${action}`, body);
  }

  /** A request with the connection's token, renewed once when the platform says it expired. */
  private async authorized(url: string, body: URLSearchParams | null): Promise<HttpAnswer> {
    const send = async () => this.post(url, body, { authorization: `Bearer ${await this.tokens.accessToken()}` });
    let answer = await send();
    if (answer.status === 401 && answer.text.includes(EXPIRED_TOKEN)) {
      await this.tokens.renew();
      answer = await send();
    }
    if (answer.status === 401) throw new PlatformError('credentials');
    if (answer.status >= 400) throw new PlatformError('refused', `HTTP ${answer.status}`);
    return answer;
  }
}
