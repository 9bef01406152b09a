import type { Row } from './seed/types.js';

/**
 * What the platform's registrar records on a device row (netsapiens-api.md, "device"). The row keeps
 * absolute times (UTC, "YYYY-MM-DD HH:MM:SS"); `expires` is the seconds left, so it is computed when
 * the row is read, never stored as the answer.
 */
export type Registration = { core: string; expiresSeconds: number; userAgent: string; contact?: string; receivedFrom?: string; transport?: string };

/** A seeded phone that stays registered: it refreshes every `everyMs` from `firstAtMs` on (and did so before it). */
export type KeptRegistration = { firstAtMs: number; everyMs: number; expiresSeconds: number };

export const utcText = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const utcMs = (text: string | undefined) => (text ? Date.parse(`${text.replace(' ', 'T')}Z`) : Number.NaN);
/** The row's times have whole seconds; keeping the instants whole too makes `expires` agree with them. */
export const wholeSecond = (ms: number) => Math.floor(ms / 1000) * 1000;
const secondsLeft = (untilMs: number, nowMs: number) => String(Number.isNaN(untilMs) ? 0 : Math.max(0, Math.ceil((untilMs - nowMs) / 1000)));

export function recordRegistration(row: Row, nowMs: number, registration: Registration): void {
  const at = wholeSecond(nowMs);
  row.registration_time = utcText(at);
  row.registration_expires_time = utcText(at + registration.expiresSeconds * 1000);
  // The granted expires; a read answers what is left of it.
  row.expires = String(registration.expiresSeconds);
  row.server = registration.core;
  row.user_agent = registration.userAgent;
  if (registration.contact !== undefined) row.contact = registration.contact;
  if (registration.receivedFrom !== undefined) row.received_from = registration.receivedFrom;
  if (registration.transport !== undefined) row.transport = registration.transport;
  row.registration_error = '';
  row.registration_error_time = '';
}

/** A refused REGISTER: the registrar's answer in words; the last registration (and its core) stays as it was. */
export function recordRefusal(row: Row, nowMs: number, reason: string): void {
  row.registration_error = reason;
  row.registration_error_time = utcText(nowMs);
}

/** An un-REGISTER (expires 0): a running registration ends now; its time, core and agent stay on the row. */
export function endRegistration(row: Row, nowMs: number): void {
  if (utcMs(row.registration_expires_time) > nowMs) row.registration_expires_time = utcText(nowMs);
  row.registration_error = '';
  row.registration_error_time = '';
}

/** Every row answers the refusal fields, also one of a seed written before they existed (the server's test seeds). */
const refusalOf = (row: Row) => ({ registration_error: row.registration_error ?? '', registration_error_time: row.registration_error_time ?? '' });

/** The row as a read answers it at `nowMs`; a kept registration shows its latest refresh, always running. */
export function registrationAsRead(row: Row, nowMs: number, kept?: KeptRegistration): Row {
  if (!kept) return { ...row, expires: secondsLeft(utcMs(row.registration_expires_time), nowMs), ...refusalOf(row) };
  const at = kept.firstAtMs + Math.floor((nowMs - kept.firstAtMs) / kept.everyMs) * kept.everyMs;
  const until = at + kept.expiresSeconds * 1000;
  return { ...row, registration_time: utcText(at), registration_expires_time: utcText(until), expires: secondsLeft(until, nowMs), ...refusalOf(row) };
}
