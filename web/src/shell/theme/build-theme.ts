import { createTheme, type MantineThemeOverride } from '@mantine/core';
import { shadesOf } from './presets';
import type { ThemeSettings } from './theme-settings';

export function buildTheme(settings: ThemeSettings): MantineThemeOverride {
  return createTheme({
    primaryColor: 'brand',
    colors: { brand: shadesOf(settings.primary_color), accent: shadesOf(settings.secondary_color) },
    defaultRadius: 'md',
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '600' },
    other: { secondaryColor: settings.secondary_color },
  });
}
