/**
 * Every message the API or the console shows, by stable id. The English texts are the spec's,
 * letter for letter; `{name}` marks a value filled in when the message is given. Clients translate
 * by id and fall back to the English text. Free of zod, so /login stays small.
 */
export const MESSAGE_TEXTS = {
  // Shared by several forms
  mandatoryFields: 'Fields with * are mandatory!',
  textHasNul: 'This field may not contain a NUL character',
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

  // Sign-in, sign-out and password reset (document 1)
  invalidCredentials: 'Invalid Credentials',
  loginLockedMinute: 'Too many failed sign-in attempts. Please wait {minutes} minute and try again.',
  loginLockedMinutes: 'Too many failed sign-in attempts. Please wait {minutes} minutes and try again.',
  signedOut: 'Signed out',
  forgetMandatory: 'Username and Cloud Id are mandatory to reset Password',
  forgetSent: 'Please Follow the link emailed to reset the password!',
  fillBoth: 'Please fill both fields',
  newPasswordTooShort: 'New Password should be atleast 6 characters long!',
  passwordsDiffer: 'Passwords doesnot match',
  resetDone: 'Password has been resetted successfully!',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',

  // Access
  sessionEnded: 'Your session has ended. Please sign in again.',
  notAllowed: 'You are not allowed to do this.',
  otherTenant: "You are not allowed to access another cloud's data.",

  // Profile
  passwordChanged: 'Sucessfully Updated Password',
  wrongPassword: 'Wrong Password',
  passwordTooShort: 'Password should be atleast 6 characters long!',
  oldPasswordRequired: 'Old password is required',
  newPasswordRequired: 'New password is required',
  missingData: 'Missing data',
  profileUpdated: 'Profile updated',
  accountGone: 'Your account no longer exists.',
  fileTooBig: '{file} file size is too big',
  imageTypeRefused: '{file}: only {types} images are accepted',
  imageInvalid: '{file} is not a valid {type} image',

  // Console users
  userNotFound: 'User not found',
  userCreated: 'User created successfully',
  userUpdated: 'User updated successfully',
  passwordRequired: 'Password is mandatory for a new user!',
  invalidUsername: 'Username may hold letters, digits and . _ @ - only',
  usernameTaken: 'This username already exists in this cloud',
  builtInAdmin: 'The built-in administrator cannot be deleted, deactivated or demoted',
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  cannotChangeOwnType: 'You cannot change your own user type',

  // Subscribers
  subscriberNotFound: 'Subscriber not found',
  subscriberCreated: 'Subscriber created successfully',
  subscriberUpdated: 'Subscriber updated successfully',
  cloudIdTaken: 'This Cloud Id is already used by another subscriber',
  subscriberInUse: 'This subscriber still has console users or a platform connection. Remove them first.',
  superTenantLocked: "The provider's own subscriber cannot be deleted, deactivated or renamed",

  // Platform connections and the platform proxy
  connectionNotFound: 'Platform connection not found',
  connectionCreated: 'Platform connection created successfully',
  connectionUpdated: 'Platform connection updated successfully',
  connectionExists: 'This subscriber already has a platform connection',
  unknownSubscriber: 'Choose an existing subscriber',
  invalidApiUrl: 'Enter the API URL as http(s)://host[:port]',
  invalidWebhook: 'Enter the webhook as an http(s) URL',
  noConnection: "This tenant has no telephony platform connection yet. The super tenant's administrator can add one under Netsapiens.",
  foreignDomain: 'The domain {domain} does not belong to this tenant.',
  proxyObjects: 'Only subscriber and domain can be read through the proxy',
  proxyReadOnly: 'Only read is allowed through the proxy',
  domainRequired: 'A domain is required to read subscribers',
  testReachable: 'NetSapiens is reachable and accepted the credentials.',
  testCredentials: 'NetSapiens is reachable but refused the credentials.',
  testTimeout: 'NetSapiens did not answer in time.',
  testUnreachable: 'NetSapiens could not be reached at this API URL.',
  testBlocked: 'NetSapiens is refusing requests from this server for now (HTTP 403/429).',
  testError: 'NetSapiens answered with an error.',
  platformTimeout: 'NetSapiens did not answer within {detail}. Please try again in a moment.',
  platformUnreachable: 'NetSapiens could not be reached. Check the API URL of the platform connection.',
  platformCredentials: 'NetSapiens refused the credentials of the platform connection.',
  platformBlocked: 'NetSapiens is refusing requests for now; the console tries again in {detail}.',
  platformServer: 'NetSapiens answered with an error ({detail}). Please try again later.',
  platformRefused: 'NetSapiens refused the request ({detail}).',
  platformMalformed: 'NetSapiens sent an answer the console could not read.',

  // Failures that are nobody's input in particular
  internalError: 'Something went wrong on our side. Please try again, and tell support if it keeps happening.',
  requestTooLarge: 'The request is too large.',
  tooManyRequests: 'Too many requests. Please slow down.',
  notFound: 'Not found.',
  forbidden: 'Not allowed.',
  unreadableRequest: 'The request could not be read: {reason}',
  invalidInput: 'Invalid input',
  noSuchAddress: 'No such address: {method} {path}',

  // Console only
  unreachable: 'The server could not be reached. Please try again.',
  codeCopied: 'Code Copied to clipboard !',
  emptySearch: 'Your search turned up 0 results. This most likely means the backend is down, yikes!',
} as const;
