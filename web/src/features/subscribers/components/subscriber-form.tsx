import { zodResolver } from '@hookform/resolvers/zod';
import { ZSubscriberForm, type CallOutput, type Calls } from '@mamt/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { withRequiredFields, type FieldSpec } from '../../../components/form-page/field-spec';
import { FormPage } from '../../../components/form-page/form-page';
import { useSaveSubscriber } from '../api/subscribers-api';

type Subscriber = CallOutput<Calls['subscriberDetail']>;
type FormInput = z.input<typeof ZSubscriberForm>;
type FormOutput = z.output<typeof ZSubscriberForm>;

/** Add or edit a subscriber (document 3 §2); CANCEL and SAVE return to /subscribers. */
export function SubscriberForm({ subscriber }: { subscriber: Subscriber | null }) {
  const { t } = useTranslation('subscribers');
  const save = useSaveSubscriber();
  const fields: FieldSpec<FormInput>[] = [
    { name: 'accountcode', label: t('form.accountcode'), required: true },
    { name: 'cloud_id', label: t('form.cloudId'), required: true },
    { name: 'company', label: t('form.company'), required: true },
    { name: 'email', label: t('form.email'), kind: 'email' },
    { name: 'phone_number', label: t('form.phone'), required: true },
    // Only the platform's API is offered today; the field shows which one is used.
    { name: 'fetching_method', label: t('form.fetchingMethod'), kind: 'static', value: 'remote_api' },
    { name: 'active', label: t('form.active'), kind: 'switch' },
    { name: 'allow_all_users', label: t('form.allowAllUsers'), kind: 'switch' },
  ];
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: withRequiredFields(zodResolver(ZSubscriberForm), fields),
    defaultValues: {
      id: subscriber?.id,
      accountcode: subscriber?.accountcode ?? '',
      cloud_id: subscriber?.cloud_id ?? '',
      company: subscriber?.company ?? '',
      email: subscriber?.email ?? '',
      phone_number: subscriber?.phone_number ?? '',
      fetching_method: 'remote_api',
      active: subscriber?.active ?? true,
      allow_all_users: subscriber?.allow_all_users ?? false,
    },
  });

  return (
    <FormPage
      title={subscriber ? t('form.editTitle') : t('form.addTitle')}
      namespace="subscribers"
      form={form}
      fields={fields}
      save={save.mutate}
      saving={save.isPending}
      backTo="/subscribers"
    />
  );
}
