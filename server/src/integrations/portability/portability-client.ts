/** The three number-portability providers the product can ask. */
export type PortabilityProvider = 'inteliquent' | 'voip-innovations' | 'peerless';

export const PROVIDER_NAMES: Record<PortabilityProvider, string> = {
  inteliquent: 'Inteliquent',
  'voip-innovations': 'VoIP Innovations',
  peerless: 'Peerless',
};

/**
 * One number's answer, as document 3's portability result row: `isPortable` 'Yes' or 'No';
 * `serviceProviderName` the number's current carrier as the provider names it ('' when it does not);
 * `type` the number type as the provider gives it ('' when it gives none); `name` the display name
 * of the provider record that answered (e.g. 'Inteliquent').
 */
export type PortabilityRow = {
  telephoneNumber: string;
  isPortable: 'Yes' | 'No';
  serviceProviderName: string;
  type: string;
  name: string;
};

/**
 * What each provider's client is made with: `name`, the provider record's display name, put in every
 * row; `apiUrl`, the address of the provider's API; `timeoutMs`, the wait for each of its requests.
 */
export type ProviderOptions = { name: string; apiUrl: string; timeoutMs: number };

/**
 * One provider behind the product's interface. `check` takes 10-digit North American numbers
 * (normalised by the caller) and answers a row per number; a failure is always a PortabilityError.
 */
export type PortabilityClient = {
  readonly provider: PortabilityProvider;
  check(numbers: string[]): Promise<PortabilityRow[]>;
};
