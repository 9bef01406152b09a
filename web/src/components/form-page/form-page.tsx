import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useCurrentArea } from '../../lib/current-area';
import { useListReturn } from '../../lib/list-return';
import { CancelSave } from './cancel-save';
import { DescribedFields } from './described-fields';
import type { FieldSpec } from './field-spec';
import { FormFrame } from './form-frame';
import { useSaveAndReturn, type SaveMutation } from './use-save-and-return';

type Props<TIn extends FieldValues, TOut> = {
  title: string;
  form: UseFormReturn<TIn, unknown, TOut>;
  fields: FieldSpec<TIn>[];
  mutation: SaveMutation<TOut>;
  /** Shown under the fields, above the buttons (a connection test's result). */
  children?: ReactNode;
  /** Buttons at the start of the button row (Test connection). */
  extraActions?: ReactNode;
};

/**
 * An add/edit screen: its title, the described fields (switches in a row under the others), Cancel
 * and Save, which returns to the list once saved (use-save-and-return.ts), with the view the list
 * had when it opened the form (list-return.ts).
 */
export function FormPage<TIn extends FieldValues, TOut>({ title, form, fields, mutation, children, extraActions }: Props<TIn, TOut>) {
  const area = useCurrentArea();
  const navigate = useNavigate();
  const listPath = useListReturn(area.path);
  const submit = useSaveAndReturn(form, mutation, listPath, () => fields.map((field) => field.name));

  return (
    <FormFrame title={title} onSubmit={submit}>
      <DescribedFields control={form.control} fields={fields} />
      {children}
      <Group justify={extraActions ? 'space-between' : 'flex-end'}>
        {extraActions}
        <CancelSave onCancel={() => void navigate(listPath)} saving={mutation.isPending} />
      </Group>
    </FormFrame>
  );
}
