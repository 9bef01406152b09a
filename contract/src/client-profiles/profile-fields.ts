import { z } from 'zod';
import { MANDATORY_FIELDS, ZFlag, ZRecordFormFields, requiredText, text } from '../common/fields.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { ZExtraElements, checkLevelElements } from './extra-elements.js';
import { DEFAULT_RINGING_TONE, ZDtmfOrder, ZExpires, ZHost, ZPort, ZRequiredFlag, ZTransport } from './profile-values.js';

/** Where a profile sits in the tree (document 4 §1): the tenant's, a domain's or one extension's. */
export const PROFILE_LEVELS = ['primary', 'domain', 'extension'] as const;
export type ProfileLevel = (typeof PROFILE_LEVELS)[number];

export function profileLevelOf(domain: string, extension: string): ProfileLevel {
  if (domain === '') return 'primary';
  return extension === '' ? 'domain' : 'extension';
}

const ZElementAnswer = z.object({ name: z.string(), value: z.string() });

/** A stored client profile as the console reads it; flags travel as 1/0 as the spec shows them. */
export const ZClientProfile = z.object({
  id: z.number(),
  profilename: z.string(),
  cloud_id: z.string(),
  subscriber_id: z.number(),
  company: z.string(),
  level: z.enum(PROFILE_LEVELS),
  domain: z.string(),
  extension: z.string(),
  transport: z.string(),
  outboundproxyenabled: z.union([z.literal(0), z.literal(1)]),
  outboundproxyhost: z.string(),
  port: z.number(),
  pushblockreg: z.union([z.literal(0), z.literal(1)]),
  /** Null: not set, the level above decides. */
  expires: z.number().nullable(),
  ringingtone: z.string(),
  dtmforder: z.string(),
  extra_elements: z.array(ZElementAnswer),
});
export type ClientProfile = z.output<typeof ZClientProfile>;

const ZExtension = text(64).regex(/^[A-Za-z0-9._-]*$/, { error: MESSAGE_TEXTS.invalidValue });

/**
 * The client profile form (document 3 §2, §5). The subscriber is named by cloud_id or by
 * subscriber_id (older clients send the id); the server checks that both, when given, agree.
 */
export const ZClientProfileForm = z
  .object({
    ...ZRecordFormFields,
    profilename: requiredText(MANDATORY_FIELDS),
    cloud_id: text(64).optional(),
    subscriber_id: z
      .union([z.number(), z.string()])
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || (typeof value === 'string' && value.trim() === '')) return undefined;
        // Digits or a whole number only: "0x1", "1e0" or " 1 " are no subscriber's id (see recordId).
        const id = typeof value === 'number' ? value : /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
        if (Number.isInteger(id) && id > 0) return id;
        ctx.addIssue({ code: 'custom', message: MESSAGE_TEXTS.unknownSubscriber, input: value });
        return z.NEVER;
      }) as unknown as z.ZodType<number | undefined, number | string | undefined>,
    domain: text(255).transform((value) => value.toLowerCase()).default(''),
    extension: ZExtension.default(''),
    transport: ZTransport,
    outboundproxyenabled: ZRequiredFlag,
    outboundproxyhost: ZHost,
    port: ZPort,
    pushblockreg: ZFlag.default(false),
    expires: ZExpires,
    ringingtone: requiredText(MANDATORY_FIELDS, 1024).default(DEFAULT_RINGING_TONE),
    dtmforder: ZDtmfOrder,
    extra_elements: ZExtraElements,
  })
  .superRefine(
    (form, ctx) => {
      // Checked with the other fields (not after them), so that one Save flags every missing one.
      if ((form.cloud_id ?? '') === '' && form.subscriber_id === undefined) ctx.addIssue({ code: 'custom', path: ['subscriber_id'], message: MANDATORY_FIELDS });
      if ((form.extension ?? '') !== '' && (form.domain ?? '') === '') ctx.addIssue({ code: 'custom', path: ['domain'], message: MESSAGE_TEXTS.profileExtensionNeedsDomain });
      checkLevelElements(form.domain, form.extra_elements, (path, message) => ctx.addIssue({ code: 'custom', path, message }));
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type ClientProfileForm = z.output<typeof ZClientProfileForm>;
