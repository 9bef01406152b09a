import type { FakeAnswers, OutputOf } from './fake-api';

/** A user of an acme domain, as the platform proxy lists it. */
export const platformUser = (user: string, first_name = `F${user}`, email = '') => ({
  user,
  first_name,
  last_name: 'Doe',
  email,
  subscriber_login: `${user}@acme.example`,
  scope: 'Basic User',
});

/** What App Management's users table reads: the domain's users, and the extensions checked for provisioning. */
export const domainUsers = (users: OutputOf<'nsApiProxy'>, checked: string[] = []): FakeAnswers => ({
  nsApiProxy: () => ({ body: users }),
  getExtensionsChecked: () => ({ body: checked.map((extension) => ({ extension })) }),
});

export const DOMAIN_SETTINGS: OutputOf<'getDomainSettings'> = { domain: 'acme.example', device_limit: 5, provisioning: false, quick_dial: true, recording: false, textable: true, config_version: 1 };

/** What App Management's domain controls read: the domain's settings and the company's. */
export const domainControls = (company: OutputOf<'getCompanyDetails'>): FakeAnswers => ({
  getDomainSettings: () => ({ body: DOMAIN_SETTINGS }),
  getCompanyDetails: () => ({ body: company }),
});
