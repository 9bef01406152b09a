import { ColorInput } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { translateFieldError } from '../../../lib/spec-messages';
import type { WhiteLabelValues } from './white-label-sections';

type Props = { control: Control<WhiteLabelValues, unknown, unknown>; name: Extract<keyof WhiteLabelValues, `${string}_color`>; label: string };

/** A colour as #RRGGBB, typed or picked; empty means the app's own colour. */
export function ColorField({ control, name, label }: Props) {
  return (
    <Controller
      control={control as Control<WhiteLabelValues>}
      name={name}
      render={({ field, fieldState }) => (
        <ColorInput
          id={`field-${name}`}
          label={label}
          format="hex"
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={translateFieldError(fieldState.error?.message)}
          placeholder="#RRGGBB"
          // The eye dropper is an unlabelled browser tool that picks from the screen, not from the brand guide.
          withEyeDropper={false}
        />
      )}
    />
  );
}
