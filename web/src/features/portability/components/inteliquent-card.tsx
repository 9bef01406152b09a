import { ZInteliquentForm, inteliquentResource } from '@mamt/contract';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { FieldSpec } from '../../../components/form-page/field-spec';
import { inteliquentHooks } from '../api/portability-hooks';
import { ProviderCard } from './provider-card';

type Input = z.input<typeof ZInteliquentForm>;

/** Inteliquent (document 3): Name, Token Url, API URL, Client Secret, Client Id; the client secret buys a token at the Token Url. */
export function InteliquentCard() {
  const { t } = useTranslation('portability');
  const fields: FieldSpec<Input>[] = [
    { name: 'name', label: t('fields.name'), required: true },
    { name: 'token_url', label: t('fields.tokenUrl'), required: true, placeholder: 'https://' },
    { name: 'api_url', label: t('fields.apiUrl'), required: true, placeholder: 'https://' },
    { name: 'client_secret', label: t('fields.clientSecret') },
    { name: 'client_id', label: t('fields.clientId'), required: true },
  ];
  return (
    <ProviderCard
      provider="inteliquent"
      resource={inteliquentResource}
      schema={ZInteliquentForm}
      hooks={inteliquentHooks}
      fields={fields}
      actingUser="user_id"
      testInput={(values) => ({ provider: 'inteliquent', token_url: values.token_url, api_url: values.api_url, client_id: values.client_id, client_secret: values.client_secret })}
    />
  );
}
