import { zodResolver } from '@hookform/resolvers/zod';
import { GALLERY_IMAGE_FILE, ZGalleryUploadForm } from '@mamt/contract';
import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { RpcError } from '../../../lib/rpc';
import { translateFieldError, translateId, translateRef } from '../../../lib/spec-messages';
import { useUploadGalleryImage } from '../api/upload-gallery-image';
import { ImageDropArea } from './image-drop-area';

type Values = z.input<typeof ZGalleryUploadForm>;

/**
 * The Upload Image card (document 3): a caption and one image. SAVE shows once an image is chosen;
 * CANCEL goes to /subscribers. A stored image clears the card for the next one.
 */
export function UploadCard() {
  const { t } = useTranslation('gallery');
  const navigate = useNavigate();
  const upload = useUploadGalleryImage();
  const [image, setImage] = useState<File | null>(null);
  // Already in the user's language: a browser check's words, or the server's answer about the image.
  const [imageError, setImageError] = useState<string | undefined>();
  const form = useForm<Values, unknown, z.output<typeof ZGalleryUploadForm>>({ resolver: zodResolver(ZGalleryUploadForm), defaultValues: { caption: '' } });

  const submit = form.handleSubmit(({ caption }) => {
    // Enter in the caption sends the form even while SAVE is hidden.
    if (!image) {
      setImageError(translateId('imageMandatory'));
      return;
    }
    upload.mutate(
      { caption, image },
      {
        onSuccess: (answer) => {
          notifySuccess(answer);
          form.reset({ caption: '' });
          setImage(null);
        },
        onError: (error) => {
          const failure = error instanceof RpcError ? error : null;
          const onImage = failure?.fieldErrors[GALLERY_IMAGE_FILE];
          if (failure && onImage) setImageError(translateRef(failure.fieldErrorIds[GALLERY_IMAGE_FILE], onImage));
          applyServerErrors(error, form.setError, ['caption'], onImage ? () => {} : notifyError);
        },
      },
    );
  });

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('upload.title')}
        </Title>
        <TextInput
          label={t('upload.caption')}
          placeholder={t('upload.captionPlaceholder')}
          withAsterisk
          {...form.register('caption')}
          error={translateFieldError(form.formState.errors.caption?.message)}
        />
        <ImageDropArea
          value={image}
          onChange={(file) => {
            setImage(file);
            setImageError(undefined);
          }}
          error={imageError}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate('/subscribers')}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          {image ? (
            <Button type="submit" loading={upload.isPending}>
              {t('actions.save', { ns: 'common' })}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
