import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-time';
import { useRegionSyncStatus } from '../api/use-region-sync-status';

/**
 * The screen's statement that regions resync by themselves (document 2 §2: every 30 minutes, or as
 * configured; 0 is only when asked), when they last did, and, when the latest try failed, that it
 * did, when and why: the map shown is then the last good sync's, which a person should know
 * before trusting it.
 */
export function RegionSyncStatus({ cloudId, mapRead }: { cloudId?: string; mapRead: boolean }) {
  const { t, i18n } = useTranslation('region');
  const status = useRegionSyncStatus(cloudId, mapRead);
  if (!status.data) return null;
  const { every_minutes: minutes, synced_at: syncedAt, failed_at: failedAt, failure } = status.data;
  // A sentence keeps its language's direction in a right-to-left layout (its full stop stays at its end).
  const dir = i18n.dir(i18n.language);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" dir={dir}>
        {minutes > 0 ? t('sync.every', { count: minutes }) : t('sync.manual')} {syncedAt ? t('sync.last', { at: formatDateTime(syncedAt) }) : t('sync.never')}
      </Text>
      {failedAt || failure ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('sync.failedTitle')}>
          <Stack gap={4}>
            <Text size="sm" dir={dir}>
              {failedAt ? t('sync.failedAt', { at: formatDateTime(failedAt) }) : t('sync.failed')}
            </Text>
            {failure ? (
              <Text size="sm" ff="monospace" dir="auto">
                {failure}
              </Text>
            ) : null}
            <Text size="sm" dir={dir}>
              {syncedAt ? t('sync.lastGood', { at: formatDateTime(syncedAt) }) : t('sync.noGood')}
            </Text>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
