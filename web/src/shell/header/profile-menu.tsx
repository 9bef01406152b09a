import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconLogout, IconSettings, IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { rpc } from '../../lib/rpc';
import { clearSession } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { profileImageSrc } from '../profile-image';

export function ProfileMenu({ onOpenSettings }: { onOpenSettings: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { creds, profileUrl } = useSession();

  async function logOut() {
    // The server revokes the token; the browser forgets it even when the server cannot be reached.
    await rpc('logout', {}).catch(() => undefined);
    clearSession();
    await navigate('/login', { replace: true });
  }

  return (
    <Menu position="bottom-end" width={200} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('header.profileMenu')}>
          <Avatar src={profileImageSrc(profileUrl)} radius="xl" color="brand" name={creds?.name ?? creds?.username} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{creds?.name}</Menu.Label>
        <Menu.Item leftSection={<IconUserEdit size={16} />} onClick={() => void navigate('/userEdit')}>
          {t('header.editProfile')}
        </Menu.Item>
        <Menu.Item leftSection={<IconSettings size={16} />} onClick={onOpenSettings}>
          {t('header.settings')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="var(--mantine-color-error)" leftSection={<IconLogout size={16} />} onClick={() => void logOut()}>
          {t('header.logOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
