import { z } from 'zod';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { ZActingUser, ZFlag, ZId, fieldsNamed, text } from '../common/fields.js';
import { DEFAULTS } from '../tenants/get-defaults.js';

const MANDATORY = MESSAGE_TEXTS.allFieldsMandatory;

/** The icon colours the app offers (document 3 §9); Dark Blue is stored as its colour. */
export const WHITE_LABEL_ICONS = ['white', 'black', '#0A1A50'] as const;

/** The uploads of a white label; the first three are required when it is created (document 3 §5). */
export const WHITE_LABEL_IMAGES = ['signin_logo', 'dashboard_logo', 'custom_tab_background', 'app_signin_background', 'app_signin_logo'] as const;
export const REQUIRED_WHITE_LABEL_IMAGES = ['signin_logo', 'dashboard_logo', 'custom_tab_background'] as const;
export type WhiteLabelImage = (typeof WHITE_LABEL_IMAGES)[number];

/** Filled in only when textable is on (document 3 §5). */
export const TEXTABLE_FIELDS = ['textable_name', 'textable_ui_config_name', 'textable_url', 'textable_provider_id'] as const;

/** The colours of the app's sign-in page and of its messaging tab, each a section of the screen (document 3 §2). */
export const APP_SIGNIN_COLORS = ['app_signin_font_color', 'app_signin_button_color', 'app_signin_button_font_color'] as const;
export const MESSAGING_COLORS = [
  'message_outbound_color',
  'message_outbound_font_color',
  'message_inbound_color',
  'message_inbound_font_color',
  'message_buttons_color',
  'message_buttons_font_color',
] as const;
export const WHITE_LABEL_COLORS = [...APP_SIGNIN_COLORS, ...MESSAGING_COLORS] as const;

/** The call park ranges: each a lower and an upper limit, given both or neither (the first is required). */
const PARK_RANGES = [
  ['park_lower_limit', 'park_upper_limit'],
  ['park_lower_limit2', 'park_upper_limit2'],
] as const;

const httpUrl = z.url({ protocol: /^https?$/, error: MESSAGE_TEXTS.whiteLabelUrlInvalid });
const requiredUrl = text(2048, { error: MANDATORY }).min(1, { error: MANDATORY }).pipe(httpUrl);
const optionalUrl = text(2048).pipe(z.union([z.literal(''), httpUrl])).default('');
const required = (max = 255) => text(max, { error: MANDATORY }).min(1, { error: MANDATORY });

/** One of `choices`, else `message`; an empty value is a missing mandatory field. */
const requiredChoice = (choices: readonly string[], message: string) =>
  required(64).refine((value) => choices.includes(value), { error: message });

/** Multipart bodies carry numbers as text; an empty text is "not given". */
const integerText = (message: string) =>
  z.union([z.number(), text(16)]).optional().transform((value, ctx) => {
    if (value === undefined || value === '') return null;
    const number = Number(value);
    if (Number.isInteger(number)) return number;
    ctx.addIssue({ code: 'custom', message, input: value });
    return z.NEVER;
  });

const requiredInteger = (message: string) =>
  integerText(message).transform((value, ctx) => {
    if (value !== null) return value;
    ctx.addIssue({ code: 'custom', message: MANDATORY, input: value });
    return z.NEVER;
  });

const color = text(16)
  .refine((value) => value === '' || /^#[0-9a-fA-F]{6}$/.test(value), { error: MESSAGE_TEXTS.whiteLabelColorInvalid })
  .transform((value) => value.toUpperCase())
  .default('');

const icons = text(16)
  .transform((value) => (value === '' ? 'white' : value.toLowerCase() === '#0a1a50' ? '#0A1A50' : value.toLowerCase()))
  .refine((value) => (WHITE_LABEL_ICONS as readonly string[]).includes(value), { error: MESSAGE_TEXTS.whiteLabelIconsInvalid })
  .default('white');

const colorFields = fieldsNamed(WHITE_LABEL_COLORS, () => color);

/**
 * The white label's mail server: what its tenant's mail goes through, and what a test mail is sent
 * with. The password is a secret: empty keeps (or, for a test, uses) the stored one.
 */
export const ZMailServerFields = {
  email_host: required(),
  email_port: requiredInteger(MESSAGE_TEXTS.whiteLabelPortInvalid).pipe(
    z.number().min(1, { error: MESSAGE_TEXTS.whiteLabelPortInvalid }).max(65535, { error: MESSAGE_TEXTS.whiteLabelPortInvalid }),
  ),
  email_username: required(),
  email_password: text(1024, { trim: false }).default(''),
  email_from: required().pipe(z.email({ error: MESSAGE_TEXTS.invalidEmail })),
  email_encryption: requiredChoice(DEFAULTS.email_encryption.Allowed, MESSAGE_TEXTS.whiteLabelChoiceInvalid),
};
export const MAIL_SERVER_FIELDS = Object.keys(ZMailServerFields) as Array<keyof typeof ZMailServerFields>;

/**
 * The white-label form (document 3 §3, §5); the files travel beside it. The e-mail password is a
 * secret: empty keeps the stored one, and it is required only while none is stored (the server knows).
 */
export const ZWhiteLabelForm = z
  .object({
    ...ZActingUser,
    id: z.union([z.number(), text(16)]).optional(),
    subscriber_id: ZId,
    admin_base_url: requiredUrl,
    frontend_base_url: requiredUrl,
    ...ZMailServerFields,
    park_lower_limit: requiredInteger(MESSAGE_TEXTS.whiteLabelParkInvalid),
    park_upper_limit: requiredInteger(MESSAGE_TEXTS.whiteLabelParkInvalid),
    park_lower_limit2: integerText(MESSAGE_TEXTS.whiteLabelParkInvalid),
    park_upper_limit2: integerText(MESSAGE_TEXTS.whiteLabelParkInvalid),
    netsapien_base_url: requiredUrl,
    vmail_transcription: requiredChoice(DEFAULTS.vmail_transcription.Allowed, MESSAGE_TEXTS.whiteLabelChoiceInvalid),
    textable: ZFlag.default(false),
    call_history: ZFlag.default(false),
    icons,
    textable_name: text(255).default(''),
    textable_ui_config_name: text(255).default(''),
    textable_url: optionalUrl,
    textable_provider_id: text(255).default(''),
    iotum_name: text(255).default(''),
    override_regions: ZFlag.default(false),
    override_url: optionalUrl,
    google_clientid: text(512).default(''),
    office365_clientid: text(512).default(''),
    ...colorFields,
  })
  .superRefine((form, ctx) => {
    if (form.textable) {
      for (const field of TEXTABLE_FIELDS) {
        if (form[field] === '') ctx.addIssue({ code: 'custom', path: [field], message: MESSAGE_TEXTS.textableMandatory });
      }
    }
    for (const [lower, upper] of PARK_RANGES) {
      const low = form[lower];
      const high = form[upper];
      if ((low === null) !== (high === null)) {
        ctx.addIssue({ code: 'custom', path: [low === null ? lower : upper], message: MESSAGE_TEXTS.whiteLabelParkPair });
      } else if (low !== null && high !== null && low > high) {
        ctx.addIssue({ code: 'custom', path: [lower], message: MESSAGE_TEXTS.whiteLabelParkOrder });
      }
    }
  });

export type TWhiteLabelForm = z.output<typeof ZWhiteLabelForm>;

/** A tenant's white label as the form shows it: never the e-mail password, only whether one is stored. */
export const ZWhiteLabel = z.object({
  /** null: the tenant has no white label yet (every value is the default); creating it needs the logos. */
  id: z.number().nullable(),
  subscriber_id: z.number(),
  cloud_id: z.string(),
  admin_base_url: z.string(),
  frontend_base_url: z.string(),
  email_host: z.string(),
  email_port: z.number().nullable(),
  email_username: z.string(),
  email_password_set: z.boolean(),
  email_from: z.string(),
  email_encryption: z.string(),
  ...fieldsNamed(PARK_RANGES.flat(), () => z.number().nullable()),
  netsapien_base_url: z.string(),
  vmail_transcription: z.string(),
  textable: z.boolean(),
  call_history: z.boolean(),
  icons: z.string(),
  textable_name: z.string(),
  textable_ui_config_name: z.string(),
  textable_url: z.string(),
  textable_provider_id: z.string(),
  iotum_name: z.string(),
  override_regions: z.boolean(),
  override_url: z.string(),
  google_clientid: z.string(),
  office365_clientid: z.string(),
  ...fieldsNamed(WHITE_LABEL_COLORS, () => z.string()),
  /** Image paths, '' when none is stored. */
  ...fieldsNamed(WHITE_LABEL_IMAGES, () => z.string()),
  user_id: z.number().nullable(),
});

export type TWhiteLabel = z.output<typeof ZWhiteLabel>;

/** Payload fields of the subscriber-level provisioning calls, as the spec names them. */
export const ZTenantRef = { ...ZActingUser, subscriberId: ZId };
