import { AppShell, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { AppFooter } from './app-footer';
import { AppHeader } from './header/app-header';
import { HorizontalNav } from './sidebar/horizontal-nav';
import { Sidebar } from './sidebar/sidebar';
import { sidebarTypeOf } from './theme/theme-settings';
import { useThemeSettings } from './theme/theme-settings-context';
import classes from './app-layout.module.css';

const NAVBAR_WIDTH = { default: 264, compact: 76, hover: 76, horizontal: 0 } as const;

/** Header, sidebar (or a menu across the top), the page, and the footer. */
export function AppLayout() {
  const [mobileOpen, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const { settings } = useThemeSettings();
  const sidebarType = sidebarTypeOf(settings);
  const horizontal = sidebarType === 'horizontal';

  return (
    <AppShell
      header={{ height: horizontal ? 112 : 64 }}
      navbar={horizontal ? undefined : { width: NAVBAR_WIDTH[sidebarType], breakpoint: 'sm', collapsed: { mobile: !mobileOpen } }}
      footer={{ height: 44 }}
      padding="lg"
      className={classes.shell}
      data-sidebar-type={sidebarType}
      data-sidebar-setting={settings.sidebar_setting}
    >
      <AppShell.Header className={classes.header}>
        <AppHeader mobileNavOpen={mobileOpen} onToggleMobileNav={toggleMobile} showBurger={!horizontal} />
        {horizontal ? <HorizontalNav /> : null}
      </AppShell.Header>
      {horizontal ? null : (
        <AppShell.Navbar className={classes.navbar}>
          <ScrollArea type="scroll" className={classes.navScroll}>
            <Sidebar compact={sidebarType === 'compact' || sidebarType === 'hover'} onNavigate={closeMobile} />
          </ScrollArea>
        </AppShell.Navbar>
      )}
      <AppShell.Main className={classes.main}>
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer className={classes.footer}>
        <AppFooter />
      </AppShell.Footer>
    </AppShell>
  );
}
