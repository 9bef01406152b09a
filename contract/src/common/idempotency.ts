/**
 * Write calls of a signed-in user may carry this header: one random key per logical submit. The
 * server runs the first request of a key and answers every repeat of it (same user, same call, same
 * input) with the stored answer of the first, so a double submit or a retry after a lost answer
 * acts once. A refused answer (4xx) is not kept: the corrected form may be sent again with the key.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Visible ASCII (as an HTTP header carries it), 1 to 255 characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** How long the server keeps a key's answer; a key is for one submit, not for later ones. */
export const IDEMPOTENCY_KEY_HOURS = 24;
