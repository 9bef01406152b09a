import { AppShell, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AppFooter } from './app-footer';
import { AppHeader } from './header/app-header';
import { HorizontalNav } from './sidebar/horizontal-nav';
import { Sidebar } from './sidebar/sidebar';
import { sidebarTypeOf } from './theme/theme-settings';
import { useThemeSettings } from './theme/theme-settings-context';
import classes from './app-layout.module.css';

const NAVBAR_WIDTH = { default: 264, compact: 76, hover: 76, horizontal: 0 } as const;

/**
 * Header, sidebar (or a menu across the top), the page, and the footer. The footer follows the page
 * instead of being fixed to the bottom of the window: fixed, it took its height from every screen
 * and the sidebar stopped above it.
 */
export function AppLayout() {
  const [mobileOpen, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const { settings } = useThemeSettings();
  const sidebarType = sidebarTypeOf(settings);
  const horizontal = sidebarType === 'horizontal';
  const { t } = useTranslation('common');

  return (
    <AppShell
      header={{ height: horizontal ? 112 : 64 }}
      navbar={horizontal ? undefined : { width: NAVBAR_WIDTH[sidebarType], breakpoint: 'sm', collapsed: { mobile: !mobileOpen } }}
      padding="lg"
      className={classes.shell}
      data-sidebar-type={sidebarType}
      data-sidebar-setting={settings.sidebar_setting}
    >
      {/* The first stop of the Tab key: past the header and the sidebar's items, straight to the screen. */}
      <a href="#main-content" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      <AppShell.Header className={classes.header}>
        <AppHeader mobileNavOpen={mobileOpen} onToggleMobileNav={toggleMobile} showBurger={!horizontal} />
        {horizontal ? <HorizontalNav /> : null}
      </AppShell.Header>
      {horizontal ? null : (
        <AppShell.Navbar className={classes.navbar}>
          {/* The section takes the height the navbar has left, so the last items scroll into view. */}
          <AppShell.Section grow component={ScrollArea} type="auto" scrollbarSize={6}>
            <Sidebar compact={sidebarType === 'compact' || sidebarType === 'hover'} onNavigate={closeMobile} />
          </AppShell.Section>
        </AppShell.Navbar>
      )}
      <AppShell.Main className={classes.main} id="main-content" tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
      <footer className={classes.footer}>
        <AppFooter />
      </footer>
    </AppShell>
  );
}
