import { TextInput } from '@mantine/core';
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { fieldProps } from '../../../components/form-page/field-props';
import type { FieldSpec } from '../../../components/form-page/field-spec';
import { PasswordField } from '../../../components/form-page/password-field';

type Props<T extends FieldValues> = {
  control: Control<T, unknown, unknown>;
  spec: FieldSpec<T>;
  /** The card's own prefix of the input's id. */
  idPrefix: string;
  /** Starred although not checked in the browser (a secret the server will ask for again). */
  starred?: boolean;
};

/**
 * One field of a provider card, its error translated under it. The three cards share field names
 * (name, api_url) on one screen, so each input's id carries its card's prefix: the described
 * fields' fixed ids (`field-<name>`) would repeat and tie a label to another card's input.
 */
export function CardField<T extends FieldValues>({ control, spec, idPrefix, starred = false }: Props<T>) {
  return (
    <Controller
      control={control as Control<T>}
      name={spec.name}
      render={({ field, fieldState }) => {
        const common = { ...fieldProps(spec, `${idPrefix}-${spec.name}`, fieldState.error?.message), withAsterisk: spec.required === true || starred };
        if (spec.kind === 'password') return <PasswordField spec={spec} field={field} common={common} />;
        // Another system's credentials: the browser's saved sign-ins of this console do not belong here.
        return <TextInput {...common} {...field} value={field.value ?? ''} autoComplete="off" />;
      }}
    />
  );
}
