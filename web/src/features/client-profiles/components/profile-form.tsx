import { SimpleGrid } from '@mantine/core';
import { DEFAULT_RINGING_TONE, ZClientProfileForm, type ClientProfile, type ClientProfileForm } from '@mamt/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { defaultsFor } from '../../../components/form-page/use-contract-form';
import { withRequiredFields, type FieldSpec } from '../../../components/form-page/field-spec';
import { FormField } from '../../../components/form-page/form-field';
import { FormFrame } from '../../../components/form-page/form-frame';
import { useSaveAndReturn } from '../../../components/form-page/use-save-and-return';
import { translateFieldError } from '../../../lib/spec-messages';
import { clientProfileHooks } from '../api/client-profile-hooks';
import { DtmfOrderField } from './dtmf-order-field';
import { ExtraElementsField } from './extra-elements-field';
import { LevelFields } from './level-fields';
import { CancelSave } from '../../../components/form-page/cancel-save';

type FormValues = z.input<typeof ZClientProfileForm>;
type Tenant = { id: number; cloud_id: string; company: string };
type Props = {
  profile: ClientProfile | null;
  /** The super tenant picks the subscriber; everyone else has their own, fixed. */
  subscribers: Tenant[] | null;
  ownCloudId: string;
  /** A new profile's subscriber and domain, from the level the form was opened at. */
  preset: { cloudId: string | null; domain: string | null };
  defaults: { transport: string[]; dtmforder: string[] };
  listPath: string;
};

/** Add or Edit Client Profile (document 3 §2), validated with the contract's own schema. */
export function ProfileForm({ profile, subscribers, ownCloudId, preset, defaults, listPath }: Props) {
  const { t } = useTranslation('clientProfiles');
  const navigate = useNavigate();
  const save = clientProfileHooks.useSave();
  const yesNo = [{ value: '1', label: t('form.yes') }, { value: '0', label: t('form.no') }];
  // A bare "5060" in an empty field reads as a value already entered; "e.g. 5060" reads as an example.
  const example = (value: string) => t('form.example', { value });
  const presetSubscriber = subscribers?.find((row) => row.cloud_id === preset.cloudId)?.id;
  const fields: FieldSpec<FormValues>[] = [
    { name: 'profilename', label: t('form.name'), required: true },
    { name: 'outboundproxyhost', label: t('form.proxyHost'), required: true, placeholder: example('sbc.example.com:5060') },
    { name: 'port', label: t('form.port'), required: true, placeholder: example('5060') },
    { name: 'outboundproxyenabled', label: t('form.proxyEnabled'), kind: 'select', required: true, options: yesNo, initial: '1' },
    { name: 'transport', label: t('form.transport'), kind: 'select', required: true, options: defaults.transport.map((value) => ({ value, label: value.toUpperCase() })), initial: 'udp' },
    { name: 'pushblockreg', label: t('form.pushBlockReg'), kind: 'select', options: yesNo, initial: '0' },
    { name: 'expires', label: t('form.expires'), placeholder: example('60'), description: t('form.expiresHint') },
    { name: 'ringingtone', label: t('form.ringingTone'), required: true, initial: DEFAULT_RINGING_TONE },
    subscribers
      ? { name: 'subscriber_id', label: t('form.subscriber'), kind: 'select', required: true, searchable: true, numeric: true, initial: presetSubscriber,
          options: subscribers.map((row) => ({ value: String(row.id), label: `${row.cloud_id} — ${row.company}` })) }
      : { name: 'cloud_id', label: t('form.subscriber'), kind: 'static', required: true, value: ownCloudId },
  ];
  const form = useForm<FormValues, unknown, ClientProfileForm>({
    resolver: withRequiredFields(zodResolver(ZClientProfileForm), fields),
    defaultValues: {
      ...defaultsFor(fields, profile),
      domain: profile ? profile.domain : (preset.domain ?? ''),
      extension: profile?.extension ?? '',
      dtmforder: profile?.dtmforder ?? '',
      extra_elements: profile?.extra_elements ?? [],
    },
  });
  const subscriberId = useWatch({ control: form.control, name: 'subscriber_id' });
  const domain = useWatch({ control: form.control, name: 'domain' });
  const cloudId = subscribers ? (subscribers.find((row) => row.id === Number(subscriberId))?.cloud_id ?? null) : ownCloudId;

  // The subscriber's errors land on its picker (super tenant) or, for a fixed subscriber, in a toast.
  const submit = useSaveAndReturn(form, save, listPath, () => [
    ...fields.map((field) => field.name), 'domain', 'extension', 'dtmforder', 'extra_elements',
    ...(form.getValues('extra_elements') ?? []).flatMap((_, index) => [`extra_elements.${index}.name`, `extra_elements.${index}.value`]),
  ]);

  return (
    <FormFrame title={profile ? t('form.editTitle') : t('form.addTitle')} onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {fields.map((spec) => (
          <FormField key={spec.name} control={form.control} spec={spec} />
        ))}
        <LevelFields control={form.control} setValue={form.setValue} cloudId={cloudId} />
        <Controller
          control={form.control}
          name="dtmforder"
          render={({ field, fieldState }) => (
            <DtmfOrderField value={field.value ?? ''} onChange={field.onChange} choices={defaults.dtmforder} error={translateFieldError(fieldState.error?.message)} />
          )}
        />
      </SimpleGrid>
      <ExtraElementsField control={form.control} tenantLevel={Boolean(domain)} />
      <CancelSave onCancel={() => void navigate(listPath)} saving={save.isPending} />
    </FormFrame>
  );
}
