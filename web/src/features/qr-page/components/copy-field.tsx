import { Button, Group, TextInput, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/copy-text';

type CopyFieldProps = { label: string; value: string; description?: string; onCopy: (copied: boolean) => void };

/**
 * One value to type into the app, shown read-only with a button that copies it. When the browser
 * copies nothing, the value is selected in its field for the person to copy by hand.
 */
export function CopyField({ label, value, description, onCopy }: CopyFieldProps) {
  const { t } = useTranslation('qrPage');
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    const done = await copyText(value);
    if (!done) {
      input.current?.focus();
      input.current?.select();
    }
    setCopied(done);
    onCopy(done);
  };

  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        ref={input}
        label={label}
        description={description}
        value={value}
        readOnly
        flex={1}
        miw={0}
        onFocus={(event) => event.currentTarget.select()}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Button
        variant="light"
        leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
        onClick={() => void copy()}
      >
        {copied ? t('copied') : t('copy')}
        {/* The field's name, for a screen reader; the visible word stays the start of the button's name. */}
        <VisuallyHidden> {label}</VisuallyHidden>
      </Button>
    </Group>
  );
}
