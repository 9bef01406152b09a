import { i18next } from './i18n';

/**
 * The spec's messages travel in English, letter for letter (they are the contract with existing
 * clients). The console shows them in the user's language: each known text has an id in the
 * `messages` namespace; anything else is shown as it came.
 */
const IDS: Record<string, string> = {
  'Invalid Credentials': 'invalidCredentials',
  'Fields with * are mandatory!': 'mandatoryFields',
  'Password should be atleast 6 characters long!': 'passwordTooShort',
  'Password is mandatory for a new user!': 'passwordRequired',
  'Please enter a valid email address': 'invalidEmail',
  'Enter a valid e-mail address': 'invalidEmail',
  'Enter a valid phone number': 'invalidPhone',
  'Username may hold letters, digits and . _ @ - only': 'invalidUsername',
  'This username already exists in this cloud': 'usernameTaken',
  'The built-in administrator cannot be deleted, deactivated or demoted': 'builtInAdmin',
  'You cannot delete your own account': 'cannotDeleteSelf',
  'You cannot deactivate your own account': 'cannotDeactivateSelf',
  'You cannot change your own user type': 'cannotChangeOwnType',
  'Username and Cloud Id are mandatory to reset Password': 'forgetMandatory',
  'Please Follow the link emailed to reset the password!': 'forgetSent',
  'Please fill both fields': 'fillBoth',
  'New Password should be atleast 6 characters long!': 'newPasswordTooShort',
  'Passwords doesnot match': 'passwordsDiffer',
  'Password has been resetted successfully!': 'resetDone',
  'This reset link is invalid or has expired. Please ask for a new one.': 'resetLinkInvalid',
  'Sucessfully Updated Password': 'passwordChanged',
  'Wrong Password': 'wrongPassword',
  'Old password is required': 'oldPasswordRequired',
  'New password is required': 'newPasswordRequired',
  'Missing data': 'missingData',
  'Record Deleted': 'recordDeleted',
  'User created successfully': 'userCreated',
  'User updated successfully': 'userUpdated',
  'Code Copied to clipboard !': 'codeCopied',
  'Your session has ended. Please sign in again.': 'sessionEnded',
  'You are not allowed to do this.': 'notAllowed',
  "You are not allowed to access another cloud's data.": 'otherTenant',
  'The server could not be reached. Please try again.': 'unreachable',
  'This Cloud Id is already used by another subscriber': 'cloudIdTaken',
  'This subscriber still has console users or a platform connection. Remove them first.': 'subscriberInUse',
  "The provider's own subscriber cannot be deleted, deactivated or renamed": 'superTenantLocked',
  'This subscriber already has a platform connection': 'connectionExists',
  "This tenant has no telephony platform connection yet. The super tenant's administrator can add one under Netsapiens.": 'noConnection',
};

const FILE_TOO_BIG = ' file size is too big';

export function translateMessage(message: string): string {
  const id = IDS[message];
  if (id) return i18next.t(id, { ns: 'messages' });
  if (message.endsWith(FILE_TOO_BIG)) {
    return i18next.t('fileTooBig', { ns: 'messages', file: message.slice(0, -FILE_TOO_BIG.length) });
  }
  return message;
}

/** For form field errors, which may be absent. */
export function translateFieldError(message: string | undefined): string | undefined {
  return message ? translateMessage(message) : undefined;
}
