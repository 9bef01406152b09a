import type { PortabilityProviderKey, ProviderOf } from '@mamt/contract';

/** How the screen draws one provider; what its fields are and which calls keep them is the contract's (PORTABILITY_PROVIDERS). */
export type ProviderCardDrawing = {
  /**
   * Each field in the order the card shows it (document 3's), with its label's key under `fields.`
   * of the portability texts. Its kind decides the rest: a secret is drawn masked, an address with
   * an https:// placeholder.
   */
  fields: Readonly<Record<string, string>>;
  /** Said under the card's title: a sentence (its key in the portability texts), then a request shown as it is. */
  note?: { text: string; code: string };
};

/** Every field of the provider's form is drawn, once, and nothing else. */
type DrawingOf<K extends PortabilityProviderKey> = Omit<ProviderCardDrawing, 'fields'> & { fields: { [N in keyof ProviderOf<K>['form']]: string } };

/** The request the server makes to Peerless for each number (server/src/integrations/portability/), shown as it is. */
const PEERLESS_MODELLED_CALL = 'GET <API URL>/mag/v1/portability?api_key&customer&user_id&tn';

export const PROVIDER_CARDS: { [K in PortabilityProviderKey]: DrawingOf<K> } = {
  inteliquent: { fields: { name: 'name', token_url: 'tokenUrl', api_url: 'apiUrl', client_secret: 'clientSecret', client_id: 'clientId' } },
  peerless: {
    fields: { name: 'name', customer: 'customer', api_url: 'apiUrl', pass_code: 'passCode', user_id: 'userId' },
    note: { text: 'peerlessNote', code: PEERLESS_MODELLED_CALL },
  },
  vi: { fields: { name: 'name', login: 'login', api_url: 'apiUrl', secret: 'secret' } },
};
