import { z } from 'zod';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { ZActingUser, ZRecordFormFields, requiredText, text } from '../common/fields.js';
import { fieldsByKind, portabilityProvider, secretFieldOf, type PortabilityProviderDescriptor, type ProviderFieldKind, type SecretFieldOf } from './portability-providers.js';

/** Document 3 §5: every field of each provider card is required, and each failure says so in these words. */
export const ALL_FIELDS_MANDATORY = MESSAGE_TEXTS.allFieldsMandatory;

const required = (max = 255) => requiredText(ALL_FIELDS_MANDATORY, max);
const ZProviderUrl = required(2048).pipe(z.url({ protocol: /^https?$/, error: MESSAGE_TEXTS.portabilityUrlInvalid }));
/** A secret: its spaces count; on edit an empty one keeps the stored value (unless its address changed). */
const secret = () => text(1024, { trim: false }).default('');

/** Each kind of field as the save checks it. */
const FORM_FIELD = { text: () => required(), url: () => ZProviderUrl, secret } satisfies Record<ProviderFieldKind, () => z.ZodType>;

/** Who acts, under the name the provider's older clients use (accepted, never trusted), and the stored record's id (none: a new one). */
const actingUser = <A extends string>(name: A) =>
  ({ [name]: ZActingUser.user_id, id: ZRecordFormFields.id }) as { [N in A]: typeof ZActingUser.user_id } & Pick<typeof ZRecordFormFields, 'id'>;

/** A secret is required when the record is created (no id). */
const secretOnCreate =
  <F extends string>(...fields: F[]) =>
  (form: { id?: number } & Record<F, string>, ctx: z.RefinementCtx) => {
    if (form.id !== undefined) return;
    for (const field of fields) if (form[field].trim() === '') ctx.addIssue({ code: 'custom', path: [field], message: ALL_FIELDS_MANDATORY });
  };

/** A provider's save: who acts and the record's id, then its fields in its order; its secret is required when creating. */
function providerForm<const P extends PortabilityProviderDescriptor>(provider: P) {
  const names = Object.keys(provider.form) as (keyof P['form'] & string)[];
  // Typed as this provider's own fields: left to inference, the types would be those every provider shares.
  const fields = fieldsByKind<P['form'], (typeof names)[number], typeof FORM_FIELD>(provider.form, names, FORM_FIELD);
  const shape = { ...actingUser<P['actingUser']>(provider.actingUser), ...fields };
  const form = z.object(shape);
  // The secret is one of the form's string fields: TypeScript cannot see that through the generic shape.
  const requireSecret = secretOnCreate(secretFieldOf(provider)) as (values: z.output<typeof form>, ctx: z.RefinementCtx) => void;
  return form.superRefine(requireSecret);
}

/** Fields every provider record answers: who keeps it (the provider's own subscriber) and who saved it. */
const ZStoredBy = { id: z.number(), name: z.string(), api_url: z.string(), subscriber_id: z.number(), created_user: z.string() };

/** A provider's record as answered: never its secret, only whether one is stored (`has_<secret>`). */
function providerRecord<const P extends PortabilityProviderDescriptor>(provider: P) {
  const own = Object.fromEntries(Object.keys(provider.columns).map((name) => [name, z.string()])) as { -readonly [N in keyof P['columns']]: z.ZodString };
  const storedFlag = { [`has_${secretFieldOf(provider)}`]: z.boolean() } as { [N in `has_${SecretFieldOf<P>}`]: z.ZodBoolean };
  return z.object({ ...ZStoredBy, ...own, ...storedFlag });
}

export const ZInteliquent = providerRecord(portabilityProvider('inteliquent'));
export const ZInteliquentForm = providerForm(portabilityProvider('inteliquent'));

export const ZPeerless = providerRecord(portabilityProvider('peerless'));
export const ZPeerlessForm = providerForm(portabilityProvider('peerless'));

export const ZVoipInnovations = providerRecord(portabilityProvider('vi'));
export const ZVoipInnovationsForm = providerForm(portabilityProvider('vi'));
