import { z } from 'zod';
import { requiredText, text } from '../common/fields.js';

/** An extension (the platform's `user`); `1001@acme.demo` is read as 1001. */
export const extension = (message: string) => requiredText(message, 64).transform((value) => value.split('@')[0] ?? value);
/** A telephone number as the platform writes DIDs: digits only (`+1 416-555-2000` is 14165552000). */
export const phoneNumber = (message: string) =>
  text(64, { error: message })
    .transform((value) => value.replace(/[^0-9]/g, ''))
    .pipe(z.string().min(1, { error: message }));
