import { MESSAGE_TEXTS } from './messages/catalog.js';
import type { MessageId, MessageParams, MessageRef } from './messages/messages.js';

/**
 * The one wire shape of every failed call. `message` and `fieldErrors` hold the English texts;
 * the ids beside them let a client translate, and older clients simply ignore them.
 */
export type ApiError = {
  code: ErrorCode;
  message: string;
  fieldErrors?: Record<string, string>;
  messageId?: MessageId;
  params?: MessageParams;
  fieldErrorIds?: Record<string, MessageRef>;
};

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'UNPROCESSABLE',
  'LOCKED',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'UPSTREAM_FAILED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const NOT_SIGNED_IN = MESSAGE_TEXTS.sessionEnded;
export const NOT_ALLOWED = MESSAGE_TEXTS.notAllowed;
export const OTHER_TENANT = MESSAGE_TEXTS.otherTenant;
