/** Sign-in and reset texts of document 1, kept letter for letter; free of zod so /login stays small. */
export const INVALID_CREDENTIALS = 'Invalid Credentials';
export const FORGET_PASSWORD_MANDATORY = 'Username and Cloud Id are mandatory to reset Password';
export const FORGET_PASSWORD_SENT = 'Please Follow the link emailed to reset the password!';
