import { Avatar, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IMAGE_EXTENSIONS, MAX_IMAGE_BYTES, ZProfileForm, type CallOutput, type Calls } from '@mamt/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError, translateRef, translateShown } from '../../../lib/spec-messages';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form-errors';
import { API_BASE, RpcError } from '../../../lib/rpc';
import { useUpdateProfile } from '../api/use-update-profile';
import { FileUploadField } from '../../../components/file-upload/file-upload-field';

type Profile = CallOutput<Calls['getProfileDetails']>;
type Form = z.infer<typeof ZProfileForm>;

export function ProfileCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Form>({
    resolver: zodResolver(ZProfileForm),
    defaultValues: { name: profile.name, email: profile.email, phone_number: profile.phone_number },
  });

  function pick(picked: File | null) {
    setFileError(null);
    setFile(picked);
  }

  const submit = handleSubmit((values) => {
    setFailure(null);
    update.mutate(
      { ...values, username: profile.username, id: profile.id, file },
      {
        // The page reloads so that the header and sidebar show the new name and picture.
        onSuccess: () => window.location.assign('/userEdit'),
        onError: (error) => {
          // The spec shows a profile failure inline, not in a toast; a field error shows under its field.
          if (error instanceof RpcError && error.fieldErrors.file) setFileError(translateRef(error.fieldErrorIds.file, error.fieldErrors.file));
          else applyServerErrors(error, setError, ['name', 'email', 'phone_number'], (unplaced) => setFailure(translateShown(unplaced)));
        },
      },
    );
  });

  const stored = profile.url ? `${API_BASE}${profile.url}` : null;
  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} size="h4">{t('details.title')}</Title>
        <FileUploadField
          label={t('details.chooseImage')}
          rule={{ extensions: IMAGE_EXTENSIONS, maxBytes: MAX_IMAGE_BYTES }}
          value={file}
          onChange={pick}
          error={fileError ?? undefined}
          hint={t('details.imageHint')}
          preview={(url) => <Avatar src={url ?? stored} size={72} radius="xl" color="brand" name={profile.name} alt="" />}
        />
        <TextInput label={t('details.name')} withAsterisk {...register('name')} error={translateFieldError(formState.errors.name?.message)} />
        <TextInput label={t('details.username')} value={profile.username} readOnly disabled />
        <TextInput label={t('details.email')} type="email" {...register('email')} error={translateFieldError(formState.errors.email?.message)} />
        <TextInput label={t('details.phone')} {...register('phone_number')} error={translateFieldError(formState.errors.phone_number?.message)} />
        {failure ? (
          <Text c="var(--mantine-color-error)" size="sm" role="alert">
            {failure}
          </Text>
        ) : null}
        <Button type="submit" loading={update.isPending} style={{ alignSelf: 'flex-end' }}>
          {t('details.submit')}
        </Button>
      </Stack>
    </Card>
  );
}
