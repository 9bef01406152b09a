import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader, Modal, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { ZReleaseNoteForm } from '@mamt/contract';
import { IconCalendar } from '@tabler/icons-react';
import { Suspense, lazy } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { translateFieldError } from '../../../lib/spec-messages';
import { releaseNoteHooks } from '../api/release-note-hooks';
import { pickerDate, today, type ReleaseNote } from './release-note-card';
import { CancelSave } from '../../../components/form-page/cancel-save';

// The picker shows the chosen day as the language writes a date in full (`LL`: November 26, 2026).
dayjs.extend(localizedFormat);

// The editor is the heaviest part of the screen, and only the super tenant ever opens it.
const RichTextField = lazy(() => import('../../../components/rich-text/rich-text-field'));

type FormInput = z.input<typeof ZReleaseNoteForm>;
type FormOutput = z.output<typeof ZReleaseNoteForm>;
const FIELDS = ['created_time', 'title', 'description'] as const;

type Props = { note: ReleaseNote | null; onClose: () => void };

/** The Notes modal (document 3): a date, a title and a rich-text description; Save closes it and the timeline reloads. */
export function ReleaseNoteDialog({ note, onClose }: Props) {
  const { t, i18n } = useTranslation('releaseNotes');
  const save = releaseNoteHooks.useSave();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZReleaseNoteForm),
    defaultValues: note ? { id: note.id, created_time: pickerDate(note.created_time), title: note.title, description: note.description } : { created_time: today(), title: '', description: '' },
  });
  const errorOf = (field: (typeof FIELDS)[number]) => translateFieldError(form.formState.errors[field]?.message);

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) => {
        notifySuccess(answer);
        onClose();
      },
      onError: (error) => applyServerErrors(error, form.setError, FIELDS),
    }),
  );

  return (
    <Modal opened onClose={onClose} title={t('dialog.title')} size="xl" closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="created_time"
            render={({ field }) => (
              <DatePickerInput
                label={t('dialog.date')}
                required
                locale={i18n.language}
                valueFormat="LL"
                leftSection={<IconCalendar size={16} />}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={errorOf('created_time')}
                popoverProps={{ withinPortal: true }}
              />
            )}
          />
          <TextInput label={t('dialog.noteTitle')} required {...form.register('title')} error={errorOf('title')} />
          <Controller
            control={form.control}
            name="description"
            render={({ field }) => (
              <Suspense fallback={<Loader size="sm" aria-label={t('dialog.loadingEditor')} />}>
                <RichTextField label={t('dialog.description')} required value={field.value ?? ''} onChange={field.onChange} error={errorOf('description')} />
              </Suspense>
            )}
          />
          <CancelSave onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
