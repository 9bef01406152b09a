import { authLogin } from './auth-login.js';
import { logout } from './logout.js';
import { forgetPassword } from './forget-password.js';
import { resetPassword } from './reset-password.js';

/** Signing in and out, and resetting a forgotten password (document 1). */
export const authCalls = {
  authLogin,
  logout,
  forgetPassword,
  resetPassword,
};
