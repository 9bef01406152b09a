import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';
import { TenantPicker } from './tenant-picker';

type Props = {
  title: string;
  /** The tenant shown: undefined is the signed-in user's own cloud. Screens keep it in the address (useChosenTenant). */
  cloudId: string | undefined;
  onCloudIdChange: (cloudId: string | undefined) => void;
  children: ReactNode;
};

/**
 * A screen of one tenant's data: its title, the super tenant's choice of the tenant, then its
 * content. The screens of a tenant's regions, cores, SMS permission and blocked logins share it.
 */
export function TenantScreen({ title, cloudId, onCloudIdChange, children }: Props) {
  return (
    <Stack gap="md">
      <PageTitle>{title}</PageTitle>
      <TenantPicker value={cloudId} onChange={onCloudIdChange} />
      {children}
    </Stack>
  );
}
