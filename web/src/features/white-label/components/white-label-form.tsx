import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGE_TEXTS, REQUIRED_WHITE_LABEL_IMAGES, WHITE_LABEL_IMAGES, ZWhiteLabelForm, type TWhiteLabel, type WhiteLabelImage } from '@mamt/contract';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DescribedFields } from '../../../components/form-page/described-fields';
import { withRequiredFields } from '../../../components/form-page/field-spec';
import { applyServerErrors } from '../../../lib/form-errors';
import { useListReturn } from '../../../lib/list-return';
import { useSavedOnce } from '../../../lib/use-saved-once';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { RpcError } from '../../../lib/rpc';
import { translateMessage, translateRef } from '../../../lib/spec-messages';
import { useDefaults, useSaveWhiteLabel } from '../api/white-label-api';
import { ColorField } from './color-field';
import { ImageField } from './image-field';
import { sectionsOf, type WhiteLabelValues } from './white-label-sections';
import { WhiteLabelTestMail } from './white-label-test-mail';

type Files = Partial<Record<WhiteLabelImage, File | null>>;

/** The stored white label as form values: numbers as the text they are typed as, no password. */
function valuesOf(whiteLabel: TWhiteLabel, names: string[]): WhiteLabelValues {
  const record = whiteLabel as unknown as Record<string, unknown>;
  const values: Record<string, unknown> = { subscriber_id: whiteLabel.subscriber_id };
  for (const name of names) {
    const value = record[name];
    values[name] = name === 'email_password' ? '' : typeof value === 'number' ? String(value) : (value ?? '');
  }
  return values as WhiteLabelValues;
}

/**
 * The white-label form (document 3 §2, §5). A new white label needs its three main images; a
 * failed save stays with its errors under their fields, a successful one returns to /subscribers
 * (with the list's view, as Cancel does).
 */
export function WhiteLabelForm({ whiteLabel }: { whiteLabel: TWhiteLabel }) {
  const { t } = useTranslation('whiteLabel');
  const navigate = useNavigate();
  // Back to the Subscribers list as it was when the white label was opened from it.
  const listPath = useListReturn('/subscribers');
  const defaults = useDefaults();
  const save = useSaveWhiteLabel(whiteLabel.subscriber_id);
  const saved = useSavedOnce();
  const choices = { email_encryption: defaults.data?.email_encryption.Allowed ?? [], vmail_transcription: defaults.data?.vmail_transcription.Allowed ?? [] };
  const sections = sectionsOf(t, choices, whiteLabel.email_password_set);
  const fields = sections.flatMap((section) => section.fields);
  const names = [...fields.map((field) => field.name as string), ...sections.flatMap((section) => section.colors)];
  const [files, setFiles] = useState<Files>({});
  // Each upload's error, already in the user's language.
  const [imageErrors, setImageErrors] = useState<Partial<Record<WhiteLabelImage, string>>>({});
  const creating = whiteLabel.id === null;
  // The form is built once per stored record (the page keys it); later renders keep the user's input.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const defaultValues = useMemo(() => valuesOf(whiteLabel, names), []);
  const form = useForm<WhiteLabelValues, unknown, WhiteLabelValues>({
    resolver: withRequiredFields(zodResolver(ZWhiteLabelForm) as never, fields),
    defaultValues,
  });

  const submit = form.handleSubmit((values) => {
    if (saved.isSaved()) return;
    const missing = creating ? REQUIRED_WHITE_LABEL_IMAGES.filter((name) => !files[name]) : [];
    if (missing.length > 0) {
      setImageErrors(Object.fromEntries(missing.map((name) => [name, translateMessage(MESSAGE_TEXTS.allImagesMandatory)])));
      notifyError(MESSAGE_TEXTS.allImagesMandatory);
      return;
    }
    setImageErrors({});
    save.mutate(
      { values: { ...values, subscriber_id: whiteLabel.subscriber_id }, files },
      {
        onSuccess: (answer) => {
          saved.markSaved();
          notifySuccess(answer);
          void navigate(listPath);
        },
        onError: (error) => {
          const placed = applyServerErrors(error, form.setError, names, () => {});
          const failure = error instanceof RpcError ? error : null;
          const onImages = WHITE_LABEL_IMAGES.filter((name) => failure?.fieldErrors[name]);
          setImageErrors(Object.fromEntries(onImages.map((name) => [name, translateRef(failure?.fieldErrorIds[name], failure?.fieldErrors[name] ?? '')])));
          // An upload's error sits far below the focused field, and some errors belong to no field: both are toasted too.
          if (!placed) notifyError(error as Error);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {sections.map((section) => (
          <Card key={section.key} withBorder radius="md" padding="lg">
            <Stack gap="md">
              <Title order={2} size="h4">
                {t(`sections.${section.key}`)}
              </Title>
              {section.key === 'customTab' ? (
                <Text size="sm" c="dimmed">
                  {t('sizesNote')}
                </Text>
              ) : null}
              <DescribedFields control={form.control} fields={section.fields} />
              {section.key === 'settings' ? <WhiteLabelTestMail form={form} subscriberId={whiteLabel.subscriber_id} /> : null}
              {section.colors.length > 0 ? (
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  {section.colors.map((name) => (
                    <ColorField key={name} control={form.control} name={name} label={t(`fields.${name}`)} />
                  ))}
                </SimpleGrid>
              ) : null}
              {section.images.length > 0 ? (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {section.images.map((name) => (
                    <ImageField
                      key={name}
                      name={name}
                      stored={whiteLabel[name]}
                      value={files[name] ?? null}
                      onChange={(file) => {
                        setFiles((current) => ({ ...current, [name]: file }));
                        // A newly chosen file answers the error shown for this upload.
                        setImageErrors((current) => ({ ...current, [name]: undefined }));
                      }}
                      error={imageErrors[name]}
                      required={creating && (REQUIRED_WHITE_LABEL_IMAGES as readonly string[]).includes(name)}
                    />
                  ))}
                </SimpleGrid>
              ) : null}
            </Stack>
          </Card>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate(listPath)}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
