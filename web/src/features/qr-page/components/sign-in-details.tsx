import { Stack, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyField } from './copy-field';

type SignInDetailsProps = { cloudId: string; username: string; password: string };

/**
 * What the app's sign-in screen asks for when a code is not scanned (its documentation: cloud id,
 * username, password). The password is the one-time token of the page's own address.
 */
export function SignInDetails({ cloudId, username, password }: SignInDetailsProps) {
  const { t } = useTranslation('qrPage');
  // Each copy replaces the announcement's node, so that copying the same field again is said again.
  const [said, setSaid] = useState({ text: '', count: 0 });
  const fields = [
    { label: t('fields.cloudId'), value: cloudId },
    { label: t('fields.username'), value: username },
    { label: t('fields.password'), value: password, description: t('fields.passwordHint') },
  ];
  return (
    <Stack gap="sm">
      {fields.map((field) => (
        <CopyField
          key={field.label}
          {...field}
          onCopy={(copied) => setSaid(({ count }) => ({ text: t(copied ? 'copiedField' : 'copyFailed', { field: field.label }), count: count + 1 }))}
        />
      ))}
      <VisuallyHidden role="status" aria-live="polite">
        <span key={said.count}>{said.text}</span>
      </VisuallyHidden>
    </Stack>
  );
}
