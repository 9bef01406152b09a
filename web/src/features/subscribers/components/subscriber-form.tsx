import { ZTenantForm, type CallOutput, type Calls } from '@mamt/contract';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { FieldSpec } from '../../../components/form-page/field-spec';
import { FormPage } from '../../../components/form-page/form-page';
import { useContractForm } from '../../../components/form-page/use-contract-form';
import { subscriberHooks } from '../api/subscriber-hooks';

type Tenant = CallOutput<Calls['subscriberDetail']>;

/** Add or edit a subscriber (document 3 §2); CANCEL and SAVE return to /subscribers. */
export function TenantForm({ subscriber }: { subscriber: Tenant | null }) {
  const { t } = useTranslation('subscribers');
  const save = subscriberHooks.useSave();
  const fields: FieldSpec<z.input<typeof ZTenantForm>>[] = [
    { name: 'accountcode', label: t('form.accountcode'), required: true },
    // Fixed once created: the server refuses another one, as every QR code and app of the tenant holds it.
    { name: 'cloud_id', label: t('form.cloudId'), required: true, ...(subscriber ? { readOnly: true, description: t('form.cloudIdFixed') } : {}) },
    { name: 'company', label: t('form.company'), required: true },
    { name: 'email', label: t('form.email'), kind: 'email' },
    { name: 'phone_number', label: t('form.phone'), required: true },
    // Only the platform's API is offered today; the field shows which one is used.
    { name: 'fetching_method', label: t('form.fetchingMethod'), kind: 'static', value: 'remote_api' },
    { name: 'active', label: t('form.active'), kind: 'switch', initial: true },
    { name: 'allow_all_users', label: t('form.allowAllUsers'), kind: 'switch' },
  ];
  const form = useContractForm(ZTenantForm, fields, subscriber);

  return <FormPage title={subscriber ? t('form.editTitle') : t('form.addTitle')} form={form} fields={fields} mutation={save} />;
}
