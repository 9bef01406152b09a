import type { ApiError, ErrorCode } from '@mamt/contract';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UPSTREAM_FAILED: 502,
};

/** An expected failure: travels to the client as `{ code, message, fieldErrors }`. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = STATUS[code];
  }

  toBody(): ApiError {
    return this.fieldErrors ? { code: this.code, message: this.message, fieldErrors: this.fieldErrors } : { code: this.code, message: this.message };
  }
}

/** A validation failure on one field; the message is shown under that field and in the toast. */
export function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { [field]: message });
}
