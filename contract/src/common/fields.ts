import { z } from 'zod';

/** Spec messages shared by several areas (kept letter for letter). */
export const MANDATORY_FIELDS = 'Fields with * are mandatory!';

export const ZMessage = z.object({ message: z.string() });

/** A required text field whose empty value fails with `message`. */
export const requiredText = (message: string, max = 255) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `At most ${max} characters` });

/** Ids travel as numbers or numeric strings in older clients. */
export const ZId = z.coerce.number({ error: 'A numeric id is required' }).int().positive({ error: 'A numeric id is required' });

/** Acting-user fields sent by older clients: accepted, never trusted (the session decides). */
export const ZActingUser = {
  user_id: z.union([z.string(), z.number()]).optional(),
};

export const ZCloudId = z
  .string()
  .trim()
  .min(1, { error: 'Cloud Id is required' })
  .max(64)
  .regex(/^[A-Za-z0-9._-]+$/, { error: 'Cloud Id may hold letters, digits, dot, dash and underscore only' });
