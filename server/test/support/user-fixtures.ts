/** The password of the console users made from `acmeUserForm`. */
export const ACME_USER_PASSWORD = 'pat-pass-123';

/** The form of a new simple console user of acme, as the console sends it; `extra` adds or replaces fields. */
export const acmeUserForm = (username: string, extra: object = {}) => ({
  name: 'Pat Doe',
  email: `${username}@acme.example`,
  username,
  user_type: 'simple user',
  password: ACME_USER_PASSWORD,
  cloud_id: 'acme',
  ...extra,
});
