import { Group, Image, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceMobileMessage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { API_BASE } from '../lib/rpc';

/** The tenant's dashboard logo from white-label branding, or the product wordmark. */
export function BrandLogo() {
  const logo = localStorage.getItem('dashboard_logo');
  return (
    <Link to="/dashboard/default" style={{ textDecoration: 'none', color: 'inherit' }} aria-label="Dashboard">
      {logo ? (
        <Image src={`${API_BASE}${logo}`} h={36} w="auto" alt="" />
      ) : (
        <Group gap={8} wrap="nowrap">
          <ThemeIcon size={34} radius="md" variant="gradient" gradient={{ from: 'brand', to: 'accent', deg: 135 }}>
            <IconDeviceMobileMessage size={20} />
          </ThemeIcon>
          <Text fw={700} size="lg" visibleFrom="xs">
            MAMT
          </Text>
        </Group>
      )}
    </Link>
  );
}
