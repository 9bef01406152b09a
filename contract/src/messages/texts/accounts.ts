/** Sign-in, password reset, the profile and console users (documents 1 and 2). */
export const ACCOUNTS_TEXTS = {
  // Sign-in, sign-out and password reset (document 1)
  invalidCredentials: 'Invalid Credentials',
  loginLockedMinute: 'Too many failed sign-in attempts. Please wait {minutes} minute and try again.',
  loginLockedMinutes: 'Too many failed sign-in attempts. Please wait {minutes} minutes and try again.',
  resetLockedMinute: 'Too many password reset requests. Please wait {minutes} minute and try again.',
  resetLockedMinutes: 'Too many password reset requests. Please wait {minutes} minutes and try again.',
  passwordLockedMinute: 'Too many wrong passwords. Please wait {minutes} minute and try again.',
  passwordLockedMinutes: 'Too many wrong passwords. Please wait {minutes} minutes and try again.',
  signedOut: 'Signed out',
  forgetMandatory: 'Username and Cloud Id are mandatory to reset Password',
  forgetSent: 'Please Follow the link emailed to reset the password!',
  fillBoth: 'Please fill both fields',
  newPasswordTooShort: 'New Password should be atleast 6 characters long!',
  passwordsDiffer: 'Passwords doesnot match',
  resetDone: 'Password has been resetted successfully!',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',

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
  imageTooManyPixels: '{file} is {width} × {height} pixels: an image may have at most {max} million pixels',
  svgDoctype: '{file} is not accepted: an svg image must not declare a DOCTYPE with entities',

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
  builtInAdminPassword: 'Only the built-in administrator can change its own password',
  builtInAdminEmail: 'Only the built-in administrator can change its own e-mail address',

} as const;
