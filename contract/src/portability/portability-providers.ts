/**
 * A provider card's field: plain text, an http(s) address (a URL its secret may be sent to), or the
 * card's one secret, sealed at rest and never answered. The kind decides how the save and the test
 * call check the field and how the screen draws it.
 */
export type ProviderFieldKind = 'text' | 'url' | 'secret';

/** One portability provider as the wire knows it: everything its calls, records and forms are derived from. */
export type PortabilityProviderDescriptor = {
  /** Its key in the test call's `provider` and the audit, also its table's (`portability_<key>`). */
  key: string;
  /** As the screens and the messages name it. */
  name: string;
  /** Its public check call. */
  check: string;
  /** Its credentials' calls, spelled as the documents spell them. */
  calls: { list: string; save: string; delete: string };
  /** Who acts, as the save names it: `a_user_id` where the record has a `user_id` of its own. */
  actingUser: 'user_id' | 'a_user_id';
  /** The form's fields in the save's order, each with its kind; exactly one is the secret. */
  form: Readonly<Record<string, ProviderFieldKind>>;
  /** The record's fields besides id, name and api_url (never the secret), and the columns they are stored in. */
  columns: Readonly<Record<string, string>>;
  /** The secret's sealed column, and the form fields that say where it is sent: changing one asks for the secret again. */
  secret: { column: string; sentTo: readonly string[] };
  /** Each credentials call's line in the API docs. */
  summaries: { list: string; save: string; delete: string };
};

/** The three providers, in the order the screens show them and the check page asks them. */
export const PORTABILITY_PROVIDERS = [
  {
    key: 'inteliquent',
    name: 'Inteliquent',
    check: 'checkIntelliquentPortability',
    calls: { list: 'inteliquentSummary', save: 'inteliquentCreateUpdate', delete: 'deleteInteliquent' },
    actingUser: 'user_id',
    form: { name: 'text', token_url: 'url', api_url: 'url', client_id: 'text', client_secret: 'secret' },
    columns: { token_url: 'tokenUrl', client_id: 'clientId' },
    // The client secret goes to the token URL; the token it buys goes to the API URL.
    secret: { column: 'clientSecretSealed', sentTo: ['token_url', 'api_url'] },
    summaries: {
      list: 'The Inteliquent credentials (a list of at most one), without the client secret. Super tenant only.',
      save: 'Create or update the Inteliquent credentials; the client secret is sealed, an empty one on edit keeps it unless a URL changed.',
      delete: 'Delete the Inteliquent credentials.',
    },
  },
  {
    key: 'peerless',
    name: 'Peerless',
    check: 'checkPeerlessPortability',
    calls: { list: 'peerlessSummary', save: 'peerlessCreateUpdate', delete: 'deletePeerless' },
    // Its `user_id` is the Peerless account's user id, not who acts.
    actingUser: 'a_user_id',
    form: { name: 'text', customer: 'text', api_url: 'url', pass_code: 'secret', user_id: 'text' },
    columns: { customer: 'customer', user_id: 'peerlessUserId' },
    secret: { column: 'passCodeSealed', sentTo: ['api_url'] },
    summaries: {
      list: 'The Peerless credentials (a list of at most one), without the pass code. Super tenant only.',
      save: 'Create or update the Peerless credentials (a_user_id names who acts; user_id is the Peerless user id); the pass code is sealed.',
      delete: 'Delete the Peerless credentials.',
    },
  },
  {
    key: 'vi',
    name: 'VOIP Innovations',
    check: 'checkVIPortability',
    calls: { list: 'viSummary', save: 'viCreateUpdate', delete: 'deleteVi' },
    actingUser: 'a_user_id',
    form: { name: 'text', login: 'text', api_url: 'url', secret: 'secret' },
    columns: { login: 'login' },
    secret: { column: 'secretSealed', sentTo: ['api_url'] },
    summaries: {
      list: 'The VOIP Innovations credentials (a list of at most one), without the secret. Super tenant only.',
      save: 'Create or update the VOIP Innovations credentials (a_user_id names who acts); the secret is sealed.',
      delete: 'Delete the VOIP Innovations credentials.',
    },
  },
] as const satisfies readonly PortabilityProviderDescriptor[];

export type PortabilityProvider = (typeof PORTABILITY_PROVIDERS)[number];
export type PortabilityProviderKey = PortabilityProvider['key'];
export type ProviderOf<K extends PortabilityProviderKey> = Extract<PortabilityProvider, { key: K }>;

/** A provider's descriptor by its key, typed as that provider's own. */
export function portabilityProvider<K extends PortabilityProviderKey>(key: K): ProviderOf<K> {
  const provider = PORTABILITY_PROVIDERS.find((entry) => entry.key === key);
  if (!provider) throw new Error(`No portability provider ${key}`);
  return provider as ProviderOf<K>;
}

/** The names of a provider's form fields of one kind, in the form's order. */
type FieldsOfKind<P extends PortabilityProviderDescriptor, Kind extends ProviderFieldKind> = {
  [N in keyof P['form']]: P['form'][N] extends Kind ? N : never;
}[keyof P['form']] &
  string;
export type SecretFieldOf<P extends PortabilityProviderDescriptor> = FieldsOfKind<P, 'secret'>;

const fieldsOfKind = <P extends PortabilityProviderDescriptor, Kind extends ProviderFieldKind>(provider: P, kind: Kind) =>
  Object.keys(provider.form).filter((name) => provider.form[name] === kind) as FieldsOfKind<P, Kind>[];

export function secretFieldOf<P extends PortabilityProviderDescriptor>(provider: P): SecretFieldOf<P> {
  const [secret] = fieldsOfKind(provider, 'secret');
  if (secret === undefined) throw new Error(`${provider.name} declares no secret`);
  return secret;
}

/** The record's field saying that a secret is stored (the secret itself never travels). */
export const storedFlagOf = <P extends PortabilityProviderDescriptor>(provider: P) => `has_${secretFieldOf(provider)}` as const;

/** The fields the test call takes (the card's name is only a label). */
export type TestFieldOf<P extends PortabilityProviderDescriptor> = Exclude<keyof P['form'] & string, 'name'>;

/** In the test call's order: the addresses, then the account, then the secret. */
const TEST_ORDER: readonly ProviderFieldKind[] = ['url', 'text', 'secret'];
export const testFieldsOf = <P extends PortabilityProviderDescriptor>(provider: P) =>
  TEST_ORDER.flatMap((kind) => Object.keys(provider.form).filter((name) => name !== 'name' && provider.form[name] === kind)) as TestFieldOf<P>[];

/** A schema for each of `names`, made as its kind says: the save and the test call check the kinds differently. */
export function fieldsByKind<F extends PortabilityProviderDescriptor['form'], N extends keyof F & string, M extends Record<ProviderFieldKind, () => unknown>>(
  form: F,
  names: readonly N[],
  make: M,
) {
  return Object.fromEntries(names.map((name) => [name, make[form[name] as ProviderFieldKind]()])) as { -readonly [K in N]: ReturnType<M[F[K]]> };
}
