import { Card, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useCurrentArea } from '../../lib/current-area';
import { useNavigate } from 'react-router';
import { applyServerErrors } from '../../lib/form-errors';
import { notifySuccess } from '../../lib/notify';
import { useSavedOnce } from '../../lib/use-saved-once';
import { PageTitle } from '../page-title';
import { DescribedFields } from './described-fields';
import type { FieldSpec } from './field-spec';
import { CancelSave } from './cancel-save';

type Callbacks = { onSuccess: (answer: { message: string }) => void; onError: (error: unknown) => void };

type Props<TIn extends FieldValues, TOut> = {
  title: string;
  /** Its namespace gives the form.save and form.cancel texts; Cancel and a successful Save return to its list. */
  form: UseFormReturn<TIn, unknown, TOut>;
  fields: FieldSpec<TIn>[];
  /** The save call's mutation, which receives the valid form and ignores a repeat while one is under way (useSubmitMutation). */
  mutation: { mutate: (values: TOut, callbacks: Callbacks) => void; isPending: boolean };
  /** Shown under the fields, above the buttons (a connection test's result). */
  children?: ReactNode;
  /** Buttons at the start of the button row (Test connection). */
  extraActions?: ReactNode;
};

/**
 * An add/edit screen: its title, the described fields (switches in a row under the others), Cancel
 * and Save. A successful Save toasts the server's message and returns to the list; server field
 * errors land under their fields, and only an error of no field is toasted. A Save repeated while
 * the first is under way is ignored by the mutation, and once saved the form sends nothing more
 * while it is leaving (a late second click would otherwise add the same record again).
 */
export function FormPage<TIn extends FieldValues, TOut>({ title, form, fields, mutation, children, extraActions }: Props<TIn, TOut>) {
  const area = useCurrentArea();
  const navigate = useNavigate();
  const saved = useSavedOnce();
  const submit = form.handleSubmit((values) => {
    if (saved.isSaved()) return;
    mutation.mutate(values, {
      onSuccess: (answer) => {
        saved.markSaved();
        notifySuccess(answer);
        void navigate(area.path);
      },
      onError: (error) => applyServerErrors(error, form.setError, fields.map((field) => field.name)),
    });
  });

  return (
    <Stack gap="md" maw={880}>
      <PageTitle>{title}</PageTitle>
      <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <DescribedFields control={form.control} fields={fields} />
          {children}
          <Group justify={extraActions ? 'space-between' : 'flex-end'}>
            {extraActions}
            <CancelSave onCancel={() => void navigate(area.path)} saving={mutation.isPending} />
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
