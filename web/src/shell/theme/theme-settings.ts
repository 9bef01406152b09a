import { DARK_PRESETS, LIGHT_PRESETS, type ColorPreset } from './presets';

export const SIDEBAR_TYPES = [
  { id: 'default', wrapper: 'default', bodyWrapper: 'default' },
  { id: 'compact', wrapper: 'compact-wrapper', bodyWrapper: 'sidebar-icon' },
  { id: 'hover', wrapper: 'compact-page', bodyWrapper: 'sidebar-hover' },
  { id: 'horizontal', wrapper: 'horizontal_sidebar', bodyWrapper: '' },
] as const;
export type SidebarType = (typeof SIDEBAR_TYPES)[number]['id'];

export const SIDEBAR_SETTINGS = ['default-sidebar', 'border-sidebar', 'iconcolor-sidebar'] as const;
export type SidebarSetting = (typeof SIDEBAR_SETTINGS)[number];

/** The theme as stored in localStorage under the spec's names (document 1 §3). */
export type ThemeSettings = {
  primary_color: string;
  secondary_color: string;
  color: string;
  layout_version: 'light' | 'dark-only';
  wrapper: string;
  bodyWrapper: string;
  direction: 'ltr' | 'rtl';
  sidebar_setting: SidebarSetting;
};

const DEFAULTS: ThemeSettings = {
  primary_color: '#4466f2',
  secondary_color: '#1ea6ec',
  color: 'light-1',
  layout_version: 'light',
  wrapper: 'default',
  bodyWrapper: 'default',
  direction: 'ltr',
  sidebar_setting: 'default-sidebar',
};

const KEYS = Object.keys(DEFAULTS) as (keyof ThemeSettings)[];

export function loadThemeSettings(): ThemeSettings {
  const settings = { ...DEFAULTS };
  for (const key of KEYS) {
    const stored = localStorage.getItem(key);
    if (stored !== null) (settings as Record<string, string>)[key] = stored;
  }
  return settings;
}

export function saveThemeSettings(changes: Partial<ThemeSettings>): ThemeSettings {
  const next = { ...loadThemeSettings(), ...changes };
  for (const key of KEYS) localStorage.setItem(key, String(next[key]));
  return next;
}

export function sidebarTypeOf(settings: ThemeSettings): SidebarType {
  return SIDEBAR_TYPES.find((type) => type.wrapper === settings.wrapper)?.id ?? 'default';
}

export function presetsFor(layout: ThemeSettings['layout_version']): ColorPreset[] {
  return layout === 'dark-only' ? DARK_PRESETS : LIGHT_PRESETS;
}
