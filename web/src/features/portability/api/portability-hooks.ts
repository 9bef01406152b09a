import { PORTABILITY_PROVIDERS, PORTABILITY_RESOURCES, type PortabilityProviderKey } from '@mamt/contract';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { resourceHooks } from '../../../lib/resource-hooks';

/** A stored provider record as the summary answers it: who saved it, and its own fields. */
export type StoredCredentials = { id: number; created_user: string } & Record<string, unknown>;

/** A card's values once its schema has checked them: the provider's form fields and the stored record's id. */
export type CardValues = Record<string, unknown> & { id?: number };

type Answer = { message: string; message_id?: string };
type Callbacks<A> = { onSuccess: (answer: A) => void; onError: (error: Error) => void };

/** What a card uses of a provider's credentials: its form's schema and its calls (lib/resource-hooks.ts). */
export type CredentialsCalls = {
  schema: z.ZodType<CardValues, FieldValues>;
  useList: () => { data?: StoredCredentials[]; isPending: boolean; error: Error | null };
  useSave: () => { mutate: (values: CardValues, callbacks: Callbacks<Answer & { id: number }>) => void; isPending: boolean };
  useDelete: () => { mutate: (input: { id: number; user_id?: number }, callbacks: Callbacks<Answer>) => void; isPending: boolean };
};

type ProviderResource = (typeof PORTABILITY_RESOURCES)[PortabilityProviderKey];

/**
 * The providers' types differ only in their fields, which the card reads from the contract's
 * descriptor, so one card serves all three through this one type. TypeScript cannot follow that a
 * form's values are the ones its own save takes: both come from the same resource, whose schema
 * checks the values before they are sent.
 */
const credentialsCalls = (resource: ProviderResource) => ({ schema: resource.form, ...resourceHooks(resource) }) as unknown as CredentialsCalls;

/** Each provider's credentials calls, by its key. */
export const CREDENTIALS_CALLS = Object.fromEntries(PORTABILITY_PROVIDERS.map(({ key }) => [key, credentialsCalls(PORTABILITY_RESOURCES[key])])) as Record<
  PortabilityProviderKey,
  CredentialsCalls
>;
