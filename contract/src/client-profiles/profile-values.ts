import { z } from 'zod';
import { FLAG_INVALID, MANDATORY_FIELDS, text } from '../common/fields.js';
import { MESSAGES, formatMessage } from '../messages/messages.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { DEFAULTS } from '../tenants/get-defaults.js';

/** The product's ringing tone (document 3 §3, §9): 440 Hz, 2000 ms on, 4000 ms silence. */
export const DEFAULT_RINGING_TONE = 'periodic(sine(2000ms,2000,440Hz),silence(4000ms))';
export const TRANSPORTS = DEFAULTS.transport.Allowed;
export const DTMF_CHOICES = DEFAULTS.dtmforder.Allowed;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A required yes/no field answered as 1/0 (document 3 §2): it accepts every form of spec decision
 * 10, and an empty one is a missing mandatory field rather than a wrong answer.
 */
export const ZRequiredFlag = z
  .union([z.boolean(), z.number(), z.string()], { error: (issue) => (issue.input === undefined ? MANDATORY_FIELDS : FLAG_INVALID) })
  .transform((value, ctx) => {
    if (blank(value)) {
      ctx.addIssue({ code: 'custom', message: MANDATORY_FIELDS, input: value });
      return z.NEVER;
    }
    const word = typeof value === 'string' ? value.trim().toLowerCase() : value;
    if (word === true || word === 1 || word === 'true' || word === 'yes' || word === '1') return true;
    if (word === false || word === 0 || word === 'false' || word === 'no' || word === '0') return false;
    ctx.addIssue({ code: 'custom', message: FLAG_INVALID, input: value });
    return z.NEVER;
  }) as unknown as z.ZodType<boolean, boolean | number | string>;

/** The SIP health checker's port: a whole number of 1 to 65535, sent as a number or digits. */
export const ZPort = z
  .union([z.number(), z.string()], { error: MANDATORY_FIELDS })
  .transform((value, ctx) => {
    if (blank(value)) {
      ctx.addIssue({ code: 'custom', message: MANDATORY_FIELDS, input: value });
      return z.NEVER;
    }
    const port = typeof value === 'number' ? value : /^\s*\d{1,5}\s*$/.test(value) ? Number(value) : NaN;
    if (Number.isInteger(port) && port >= 1 && port <= 65535) return port;
    ctx.addIssue({ code: 'custom', message: MESSAGE_TEXTS.portRange, input: value });
    return z.NEVER;
  }) as unknown as z.ZodType<number, number | string>;

/**
 * Expires in seconds: empty means not set (the level above decides); more than 3 characters is
 * the spec's own refusal, checked before the digits so that "12345" reads as the spec says.
 */
export const ZExpires = z
  .union([z.number(), z.string(), z.null()], { error: MESSAGE_TEXTS.expiresDigits })
  .optional()
  .transform((value, ctx) => {
    if (blank(value)) return null;
    const raw = String(value).trim();
    if (raw.length > 3) {
      ctx.addIssue({ code: 'custom', message: MESSAGE_TEXTS.expiresMax3, input: value });
      return z.NEVER;
    }
    if (!/^\d+$/.test(raw)) {
      ctx.addIssue({ code: 'custom', message: MESSAGE_TEXTS.expiresDigits, input: value });
      return z.NEVER;
    }
    return Number(raw);
  }) as unknown as z.ZodType<number | null, number | string | null | undefined>;

/** One of the getDefaults transports; absent is the default (udp), empty is a missing mandatory field. */
export const ZTransport = text(16, { error: MANDATORY_FIELDS })
  .min(1, { error: MANDATORY_FIELDS })
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(TRANSPORTS as [string, ...string[]], { error: formatMessage(MESSAGES.transportChoices, { choices: TRANSPORTS.join(', ') }).text }))
  .default('udp');

/** The DTMF order: a comma list of the getDefaults choices, each once; empty means not set. */
export const ZDtmfOrder = text(255)
  .default('')
  .transform((value, ctx) => {
    const items = value === '' ? [] : value.split(',').map((item) => item.trim().toLowerCase());
    const seen = new Set<string>();
    for (const item of items) {
      if (!(DTMF_CHOICES as readonly string[]).includes(item)) {
        ctx.addIssue({ code: 'custom', message: formatMessage(MESSAGES.dtmfOrderChoices, { choices: DTMF_CHOICES.join(', ') }).text, input: value });
        return z.NEVER;
      }
      if (seen.has(item)) {
        ctx.addIssue({ code: 'custom', message: formatMessage(MESSAGES.dtmfOrderTwice, { value: item }).text, input: value });
        return z.NEVER;
      }
      seen.add(item);
    }
    return items.join(',');
  });

/** A host name, IPv4 or bracketed IPv6 address, optionally with a port: no spaces, no scheme. */
export const ZHost = text(255, { error: MANDATORY_FIELDS })
  .min(1, { error: MANDATORY_FIELDS })
  .regex(/^[A-Za-z0-9._\-[\]:]+$/, { error: MESSAGE_TEXTS.invalidHost });
