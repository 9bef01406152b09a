import { Button, Group, ScrollArea } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { credsCanAccess } from '../../lib/access';
import { accessOf } from '../../lib/area-access';
import { NAV_NAMESPACE } from '../../lib/i18n';
import { useSession } from '../../lib/use-session';
import { SIDEBAR_AREAS, sidebarAreaFor } from '../../app/areas';

/**
 * horizontal_sidebar: the same items across the top, under the header. Items that do not fit
 * scroll sideways with a visible scrollbar (and the keyboard), and the current one is scrolled into view.
 */
export function HorizontalNav() {
  const { t } = useTranslation('shell');
  const { creds } = useSession();
  const { pathname } = useLocation();
  const active = sidebarAreaFor(pathname);
  const activeLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    activeLink.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active?.key]);
  return (
    <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x" px="md">
      <nav aria-label={t('nav.label')}>
        <Group gap={4} wrap="nowrap" h={44} miw="max-content">
          {SIDEBAR_AREAS.filter((item) => credsCanAccess(accessOf(item.access), creds)).map((item) => (
            <Button
              key={item.key}
              ref={active?.key === item.key ? activeLink : undefined}
              component={Link}
              to={item.path}
              size="compact-sm"
              aria-current={active?.key === item.key ? 'page' : undefined}
              variant={active?.key === item.key ? 'light' : 'subtle'}
              color={active?.key === item.key ? 'brand' : 'gray'}
              leftSection={<item.icon size={16} />}
            >
              {t(item.key, { ns: NAV_NAMESPACE })}
            </Button>
          ))}
        </Group>
      </nav>
    </ScrollArea>
  );
}
