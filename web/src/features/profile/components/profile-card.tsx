import { Avatar, Button, Card, FileButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZProfileForm, type CallOutput, type Calls } from '@mamt/contract';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../lib/spec-messages';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form-errors';
import { API_BASE, RpcError } from '../../../lib/rpc';
import { useUpdateProfile } from '../api/use-update-profile';
import { checkImageFile, IMAGE_ACCEPT } from './check-image-file';

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

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  function pick(picked: File | null) {
    const problem = picked ? checkImageFile(picked) : null;
    setFileError(problem);
    setFile(problem ? null : picked);
  }

  const submit = handleSubmit((values) => {
    setFailure(null);
    update.mutate(
      { ...values, username: profile.username, id: profile.id, file },
      {
        // The page reloads so that the header and sidebar show the new name and picture.
        onSuccess: () => window.location.assign('/userEdit'),
        onError: (error) => {
          const placed = applyServerErrors(error, setError, ['name', 'email', 'phone_number']);
          if (error instanceof RpcError && error.fieldErrors.file) setFileError(error.fieldErrors.file);
          // The spec shows a profile failure inline; a field error already is, under its field.
          else if (!placed) setFailure(error instanceof RpcError ? error.message : null);
        },
      },
    );
  });

  const imageSrc = preview ?? (profile.url ? `${API_BASE}${profile.url}` : null);
  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack>
        <Title order={4}>{t('details.title')}</Title>
        <Group>
          <Avatar src={imageSrc} size={72} radius="xl" color="brand" name={profile.name} />
          <Stack gap={4}>
            <FileButton onChange={pick} accept={IMAGE_ACCEPT}>
              {(props) => (
                <Button variant="light" size="xs" {...props}>
                  {t('details.chooseImage')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c={fileError ? 'red' : 'dimmed'} role={fileError ? 'alert' : undefined}>
              {fileError ? translateFieldError(fileError) : (file?.name ?? t('details.imageHint'))}
            </Text>
          </Stack>
        </Group>
        <TextInput label={t('details.name')} withAsterisk {...register('name')} error={translateFieldError(formState.errors.name?.message)} />
        <TextInput label={t('details.username')} value={profile.username} readOnly disabled />
        <TextInput label={t('details.email')} type="email" {...register('email')} error={translateFieldError(formState.errors.email?.message)} />
        <TextInput label={t('details.phone')} {...register('phone_number')} error={translateFieldError(formState.errors.phone_number?.message)} />
        {failure ? (
          <Text c="red" size="sm" role="alert">
            {translateFieldError(failure)}
          </Text>
        ) : null}
        <Button type="submit" loading={update.isPending} style={{ alignSelf: 'flex-end' }}>
          {t('details.submit')}
        </Button>
      </Stack>
    </Card>
  );
}
