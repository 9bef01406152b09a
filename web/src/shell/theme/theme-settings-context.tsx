import { createContext, useContext, useState, type ReactNode } from 'react';
import { loadThemeSettings, saveThemeSettings, type ThemeSettings } from './theme-settings';

type ThemeSettingsValue = {
  settings: ThemeSettings;
  /** Saves and applies at once (mode, direction, sidebar setting). */
  update: (changes: Partial<ThemeSettings>) => void;
  /** Saves and reloads the page (sidebar type, colour preset), as document 1 §2 describes. */
  saveAndReload: (changes: Partial<ThemeSettings>) => void;
};

const ThemeSettingsContext = createContext<ThemeSettingsValue | null>(null);

export function ThemeSettingsProvider({ children }: { children: (settings: ThemeSettings) => ReactNode }) {
  const [settings, setSettings] = useState(loadThemeSettings);
  const value: ThemeSettingsValue = {
    settings,
    update: (changes) => setSettings(saveThemeSettings(changes)),
    saveAndReload: (changes) => {
      saveThemeSettings(changes);
      window.location.reload();
    },
  };
  return <ThemeSettingsContext.Provider value={value}>{children(settings)}</ThemeSettingsContext.Provider>;
}

export function useThemeSettings(): ThemeSettingsValue {
  const value = useContext(ThemeSettingsContext);
  if (!value) throw new Error('useThemeSettings needs ThemeSettingsProvider');
  return value;
}
