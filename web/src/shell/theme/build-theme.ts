import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import { shadesOf } from './presets';
import { readableLightColors } from './readable-colors';
import type { ThemeSettings } from './theme-settings';

export function buildTheme(settings: ThemeSettings): MantineThemeOverride {
  return createTheme({
    primaryColor: 'brand',
    colors: { brand: shadesOf(settings.primary_color), accent: shadesOf(settings.secondary_color) },
    defaultRadius: 'md',
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '600' },
    // Light presets (the dark ones especially) would put white text on a light fill; dark text then.
    autoContrast: true,
    luminanceThreshold: 0.32,
    // Someone who asked their system for less motion gets dialogs, menus and toasts without animation.
    respectReducedMotion: true,
    other: { secondaryColor: settings.secondary_color },
  });
}

/**
 * Mantine's dimmed and error texts and its light variant's text fall under the 4.5:1 contrast
 * WCAG asks for small text (gray 6 and red 6 on white; a colour on its own tint: a badge, an
 * alert's title, an avatar's initials); these darker shades (lighter in dark) keep the look and
 * reach it, in both schemes and for every colour, the presets' included.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const readable = readableLightColors(theme);
  return {
    variables: {},
    light: {
      ...readable.light,
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      '--mantine-color-error': 'var(--mantine-color-red-9)',
    },
    dark: {
      ...readable.dark,
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      '--mantine-color-error': 'var(--mantine-color-red-4)',
    },
  };
};
