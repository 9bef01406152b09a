import { ActionIcon, Tooltip } from '@mantine/core';
import { IconRefreshDot } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table/data-table';
import { userDevicesAddress } from '../../../lib/app-management-address';
import { useOpenFromList } from '../../../lib/list-return';
import { useSession } from '../../../lib/use-session';
import { useReprovisionUser } from '../api/use-device-work-actions';
import type { DomainUser } from '../api/use-domain-users';

type Where = { domain: string; cloudId?: string };

/**
 * Opens User Devices for a row, at the address that names the user (a reload or a link shows the
 * same user), with this screen's view to come back to (the domain, and the users' page and search).
 */
export function useOpenDevices({ domain, cloudId }: Where) {
  const openFromList = useOpenFromList();
  return (user: DomainUser) => openFromList(userDevicesAddress({ domain, login: user.subscriber_login || `${user.user}@${domain}`, cloudId }));
}

function ReprovisionButton({ user, domain, cloudId }: Where & { user: DomainUser }) {
  const { t } = useTranslation('devices');
  const extension = user.user ?? '';
  const reprovision = useReprovisionUser(extension, domain, cloudId);
  // An icon with its word as a tooltip: a labelled button made the column the widest of the row.
  return (
    <Tooltip label={t('appManagement.reprovision')}>
      <ActionIcon variant="light" loading={reprovision.isPending} aria-label={t('appManagement.reprovisionUser', { extension })} onClick={() => reprovision.mutate()}>
        <IconRefreshDot size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** The Re-Provision column: admins only see it (document 2 §2, §6). */
export function useReprovisionColumns(where: Where): Column<DomainUser>[] {
  const { t } = useTranslation('devices');
  const { creds } = useSession();
  if (creds?.user_type !== 'admin') return [];
  return [{ key: 'reprovision', header: t('appManagement.reprovision'), cell: (row) => <ReprovisionButton user={row} {...where} /> }];
}
