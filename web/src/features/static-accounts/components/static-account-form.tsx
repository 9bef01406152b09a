import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid } from '@mantine/core';
import { STATIC_ACCOUNT_DEFAULTS, STATIC_ACCOUNT_FLAGS, ZStaticAccountForm, type CallOutput, type Calls, type StaticAccountFlag } from '@mamt/contract';
import { useForm, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { secretField, withRequiredFields, type FieldSpec } from '../../../components/form-page/field-spec';
import { FormPage } from '../../../components/form-page/form-page';
import { defaultsFor } from '../../../components/form-page/use-contract-form';
import { useTenantChoices, useTransportChoices } from '../api/use-form-choices';
import { staticAccountHooks } from '../api/static-account-hooks';
import { YesNoField } from './yes-no-field';

type Account = CallOutput<Calls['accountDetail']>;
type FormInput = z.input<typeof ZStaticAccountForm>;
type FormOutput = z.output<typeof ZStaticAccountForm>;

const FLAG_LABELS: Record<StaticAccountFlag, string> = {
  allow_message: 'form.allowMessage',
  outbound_proxy_enabled: 'form.outboundProxyEnabled',
  remote_msg_delete_supported: 'form.remoteMsgDeleteSupported',
  msg_local_delete_supported: 'form.msgLocalDeleteSupported',
  outgoing_calls_through_sipis: 'form.outgoingCallsThroughSipis',
};

/** The stored flags ('1'/'0' on the wire) as the radios' booleans; a new account starts with every flag on. */
const flagDefaults = (account: Account | null) => Object.fromEntries(STATIC_ACCOUNT_FLAGS.map((flag) => [flag, account ? account[flag] === '1' : true]));

/** Add or edit a static account (document 3 §2); passwords show empty, and an empty one keeps the stored value. */
export function StaticAccountForm({ account }: { account: Account | null }) {
  const { t } = useTranslation('staticAccounts');
  const save = staticAccountHooks.useSave();
  const tenants = useTenantChoices();
  const transports = useTransportChoices();
  // The stored transport is offered before the choices arrive, so the field never shows empty.
  const transportChoices = [...new Set([...(transports.data ?? []), account?.transport ?? STATIC_ACCOUNT_DEFAULTS.transport])];

  const fields: FieldSpec<FormInput>[] = [
    {
      name: 'cloud_id',
      label: t('form.subscriber'),
      kind: 'select',
      required: true,
      searchable: true,
      options: (tenants.data ?? []).map((tenant) => ({ value: tenant.cloud_id, label: `${tenant.cloud_id} — ${tenant.company}` })),
    },
    { name: 'transport', label: t('form.transport'), kind: 'select', options: transportChoices.map((value) => ({ value, label: value })), initial: STATIC_ACCOUNT_DEFAULTS.transport },
    { name: 'cloud_username', label: t('form.cloudUsername'), required: true, autoComplete: 'off' },
    secretField('cloud_password', t('form.cloudPassword'), Boolean(account), t('form.passwordKept')),
    { name: 'proxy', label: t('form.proxy'), required: true, placeholder: 'sip.example.com:5060' },
    { name: 'outbound_proxy_host', label: t('form.outboundProxyHost'), required: true, placeholder: 'proxy.example.com' },
    { name: 'account_username', label: t('form.accountUsername'), required: true, autoComplete: 'off' },
    secretField('account_password', t('form.accountPassword'), Boolean(account), t('form.passwordKept')),
    { name: 'expires', label: t('form.expires'), initial: STATIC_ACCOUNT_DEFAULTS.expires },
    { name: 'ringing_tone', label: t('form.ringingTone'), initial: STATIC_ACCOUNT_DEFAULTS.ringing_tone },
  ];
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: withRequiredFields(zodResolver(ZStaticAccountForm), fields),
    defaultValues: { ...defaultsFor(fields, account), ...flagDefaults(account) } as DefaultValues<FormInput>,
  });

  return (
    <FormPage title={account ? t('form.editTitle') : t('form.addTitle')} form={form} fields={fields} mutation={save}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {STATIC_ACCOUNT_FLAGS.map((flag) => (
          <YesNoField key={flag} control={form.control} name={flag} label={t(FLAG_LABELS[flag])} yes={t('actions.yes', { ns: 'common' })} no={t('actions.no', { ns: 'common' })} />
        ))}
      </SimpleGrid>
    </FormPage>
  );
}
