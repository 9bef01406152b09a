import { secretFieldOf, storedFlagOf, type PortabilityProviderDescriptor } from '@mamt/contract';

/** A provider card's one secret, as its descriptor declares it (contract/src/portability/portability-providers.ts). */
export type CardSecret = {
  /** The form field. */
  name: string;
  /** The record's field saying that a value is stored (`has_client_secret`). */
  storedFlag: string;
  /** The form fields naming where the secret is sent: changing one asks for the secret again. */
  sentTo: readonly string[];
};

export function cardSecretOf(provider: PortabilityProviderDescriptor): CardSecret {
  return { name: secretFieldOf(provider), storedFlag: storedFlagOf(provider), sentTo: provider.secret.sentTo };
}

export function hasStoredSecret(secret: CardSecret, record: Record<string, unknown> | null): boolean {
  return record !== null && record[secret.storedFlag] === true;
}

/** As the server compares them (`url` in server/src/resources/sealed-secrets.ts): surrounding spaces and trailing slashes do not count. */
const comparableUrl = (value: unknown) => String(value ?? '').trim().replace(/\/+$/, '');

/**
 * Whether the card's addresses (the values of `sentTo`, in its order) differ from the stored ones:
 * the server then refuses an empty secret, so that nobody can send the stored one somewhere else.
 */
export function addressesMoved(secret: CardSecret, record: Record<string, unknown>, addresses: readonly unknown[]): boolean {
  return secret.sentTo.some((field, at) => comparableUrl(record[field]) !== comparableUrl(addresses[at]));
}
