import { z } from 'zod';
import { MESSAGE_TEXTS } from '../messages/catalog.js';

/** A Vinsolution dealer (document 3 §3): DealerId (integer), City, Name, State. */
export const ZVNDealer = z.object({
  DealerId: z.number().int(),
  City: z.string(),
  Name: z.string(),
  State: z.string(),
});
export type VNDealer = z.output<typeof ZVNDealer>;

/** A dealer's id as older clients send it: a number or numeric text, a positive whole number either way. */
export const ZDealerId = z.coerce
  .number({ error: MESSAGE_TEXTS.vnDealerIdInvalid })
  .int({ error: MESSAGE_TEXTS.vnDealerIdInvalid })
  .positive({ error: MESSAGE_TEXTS.vnDealerIdInvalid })
  .max(Number.MAX_SAFE_INTEGER, { error: MESSAGE_TEXTS.vnDealerIdInvalid });
