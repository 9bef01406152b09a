import type { FieldValues } from 'react-hook-form';
import { translateFieldError } from '../../lib/spec-messages';
import type { FieldSpec } from './field-spec';

/**
 * The props every input of a described field takes, on the form page and on a provider card alike:
 * its id (which keeps the label, description and error tied to it), label, star, description,
 * placeholder and translated error.
 */
export function fieldProps<T extends FieldValues>(spec: FieldSpec<T>, id: string, error: string | undefined) {
  return { id, label: spec.label, withAsterisk: spec.required, description: spec.description, placeholder: spec.placeholder, error: translateFieldError(error) };
}
