import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-time';
import type { FleetRegistration } from '../fleet-types';

type Props = { registration: FleetRegistration; everyTenant: boolean };

/**
 * How fresh the registration figures are: the oldest read they rest on and how long a read is kept,
 * the domains still being read (the screen asks again until none is), and each failed read in
 * words, naming its domain. The rest of the screen shows whatever failed.
 */
export function RegistrationStatus({ registration, everyTenant }: Props) {
  const { t, i18n } = useTranslation('fleet');
  const { read_at: readAt, cache_seconds: seconds, pending, failures } = registration;
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed" dir={i18n.dir(i18n.language)}>
          {readAt ? t('registration.asOf', { time: formatDateTime(readAt), seconds }) : t('registration.notRead', { seconds })}
        </Text>
        {pending > 0 ? (
          <Group gap={6} wrap="nowrap" role="status">
            <Loader size="xs" type="dots" aria-hidden />
            <Text size="sm">{t('registration.pending', { count: pending })}</Text>
          </Group>
        ) : null}
      </Group>
      {failures.map((failure) => (
        <Alert
          key={`${failure.cloud_id}/${failure.domain}`}
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={everyTenant ? t('registration.failedIn', { domain: failure.domain, cloud: failure.cloud_id }) : t('registration.failed', { domain: failure.domain })}
        >
          {t('registration.failure', { time: formatDateTime(failure.failed_at), message: failure.message })}
        </Alert>
      ))}
    </Stack>
  );
}
