import { Code, Text } from '@mantine/core';
import { ZPeerlessForm, peerlessResource } from '@mamt/contract';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { FieldSpec } from '../../../components/form-page/field-spec';
import { peerlessHooks } from '../api/portability-hooks';
import { ProviderCard } from './provider-card';

type Input = z.input<typeof ZPeerlessForm>;

/** The request the server makes for each number (server/src/integrations/portability/), shown as it is. */
const MODELLED_CALL = 'GET <API URL>/mag/v1/portability?api_key&customer&user_id&tn';

/**
 * Peerless (document 3): Name, Customer, API URL, Pass Code, User Id. Its User Id is the Peerless
 * account's, so who acts travels as `a_user_id`.
 */
export function PeerlessCard() {
  const { t } = useTranslation('portability');
  const fields: FieldSpec<Input>[] = [
    { name: 'name', label: t('fields.name'), required: true },
    { name: 'customer', label: t('fields.customer'), required: true },
    { name: 'api_url', label: t('fields.apiUrl'), required: true, placeholder: 'https://' },
    { name: 'pass_code', label: t('fields.passCode') },
    { name: 'user_id', label: t('fields.userId'), required: true },
  ];
  return (
    <ProviderCard
      provider="peerless"
      resource={peerlessResource}
      schema={ZPeerlessForm}
      hooks={peerlessHooks}
      fields={fields}
      actingUser="a_user_id"
      testInput={(values) => ({ provider: 'peerless', api_url: values.api_url, customer: values.customer, user_id: values.user_id, pass_code: values.pass_code })}
      note={
        <Text size="sm">
          {t('peerlessNote')} <Code style={{ overflowWrap: 'anywhere' }}>{MODELLED_CALL}</Code>
        </Text>
      }
    />
  );
}
