import { MESSAGE_TEXTS } from '../messages/catalog.js';

/** Sign-in and reset texts of document 1 (the catalog keeps them letter for letter); free of zod so /login stays small. */
export const INVALID_CREDENTIALS = MESSAGE_TEXTS.invalidCredentials;
export const FORGET_PASSWORD_MANDATORY = MESSAGE_TEXTS.forgetMandatory;
export const FORGET_PASSWORD_SENT = MESSAGE_TEXTS.forgetSent;
