import { Group, SimpleGrid } from '@mantine/core';
import type { Control, FieldValues } from 'react-hook-form';
import type { FieldSpec } from './field-spec';
import { FormField } from './form-field';

type Props<T extends FieldValues> = { control: Control<T, unknown, unknown>; fields: FieldSpec<T>[] };

/** Described fields as every form screen lays them out: two columns, with the switches in a row under them. */
export function DescribedFields<T extends FieldValues>({ control, fields }: Props<T>) {
  const switches = fields.filter((field) => field.kind === 'switch');
  const others = fields.filter((field) => field.kind !== 'switch');
  return (
    <>
      {others.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {others.map((spec) => (
            <FormField key={spec.name} control={control} spec={spec} />
          ))}
        </SimpleGrid>
      ) : null}
      {switches.length > 0 ? (
        <Group gap="xl">
          {switches.map((spec) => (
            <FormField key={spec.name} control={control} spec={spec} />
          ))}
        </Group>
      ) : null}
    </>
  );
}
