import { Avatar, NavLink, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { credsCanAccess } from '../../lib/access';
import { accessOf } from '../../lib/area-access';
import { NAV_NAMESPACE } from '../../lib/i18n';
import { useSession } from '../../lib/use-session';
import { SIDEBAR_AREAS, sidebarAreaFor } from '../../app/areas';
import { profileImageSrc } from '../profile-image';
import classes from './sidebar.module.css';

/** Profile block, then the items the session's user may use (document 1 §6). */
export function Sidebar({ compact, onNavigate }: { compact: boolean; onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const { creds, profileUrl } = useSession();
  const { pathname } = useLocation();
  const active = sidebarAreaFor(pathname);
  const items = SIDEBAR_AREAS.filter((item) => credsCanAccess(accessOf(item.access), creds));

  return (
    <nav aria-label={t('nav.label')} className={classes.nav} data-compact={compact || undefined}>
      <UnstyledButton component={Link} to="/userEdit" className={classes.profile} onClick={onNavigate}>
        <Avatar src={profileImageSrc(profileUrl)} size={compact ? 40 : 64} radius="xl" color="brand" name={creds?.name ?? creds?.username} />
        <div className={classes.label}>
          <Text fw={600} ta="center" truncate>
            {creds?.username}
          </Text>
          <Text size="xs" c="dimmed" ta="center" tt="capitalize">
            {creds ? t(`userTypes.${creds.user_type}`, { defaultValue: creds.user_type }) : ''}
          </Text>
        </div>
      </UnstyledButton>
      <Stack gap={2} px="xs" pb="md">
        {items.map((item) => {
          const label = t(item.key, { ns: NAV_NAMESPACE });
          const link = (
            <NavLink
              key={item.key}
              component={Link}
              to={item.path}
              label={<span className={classes.label}>{label}</span>}
              aria-label={compact ? label : undefined}
              leftSection={<item.icon size={20} stroke={1.6} className={classes.icon} />}
              active={active?.key === item.key}
              aria-current={active?.key === item.key ? 'page' : undefined}
              onClick={onNavigate}
              className={classes.link}
              variant="light"
            />
          );
          return compact ? (
            <Tooltip key={item.key} label={label} position="right" withinPortal>
              {link}
            </Tooltip>
          ) : (
            link
          );
        })}
      </Stack>
    </nav>
  );
}
