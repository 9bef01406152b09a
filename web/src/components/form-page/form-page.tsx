import { Button, Card, Group, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyServerErrors } from '../../lib/form-errors';
import { notifySuccess } from '../../lib/notify';
import { PageTitle } from '../page-title';
import type { FieldSpec } from './field-spec';
import { FormField } from './form-field';

type Callbacks = { onSuccess: (answer: { message: string }) => void; onError: (error: unknown) => void };

type Props<TIn extends FieldValues, TOut> = {
  title: string;
  /** The area's namespace, for its form.save and form.cancel texts. */
  namespace: string;
  form: UseFormReturn<TIn, unknown, TOut>;
  fields: FieldSpec<TIn>[];
  /** Sends the valid form (a mutation's `mutate`). */
  save: (values: TOut, callbacks: Callbacks) => void;
  saving: boolean;
  /** Where Cancel and a successful Save lead: the area's list. */
  backTo: string;
  /** Shown under the fields, above the buttons (a connection test's result). */
  children?: ReactNode;
  /** Buttons at the start of the button row (Test connection). */
  extraActions?: ReactNode;
};

/**
 * An add/edit screen: its title, the described fields (switches in a row under the others), Cancel
 * and Save. A successful Save toasts the server's message and returns to the list; server field
 * errors land under their fields, and only an error of no field is toasted.
 */
export function FormPage<TIn extends FieldValues, TOut>({ title, namespace, form, fields, save, saving, backTo, children, extraActions }: Props<TIn, TOut>) {
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  const submit = form.handleSubmit((values) =>
    save(values, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        void navigate(backTo);
      },
      onError: (error) => applyServerErrors(error, form.setError, fields.map((field) => field.name)),
    }),
  );
  const switches = fields.filter((field) => field.kind === 'switch');
  const others = fields.filter((field) => field.kind !== 'switch');

  return (
    <Stack gap="md" maw={880}>
      <PageTitle>{title}</PageTitle>
      <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {others.map((spec) => (
              <FormField key={spec.name} control={form.control} spec={spec} />
            ))}
          </SimpleGrid>
          {switches.length > 0 ? (
            <Group gap="xl">
              {switches.map((spec) => (
                <FormField key={spec.name} control={form.control} spec={spec} />
              ))}
            </Group>
          ) : null}
          {children}
          <Group justify={extraActions ? 'space-between' : 'flex-end'}>
            {extraActions}
            <Group>
              <Button variant="default" onClick={() => void navigate(backTo)}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" loading={saving}>
                {t('form.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
