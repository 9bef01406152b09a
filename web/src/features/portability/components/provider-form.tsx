import { Button, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { ALL_FIELDS_MANDATORY, type PortabilityProvider, type PortabilityProviderDescriptor } from '@mamt/contract';
import { IconPlugConnected, IconTrash } from '@tabler/icons-react';
import { useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../../components/confirm-delete';
import type { FieldSpec } from '../../../components/form-page/field-spec';
import { useContractForm } from '../../../components/form-page/use-contract-form';
import { RowAction } from '../../../components/row-action';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import type { CredentialsCalls, StoredCredentials } from '../api/portability-hooks';
import { testInputOf, useTestPortabilityConnection } from '../api/test-portability-connection';
import type { ProviderCardDrawing } from '../provider-cards';
import { CardField } from './card-field';
import { addressesMoved, cardSecretOf, hasStoredSecret } from './card-secret';
import { TestResult } from './test-result';

type Props = { provider: PortabilityProvider; drawing: ProviderCardDrawing; calls: CredentialsCalls; record: StoredCredentials | null };

/**
 * A provider's credentials as one form (document 3): Add when none are stored, Update and a delete
 * icon when they are. The secret shows empty; an empty one keeps the stored value unless an address
 * it is sent to has changed.
 */
export function ProviderForm({ provider, drawing, calls, record }: Props) {
  const { t } = useTranslation('portability');
  const { creds } = useSession();
  const save = calls.useSave();
  const remove = calls.useDelete();
  const test = useTestPortabilityConnection();
  const { name } = provider;
  const kinds: PortabilityProviderDescriptor['form'] = provider.form;
  const secret = cardSecretOf(provider);
  const stored = hasStoredSecret(secret, record);
  // Every field is required and says the spec's one message when missing; the secret is asked for only while none is stored.
  const specs: FieldSpec<FieldValues>[] = Object.entries(drawing.fields).map(([field, label]) => ({
    name: field,
    label: t(`fields.${label}`),
    requiredMessage: ALL_FIELDS_MANDATORY,
    ...(kinds[field] === 'secret' ? { kind: 'password' as const, required: !stored } : { required: true }),
    ...(kinds[field] === 'url' ? { placeholder: 'https://' } : {}),
  }));
  const form = useContractForm(calls.schema, specs, record);
  const addresses: unknown[] = useWatch({ control: form.control, name: secret.sentTo });
  const retype = stored && record !== null && addresses.length > 0 && addressesMoved(secret, record, addresses);
  const secretHint = retype ? t('secret.retype') : stored ? t('secret.kept') : undefined;
  const fieldNames = specs.map((spec) => spec.name);
  const placeErrors = (error: Error) => applyServerErrors(error, form.setError, fieldNames);

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, [provider.actingUser]: creds?.id },
      {
        onSuccess: (answer) => {
          notifySuccess(answer);
          // Stored now: the secret shows empty again, and a next save edits this record.
          form.reset({ ...form.getValues(), id: answer.id, [secret.name]: '' });
        },
        onError: placeErrors,
      },
    ),
  );
  const runTest = form.handleSubmit((values) => test.mutate(testInputOf(provider, values, record?.id), { onError: placeErrors }));
  const askDelete = (existing: StoredCredentials) =>
    confirmDelete({ title: t('delete.title'), text: t('delete.text', { provider: name }) }, (callbacks) => remove.mutate({ id: existing.id, user_id: creds?.id }, callbacks));

  const titleId = `portability-${provider.key}-title`;
  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h4" id={titleId}>
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {record ? t('card.savedBy', { user: record.created_user }) : t('card.notSet')}
            </Text>
          </Stack>
          {record ? (
            <RowAction tooltip={t('actions.delete', { ns: 'common' })} color="red" label={t('buttons.delete', { provider: name })} onClick={() => askDelete(record)}>
              <IconTrash size={18} />
            </RowAction>
          ) : null}
        </Group>
        {drawing.note ? (
          <Text size="sm">
            {t(drawing.note.text)} <Code style={{ overflowWrap: 'anywhere' }}>{drawing.note.code}</Code>
          </Text>
        ) : null}
        {specs.map((spec) => (
          <CardField
            key={spec.name}
            control={form.control}
            spec={spec.name === secret.name ? { ...spec, description: secretHint } : spec}
            starred={spec.name === secret.name && retype}
            idPrefix={`portability-${provider.key}`}
          />
        ))}
        <Group justify="space-between">
          <Button variant="light" leftSection={<IconPlugConnected size={16} />} onClick={() => void runTest()} loading={test.isPending}>
            {t('buttons.test')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {record ? t('buttons.update') : t('buttons.add')}
          </Button>
        </Group>
        {test.data ? <TestResult answer={test.data} /> : null}
      </Stack>
    </Card>
  );
}
