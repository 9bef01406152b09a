import { ActionIcon, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { TENANT_EXTRA_ELEMENTS, type ClientProfileForm, type ZClientProfileForm } from '@mamt/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateFieldError } from '../../../lib/spec-messages';

type FormValues = z.input<typeof ZClientProfileForm>;
type Props = {
  control: Control<FormValues, unknown, ClientProfileForm>;
  /** A domain or extension profile: only the contract's harmless elements are allowed there. */
  tenantLevel: boolean;
};

type InputProps = { control: Props['control']; name: `extra_elements.${number}.${'name' | 'value'}`; label: string; placeholder: string; error?: string };

/** An element's name or value; its fixed id lets a server error find it, its label numbers the row. */
function ElementInput({ control, name, label, placeholder, error }: InputProps) {
  return <TextInput id={`field-${name}`} aria-label={label} placeholder={placeholder} {...control.register(name)} error={translateFieldError(error)} style={{ flex: 1 }} />;
}

/**
 * Extra Account XML elements (document 4 §4): name/value rows the app receives as they are. The
 * contract refuses names the app cannot read, that the product sets itself, that a domain or
 * extension profile may not carry, and values that would expand an account secret; each row
 * shows its own error, the contract's or the server's.
 */
export function ExtraElementsField({ control, tenantLevel }: Props) {
  const { t } = useTranslation('clientProfiles');
  const { fields, append, remove } = useFieldArray({ control, name: 'extra_elements' });
  const { errors } = useFormState({ control, name: 'extra_elements' });
  const rowErrors = errors.extra_elements;
  // The whole list's error (too many rows): the schema's lands on the array, the server's on its root.
  const listError = rowErrors?.message ?? rowErrors?.root?.message;
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t('form.extraElements')}
      </Text>
      <Text size="sm">{t('form.extraElementsHint')}</Text>
      {tenantLevel ? <Text size="sm">{t('form.extraElementsTenantHint', { names: TENANT_EXTRA_ELEMENTS.join(', ') })}</Text> : null}
      {fields.map((field, index) => (
        <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
          <ElementInput control={control} name={`extra_elements.${index}.name`} label={t('form.elementName', { number: index + 1 })} placeholder={t('form.elementNamePlaceholder')} error={rowErrors?.[index]?.name?.message} />
          <ElementInput control={control} name={`extra_elements.${index}.value`} label={t('form.elementValue', { number: index + 1 })} placeholder={t('form.elementValuePlaceholder')} error={rowErrors?.[index]?.value?.message} />
          <Tooltip label={t('form.removeElement')}>
            <ActionIcon variant="subtle" color="red" mt={4} aria-label={t('form.removeElementRow', { number: index + 1 })} onClick={() => remove(index)}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
      {listError ? (
        <Text size="sm" c="red.8" role="alert">
          {translateFieldError(listError)}
        </Text>
      ) : null}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => append({ name: '', value: '' })}>
          {t('form.addElement')}
        </Button>
      </Group>
    </Stack>
  );
}
