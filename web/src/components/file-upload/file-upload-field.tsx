import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../lib/spec-messages';
import { acceptOf, checkUpload, type UploadProblem, type UploadRule } from './check-file';

/** The file a form holds for an upload field, and a problem the server found with the uploaded file. */
export type FileValue = { value: File | null; onChange: (file: File | null) => void; error?: string };

type Props = FileValue & {
  label: string;
  rule: UploadRule;
  hint?: string;
  required?: boolean;
  /** Draws the chosen file (an image preview) from its object URL, or the stored one without. */
  preview?: (url: string | null) => ReactNode;
};

/** Picks one file and checks its type, size and content in the browser before it is uploaded. */
export function FileUploadField({ label, rule, value, onChange, error, hint, required, preview }: Props) {
  const { t } = useTranslation('common');
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const messageId = useId();
  const url = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);

  async function pick(file: File | null) {
    const found = file ? await checkUpload(file, rule) : null;
    setProblem(found);
    onChange(found ? null : file);
  }

  const shownError = problem
    ? problem.kind === 'content'
      ? t('upload.badContent', { file: problem.message })
      : translateFieldError(problem.message)
    : translateFieldError(error);
  return (
    <Group align="center" wrap="nowrap">
      {preview?.(url)}
      <Stack gap={4}>
        <FileButton onChange={(file) => void pick(file)} accept={acceptOf(rule)}>
          {(props) => (
            <Button variant="light" size="xs" leftSection={<IconUpload size={14} />} aria-describedby={messageId} {...props}>
              {label}
              {required ? ' *' : ''}
            </Button>
          )}
        </FileButton>
        <Text id={messageId} size="xs" c={shownError ? 'var(--mantine-color-error)' : undefined} role={shownError ? 'alert' : undefined}>
          {shownError ?? value?.name ?? hint ?? t('upload.hint', { extensions: rule.extensions.join(', '), size: Math.round(rule.maxBytes / 1048576) })}
        </Text>
      </Stack>
    </Group>
  );
}
