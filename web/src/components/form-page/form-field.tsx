import { Select, Switch, TextInput } from '@mantine/core';
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { FileUploadField } from '../file-upload/file-upload-field';
import { fieldProps } from './field-props';
import type { FieldSpec } from './field-spec';
import { PasswordField } from './password-field';

type Props<T extends FieldValues> = { control: Control<T, unknown, unknown>; spec: FieldSpec<T> };

/** Draws one described field, bound to the form, with its error translated under it. */
export function FormField<T extends FieldValues>({ control, spec }: Props<T>) {
  return (
    <Controller
      control={control as Control<T>}
      name={spec.name}
      render={({ field, fieldState }) => {
        const common = { ...fieldProps(spec, `field-${spec.name}`, fieldState.error?.message), disabled: spec.disabled, readOnly: spec.readOnly };
        switch (spec.kind ?? 'text') {
          case 'switch':
            return (
              <Switch
                id={common.id}
                label={spec.label}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                disabled={spec.disabled}
                error={common.error}
              />
            );
          case 'select':
            return (
              <Select
                {...common}
                ref={field.ref}
                data={spec.options ?? []}
                searchable={spec.searchable}
                value={field.value === undefined || field.value === null || field.value === '' ? null : String(field.value)}
                onChange={(value) => field.onChange(value === null ? (spec.numeric ? undefined : '') : spec.numeric ? Number(value) : value)}
                onBlur={field.onBlur}
                allowDeselect={false}
              />
            );
          case 'static':
            return <TextInput {...common} value={spec.value ?? ''} readOnly disabled />;
          case 'file':
            return (
              <FileUploadField
                label={spec.label}
                rule={spec.accept ?? { extensions: [], maxBytes: 0 }}
                value={(field.value as File | null) ?? null}
                onChange={field.onChange}
                error={common.error}
                hint={spec.description}
                required={spec.required}
              />
            );
          case 'password':
            return <PasswordField spec={spec} field={field} common={common} />;
          default:
            return <TextInput {...common} {...field} value={field.value ?? ''} type={spec.kind === 'email' ? 'email' : 'text'} autoComplete={spec.autoComplete} />;
        }
      }}
    />
  );
}
