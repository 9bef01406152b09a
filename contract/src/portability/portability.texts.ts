/**
 * Messages of number portability (document 3: the providers screen and /pages/check_portability).
 * The spec's own ('All fields are mandatory!', 'Plase enter the list of numbers first', 'Number
 * already added') are in messages/texts/spec-areas.ts.
 */
export const PORTABILITY_TEXTS = {
  // The providers' credentials
  portabilityProviderNotFound: 'These provider credentials were not found',
  portabilityProviderCreated: 'Provider credentials saved successfully',
  portabilityProviderUpdated: 'Provider credentials updated successfully',
  portabilityProviderExists: 'Credentials for this provider already exist; edit them instead',
  portabilityUrlInvalid: 'Enter a full http:// or https:// address',
  portabilityRetypeSecret: 'Type this secret again: an address it is sent to has changed',
  // Test connection, per provider
  portabilityTestOk: '{provider} answered the test check: the credentials work.',
  portabilityTestCredentials: '{provider} refused the credentials.',
  portabilityTestTimeout: '{provider} did not answer in time.',
  portabilityTestUnreachable: '{provider} could not be reached at this address.',
  portabilityTestFailing: '{provider} answered with an error.',
  portabilityTestRefused: '{provider} did not accept the test check, or could not be reached.',
  portabilityTestBadAnswer: '{provider} answered something that is not a portability answer.',
  // The public check
  portabilityLinkInvalid: 'This portability check link is not valid. Ask the company that sent it for a new one.',
  portabilityNumberInvalid: '{number} is not a 10-digit North American number',
  portabilityTooManyNumbers: 'At most {max} numbers can be checked at once',
  portabilityTooManyChecks: 'Too many checks from your address. Try again in {minutes} min.',
  portabilityTenantBusy: 'This company has checked too many numbers for now. Try again in {minutes} min.',
  portabilityAllBusy: 'Number checks are busy for now. Try again in {minutes} min.',
  portabilityProviderNotSet: '{provider} checks are not set up',
  portabilityProviderFailed: '{provider} could not answer the check. Try again later.',
} as const;
