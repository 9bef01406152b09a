import { MESSAGES, findMessage, type ApiError, type ErrorCode, type Message, type MessageRef } from '@mamt/contract';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  PAYLOAD_TOO_LARGE: 413,
  LOCKED: 423,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UPSTREAM_FAILED: 502,
  UNAVAILABLE: 503,
};

const refOf = ({ id, params }: Message): MessageRef => (params ? { id, params } : { id });

/**
 * An expected failure: travels to the client as `{ code, message, fieldErrors }` plus the message
 * ids. It is built from catalog messages only (`MESSAGES.x`, or `formatMessage` for one with
 * values), so the English text and its id cannot drift apart.
 */
export class AppError extends Error {
  readonly statusCode: number;
  /** Whole seconds until the same request may succeed (a 429's Retry-After header). */
  retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    readonly detail: Message,
    readonly fieldMessages?: Record<string, Message>,
  ) {
    super(detail.text);
    this.statusCode = STATUS[code];
  }

  /** The English text of each field error. */
  get fieldErrors(): Record<string, string> | undefined {
    if (!this.fieldMessages) return undefined;
    return Object.fromEntries(Object.entries(this.fieldMessages).map(([field, message]) => [field, message.text]));
  }

  toBody(): ApiError {
    const body: ApiError = { code: this.code, message: this.detail.text, messageId: this.detail.id };
    if (this.detail.params) body.params = this.detail.params;
    if (this.fieldMessages) {
      body.fieldErrors = this.fieldErrors;
      body.fieldErrorIds = Object.fromEntries(Object.entries(this.fieldMessages).map(([field, message]) => [field, refOf(message)]));
    }
    return body;
  }
}

/** A validation failure on one field; the message is shown under that field and in the toast. */
export function fieldError(field: string, message: Message): AppError {
  return new AppError('VALIDATION_FAILED', message, { [field]: message });
}

/**
 * A schema message as a catalog message. The contract's schemas give catalog texts, which read
 * back to their id; zod's own wording (a wrong type, say) keeps its English and is marked invalidValue.
 */
export function messageOfSchemaText(text: string): Message {
  const ref = findMessage(text) ?? { id: MESSAGES.invalidValue.id };
  return { ...ref, text };
}

/** Failed schema checks: the first message leads, every field keeps its own. */
export function validationError(issues: ReadonlyArray<{ path: string; message: string }>): AppError {
  const fieldMessages: Record<string, Message> = {};
  for (const issue of issues) fieldMessages[issue.path || '_'] ??= messageOfSchemaText(issue.message);
  const first = issues[0];
  return new AppError('VALIDATION_FAILED', first ? messageOfSchemaText(first.message) : MESSAGES.invalidInput, fieldMessages);
}
