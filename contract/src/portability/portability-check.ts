import { z } from 'zod';
import { anonymous, superTenant } from '../access.js';
import { ZMessageFields, recordId, text } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { scope } from '../scope.js';
import { ZPortabilityNumbers } from './portability-numbers.js';
import { PORTABILITY_PROVIDERS, fieldsByKind, portabilityProvider, testFieldsOf, type PortabilityProvider, type ProviderFieldKind, type TestFieldOf } from './portability-providers.js';

// The check page imports this file alone (not the whole contract): the providers come with it.
export { PORTABILITY_PROVIDERS, type PortabilityProviderKey } from './portability-providers.js';

/** Document 3's result row: `isPortable` "Yes" means portable, anything else not. */
export const ZPortabilityResult = z.object({
  telephoneNumber: z.string(),
  isPortable: z.string(),
  serviceProviderName: z.string(),
  type: z.string(),
  name: z.string(),
});
export type PortabilityResult = z.infer<typeof ZPortabilityResult>;

/** The link's tenant: any text is taken and looked up (an unknown one is refused like an inactive one). */
const ZCheckCloudId = text(64);
const ZCheckInput = z.object({ cloud_id: ZCheckCloudId, numbers: ZPortabilityNumbers });

/**
 * Checks per client address and minute, enforced by the server with its own message (which says
 * when to retry): the page makes one call per provider for each Check, so 15 is five checks a
 * minute. The numbers themselves have budgets per address and per tenant an hour (server config).
 */
export const PORTABILITY_CHECKS_PER_ADDRESS_PER_MINUTE = 15;

const checkCall = <const P extends PortabilityProvider>({ check, name }: P) =>
  defineCall({
    name: check as P['check'],
    summary:
      `Public (no token): whether each number can be ported, as ${name} answers. The cloud id must be an active tenant's ` +
      '(an unknown or inactive one gets the same 404); numbers are normalised (spaces, "&", separators and a leading +1 or 1 dropped) ' +
      'and must be 10-digit North American numbers, at most 100. Limited per address and per tenant (429 says when to retry); ' +
      'a provider that is not set up answers 503, one that fails 502.',
    access: anonymous,
    scope: scope.none,
    effect: 'read',
    input: ZCheckInput,
    output: z.array(ZPortabilityResult),
  });

export const checkIntelliquentPortability = checkCall(portabilityProvider('inteliquent'));
export const checkPeerlessPortability = checkCall(portabilityProvider('peerless'));
export const checkVIPortability = checkCall(portabilityProvider('vi'));

export const getPortabilityCheckPage = defineCall({
  name: 'getPortabilityCheckPage',
  summary:
    "Public (no token): the branding of /pages/check_portability for a tenant's link: its company name, logo and button colour. " +
    'An unknown or inactive cloud id gets the same 404.',
  access: anonymous,
  scope: scope.none,
  effect: 'read',
  perAddressPerMinute: 30,
  input: z.object({ cloud_id: ZCheckCloudId }),
  output: z.object({ company: z.string(), logo: z.string().optional(), button_color: z.string().optional() }),
});

export const PORTABILITY_TEST_RESULTS = ['ok', 'invalid-credentials', 'timeout', 'unreachable', 'provider-error', 'refused', 'bad-answer'] as const;

const secretText = () => text(1024, { trim: false }).default('');
/** Each kind of field as the test takes it: as typed, since a test saves nothing. */
const TEST_FIELD = { text: () => text(255), url: () => text(2048), secret: secretText } satisfies Record<ProviderFieldKind, () => z.ZodType>;
const ZTestId = { id: recordId().optional() };

/** One provider's test: its key, the stored record's id (none: a new card) and its test fields. */
const testInputOf = <const P extends PortabilityProvider>(provider: P) => {
  // Typed as this provider's own fields: left to inference, the types would be those every provider shares.
  const fields = fieldsByKind<P['form'], TestFieldOf<P>, typeof TEST_FIELD>(provider.form, testFieldsOf(provider), TEST_FIELD);
  return z.object({ provider: z.literal<P['key']>(provider.key), ...ZTestId, ...fields });
};
type TestInputs<T extends readonly PortabilityProvider[]> = { -readonly [I in keyof T]: ReturnType<typeof testInputOf<T[I]>> };

export const testPortabilityConnection = defineCall({
  name: 'testPortabilityConnection',
  summary:
    "Check one number with a provider card's values (a stored card's empty secret uses the stored one while its addresses are " +
    'unchanged) and say plainly how it went. Super tenant admins only.',
  access: superTenant('admin'),
  scope: scope.provider,
  effect: 'read',
  perUserPerMinute: 10,
  input: z.discriminatedUnion('provider', PORTABILITY_PROVIDERS.map(testInputOf) as TestInputs<typeof PORTABILITY_PROVIDERS>),
  output: z.object({ ok: z.boolean(), result: z.enum(PORTABILITY_TEST_RESULTS), ...ZMessageFields }),
});
