import { getBlcokedUsers, unBlockUser } from './blocked-calls.js';

/** Logins blocked after failed provisioning (document 2). */
export const blockedSubscribersCalls = {
  getBlcokedUsers,
  unBlockUser,
};
