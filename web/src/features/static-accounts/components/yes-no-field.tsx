import { Group, Radio } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type Props<T extends FieldValues> = { control: Control<T, unknown, unknown>; name: Path<T>; label: string; yes: string; no: string };

/** A yes/no flag as the two radios document 3 shows; the form holds a boolean. */
export function YesNoField<T extends FieldValues>({ control, name, label, yes, no }: Props<T>) {
  return (
    <Controller
      control={control as Control<T>}
      name={name}
      render={({ field }) => (
        <Radio.Group
          id={`field-${name}`}
          label={label}
          value={field.value ? 'yes' : 'no'}
          onChange={(value) => field.onChange(value === 'yes')}
        >
          <Group gap="lg" mt={6}>
            <Radio value="yes" label={yes} />
            <Radio value="no" label={no} />
          </Group>
        </Radio.Group>
      )}
    />
  );
}
