/** The one wire shape of every failed call. */
export type ApiError = {
  code: ErrorCode;
  message: string;
  fieldErrors?: Record<string, string>;
};

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'UPSTREAM_FAILED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const NOT_SIGNED_IN = 'Your session has ended. Please sign in again.';
export const NOT_ALLOWED = 'You are not allowed to do this.';
export const OTHER_TENANT = "You are not allowed to access another cloud's data.";
