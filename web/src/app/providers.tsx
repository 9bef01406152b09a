import { DirectionProvider, MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AreasProvider } from '../lib/current-area';
import { i18next } from '../lib/i18n';
import { buildTheme, cssVariablesResolver } from '../shell/theme/build-theme';
import { ThemeSettingsProvider } from '../shell/theme/theme-settings-context';
import type { ThemeSettings } from '../shell/theme/theme-settings';
import { AREAS } from './areas';

/**
 * The toasts' container, with its transitions and scroll-bar helpers, loads with the first toast,
 * keeping it off the first screen's load. The toast waits in the notifications store and appears as
 * the container mounts; the container then stays.
 */
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

function Toasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}

function ThemedProviders({ settings, children }: { settings: ThemeSettings; children: ReactNode }) {
  const theme = useMemo(() => buildTheme(settings), [settings]);
  useEffect(() => {
    document.documentElement.dir = settings.direction;
  }, [settings.direction]);
  return (
    // The key re-mounts the direction provider when ltr/rtl changes, so Mantine re-reads it.
    <DirectionProvider key={settings.direction} initialDirection={settings.direction} detectDirection={false}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme={settings.layout_version === 'dark-only' ? 'dark' : 'light'}>
        <Toasts />
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18next}>
      <AreasProvider areas={AREAS}>
        <ThemeSettingsProvider>{(settings) => <ThemedProviders settings={settings}>{children}</ThemedProviders>}</ThemeSettingsProvider>
      </AreasProvider>
    </I18nextProvider>
  );
}
