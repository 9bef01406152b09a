/** Messages every area may give: shared form checks, access, failures that are nobody's input, the console's own. */
export const COMMON_TEXTS = {
  // Shared by several forms
  mandatoryFields: 'Fields with * are mandatory!',
  textHasNul: 'This field may not contain a NUL character',
  textHasLoneSurrogate: 'This field may not contain a broken character (a lone UTF-16 surrogate)',
  textTooLong: 'At most {max} characters',
  flagInvalid: 'Choose yes or no',
  idRequired: 'A numeric id is required',
  invalidValue: 'This value is not valid',
  invalidEmail: 'Please enter a valid email address',
  invalidEmailAddress: 'Enter a valid e-mail address',
  invalidPhone: 'Enter a valid phone number',
  cloudIdRequired: 'Cloud Id is required',
  invalidCloudId: 'Cloud Id may hold letters, digits, dot, dash and underscore only',
  unknownCloudId: 'Unknown cloud id {cloudId}',
  recordDeleted: 'Record Deleted',
  sortColumnInvalid: 'sort may be only: {columns}',
  sortOrderInvalid: 'order may be asc or desc only',

  // Access
  sessionEnded: 'Your session has ended. Please sign in again.',
  notAllowed: 'You are not allowed to do this.',
  otherTenant: "You are not allowed to access another cloud's data.",

  // Failures that are nobody's input in particular
  internalError: 'Something went wrong on our side. Please try again, and tell support if it keeps happening.',
  databaseUnavailable: 'The service cannot reach its database right now. Please try again in a moment.',
  requestTooLarge: 'The request is too large.',
  tooManyRequests: 'Too many requests. Please slow down.',
  notFound: 'Not found.',
  forbidden: 'Not allowed.',
  unreadableRequest: 'The request could not be read: {reason}',
  multipartUnreadable: 'The form could not be read: it is incomplete or malformed. Please send it again.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 visible characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request. Send the changed request with a new key.',
  idempotencyInProgress: 'The same request is still being processed. Please try again in a moment.',
  invalidInput: 'Invalid input',
  noSuchAddress: 'No such address: {method} {path}',

  // Console only
  unreachable: 'The server could not be reached. Please try again.',
  codeCopied: 'Code Copied to clipboard !',
  emptySearch: 'Your search turned up 0 results. This most likely means the backend is down, yikes!',

} as const;
