import { PORTABILITY_PROVIDERS, type AnyResource, type PortabilityProviderKey } from '@mamt/contract';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldSpec } from '../../../components/form-page/field-spec';
import type { PortabilityTestInput } from '../api/test-portability-connection';

/** A stored provider record as the summary answers it: who saved it, and its own fields. */
export type StoredCredentials = { id: number; created_user: string } & Record<string, unknown>;

type Answer = { message: string; message_id?: string };
type Callbacks<A> = { onSuccess: (answer: A) => void; onError: (error: Error) => void };

/** What a card uses of its resource's hooks (lib/resource-hooks.ts). */
export type CardHooks<TOut, R extends StoredCredentials> = {
  useList: () => { data?: R[]; isPending: boolean; error: Error | null };
  useSave: () => { mutate: (values: TOut, callbacks: Callbacks<Answer & { id: number }>) => void; isPending: boolean };
  useDelete: () => { mutate: (input: { id: number; user_id?: number }, callbacks: Callbacks<Answer>) => void; isPending: boolean };
};

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** What a provider's card declares; the card draws, saves, deletes and tests the same way for all three. */
export type ProviderCardSpec<TIn extends FieldValues, TOut, R extends StoredCredentials> = {
  provider: PortabilityProviderKey;
  /** Its secret and where that is sent come from here. */
  resource: AnyResource;
  schema: z.ZodType<TOut, TIn>;
  hooks: CardHooks<TOut, R>;
  /** In the spec's order; the resource's secret among them is drawn masked. */
  fields: FieldSpec<TIn>[];
  /** Who acts, as the save names it: `a_user_id` where the record has a `user_id` of its own. */
  actingUser: 'user_id' | 'a_user_id';
  /** The test call's values of a valid card (the stored record's id is added). */
  testInput: (values: TOut) => WithoutId<PortabilityTestInput>;
  /** Said under the card's title. */
  note?: ReactNode;
};

export const providerName = (key: PortabilityProviderKey): string => PORTABILITY_PROVIDERS.find((provider) => provider.key === key)?.name ?? key;
