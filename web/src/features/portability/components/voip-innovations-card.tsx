import { ZVoipInnovationsForm, voipInnovationsResource } from '@mamt/contract';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { FieldSpec } from '../../../components/form-page/field-spec';
import { voipInnovationsHooks } from '../api/portability-hooks';
import { ProviderCard } from './provider-card';

type Input = z.input<typeof ZVoipInnovationsForm>;

/** VOIP Innovations (document 3): Name, Login, API URL, Secret. */
export function VoipInnovationsCard() {
  const { t } = useTranslation('portability');
  const fields: FieldSpec<Input>[] = [
    { name: 'name', label: t('fields.name'), required: true },
    { name: 'login', label: t('fields.login'), required: true },
    { name: 'api_url', label: t('fields.apiUrl'), required: true, placeholder: 'https://' },
    { name: 'secret', label: t('fields.secret') },
  ];
  return (
    <ProviderCard
      provider="vi"
      resource={voipInnovationsResource}
      schema={ZVoipInnovationsForm}
      hooks={voipInnovationsHooks}
      fields={fields}
      actingUser="a_user_id"
      testInput={(values) => ({ provider: 'vi', api_url: values.api_url, login: values.login, secret: values.secret })}
    />
  );
}
