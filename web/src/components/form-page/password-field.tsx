import { Button, Group, PasswordInput } from '@mantine/core';
import { useState, type ComponentProps } from 'react';
import type { ControllerRenderProps, FieldValues, Path } from 'react-hook-form';
import type { FieldSpec } from './field-spec';

type Props<T extends FieldValues> = {
  spec: FieldSpec<T>;
  field: ControllerRenderProps<T, Path<T>>;
  /** The props every described field shares: id, label, description, error… */
  common: ComponentProps<typeof PasswordInput>;
};

/** A described password field, with the Generate button of its `generate`. */
export function PasswordField<T extends FieldValues>({ spec, field, common }: Props<T>) {
  // A generated password shows in clear so that the admin can pass it on before saving.
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...common}
      {...field}
      value={field.value ?? ''}
      autoComplete={spec.autoComplete ?? 'new-password'}
      visible={visible}
      onVisibilityChange={setVisible}
      inputContainer={(input) =>
        spec.generate ? (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <div style={{ flex: 1 }}>{input}</div>
            <Button
              variant="light"
              onClick={() => {
                field.onChange(spec.generate?.make());
                setVisible(true);
              }}
            >
              {spec.generate.label}
            </Button>
          </Group>
        ) : (
          input
        )
      }
    />
  );
}
