/** Rows as the platform answers them: flat objects whose values are all strings. */
export type Row = Record<string, string>;

export type Credentials = { cloudId: string; clientId: string; clientSecret: string; username: string; password: string; scope: string };

export type Seed = {
  /** Which domains each tenant's credentials may see. */
  tenants: Array<{ cloudId: string; domains: string[] }>;
  credentials: Credentials[];
  /** The cluster's cores (`GET /ns-api/v2/phones/servers`), the same for every tenant. */
  server: Row[];
  domain: Row[];
  subscriber: Row[];
  device: Row[];
  phonenumber: Row[];
  smsnumber: Row[];
  /** Portal passwords by subscriber_login; never part of a read answer. */
  portalPasswords: Record<string, string>;
  /**
   * Seeded phones that stay registered, by `<device>@<domain>`: each refreshes its registration on its
   * `server` core every half of its `expires`, first this many seconds after the simulator starts (a
   * phase, so that a domain's phones do not all refresh at once). Absent: none does.
   */
  keptRegistered?: Record<string, number>;
};
