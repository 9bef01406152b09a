import { Button, Code, CopyButton, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateShown } from '../../../lib/spec-messages';
import { useAccountPreview } from '../api/use-account-preview';
import { AccountValuesTable } from './account-values-table';
import { DialogFrame } from './dialog-frame';
import type { UserDialogProps } from './dialog-props';

/**
 * What the user's app would get if it provisioned now (document 4 §8), for support staff: each value
 * with its source, and the Account XML itself (passwords masked by the server) to copy into a ticket.
 */
export function AccountPreviewDialog({ domain, cloudId, user, onClose }: UserDialogProps) {
  const { t } = useTranslation('appManagement');
  const extension = user.user ?? '';
  const preview = useAccountPreview(domain, extension, cloudId);

  return (
    <DialogFrame onClose={onClose} title={t('dialogs.accountPreview.heading', { extension })}>
      {preview.isLoading ? <Loader size="sm" aria-label={t('dialogs.accountPreview.loading')} /> : null}
      {preview.error ? (
        <Text role="alert" c="red">
          {translateShown(preview.error)}
        </Text>
      ) : null}
      {preview.data ? (
        <Stack gap="md">
          <AccountValuesTable values={preview.data.values} />
          <Group justify="space-between" wrap="nowrap">
            <Title order={3} size="h5" id="account-xml-title">
              {t('dialogs.accountPreview.xml')}
            </Title>
            <CopyButton value={preview.data.xml}>
              {({ copied, copy }) => (
                <Button size="compact-sm" variant="light" leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />} onClick={copy}>
                  {copied ? t('dialogs.accountPreview.copied') : t('dialogs.accountPreview.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          {/* The block itself scrolls, and is focusable so keyboard users can scroll it too. */}
          <Code block dir="ltr" tabIndex={0} role="region" aria-labelledby="account-xml-title" mah={320} style={{ whiteSpace: 'pre', overflow: 'auto' }}>
            {preview.data.xml}
          </Code>
        </Stack>
      ) : null}
    </DialogFrame>
  );
}
