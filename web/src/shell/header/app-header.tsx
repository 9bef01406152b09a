import { ActionIcon, Burger, Group, Tooltip } from '@mantine/core';
import { useDisclosure, useFullscreen } from '@mantine/hooks';
import { IconMaximize, IconMinimize, IconSettings, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../brand-logo';
import { ThemeCustomizer } from '../customizer/theme-customizer';
import { FriendList } from './friend-list';
import { LanguageMenu } from './language-menu';
import { ProfileMenu } from './profile-menu';

type Props = { mobileNavOpen: boolean; onToggleMobileNav: () => void; showBurger: boolean };

export function AppHeader({ mobileNavOpen, onToggleMobileNav, showBurger }: Props) {
  const { t } = useTranslation('shell');
  const { toggle: toggleFullscreen, fullscreen } = useFullscreen();
  const [customizerOpen, customizer] = useDisclosure(false);
  const [friendsOpen, friends] = useDisclosure(false);

  return (
    <Group h={64} px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {showBurger ? (
          <Burger opened={mobileNavOpen} onClick={onToggleMobileNav} hiddenFrom="sm" size="sm" aria-label={t('header.toggleNavigation')} />
        ) : null}
        <BrandLogo />
      </Group>
      <Group gap={6} wrap="nowrap">
        <Tooltip label={t('header.fullScreen')}>
          <ActionIcon variant="subtle" color="gray" size="lg" onClick={() => void toggleFullscreen()} aria-label={t('header.fullScreen')}>
            {fullscreen ? <IconMinimize size={20} /> : <IconMaximize size={20} />}
          </ActionIcon>
        </Tooltip>
        <LanguageMenu />
        <Tooltip label={t('header.friends')}>
          <ActionIcon variant="subtle" color="gray" size="lg" onClick={friends.open} aria-label={t('header.friends')}>
            <IconUsers size={20} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('header.customizer')}>
          <ActionIcon variant="subtle" color="gray" size="lg" onClick={customizer.open} aria-label={t('header.customizer')}>
            <IconSettings size={20} />
          </ActionIcon>
        </Tooltip>
        <ProfileMenu onOpenSettings={customizer.open} />
      </Group>
      <ThemeCustomizer opened={customizerOpen} onClose={customizer.close} />
      <FriendList opened={friendsOpen} onClose={friends.close} />
    </Group>
  );
}
