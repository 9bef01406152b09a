import { Button, Drawer, SegmentedControl, Stack, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../lib/notify';
import { SIDEBAR_SETTINGS, SIDEBAR_TYPES, presetsFor, sidebarTypeOf, type SidebarSetting } from '../theme/theme-settings';
import { useThemeSettings } from '../theme/theme-settings-context';
import { PresetPicker } from './preset-picker';

export const COPIED_MESSAGE = 'Code Copied to clipboard !';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

type ChoiceProps = { title: string; value: string; onChange: (value: string) => void; data: Array<{ value: string; label: string }>; vertical?: boolean };

/** A titled choice of the drawer: its options side by side, or one under another when their words are long. */
function Choice({ title, vertical = false, ...control }: ChoiceProps) {
  return (
    <Section title={title}>
      <SegmentedControl fullWidth orientation={vertical ? 'vertical' : 'horizontal'} {...control} />
    </Section>
  );
}

/** Direction, sidebar type and setting, light or dark, and colour presets (document 1 §2). */
export function ThemeCustomizer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('customizer');
  const { settings, update, saveAndReload } = useThemeSettings();
  const clipboard = useClipboard();

  function copySettings() {
    clipboard.copy(JSON.stringify(settings, null, 2));
    notifySuccess(COPIED_MESSAGE);
  }

  /** Light or dark: the new mode's first colour preset comes with it. */
  function pickMode(value: string) {
    const layout = value as 'light' | 'dark-only';
    const preset = presetsFor(layout)[0];
    update({
      layout_version: layout,
      ...(preset ? { color: preset.id, primary_color: preset.primary, secondary_color: preset.secondary } : {}),
    });
  }

  /** A sidebar type sets the layout's wrappers: they are saved and the page reloads with them. */
  function pickSidebarType(value: string) {
    const type = SIDEBAR_TYPES.find((candidate) => candidate.id === value);
    if (type) saveAndReload({ wrapper: type.wrapper, bodyWrapper: type.bodyWrapper });
  }

  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t('title')} size="sm" closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}>
      <Stack gap="lg">
        <Choice
          title={t('direction.title')}
          value={settings.direction}
          onChange={(value) => update({ direction: value as 'ltr' | 'rtl' })}
          data={[
            { value: 'ltr', label: t('direction.ltr') },
            { value: 'rtl', label: t('direction.rtl') },
          ]}
        />
        <Choice
          title={t('mode.title')}
          value={settings.layout_version}
          onChange={pickMode}
          data={[
            { value: 'light', label: t('mode.light') },
            { value: 'dark-only', label: t('mode.dark') },
          ]}
        />
        <Choice title={t('sidebarType.title')} vertical value={sidebarTypeOf(settings)} onChange={pickSidebarType} data={SIDEBAR_TYPES.map((type) => ({ value: type.id, label: t(`sidebarType.${type.id}`) }))} />
        <Choice
          title={t('sidebarSetting.title')}
          value={settings.sidebar_setting}
          onChange={(value) => update({ sidebar_setting: value as SidebarSetting })}
          data={SIDEBAR_SETTINGS.map((setting) => ({ value: setting, label: t(`sidebarSetting.${setting}`) }))}
        />
        <Section title={t('presets.title')}>
          <PresetPicker
            presets={presetsFor(settings.layout_version)}
            selected={settings.color}
            onPick={(preset) => saveAndReload({ color: preset.id, primary_color: preset.primary, secondary_color: preset.secondary })}
          />
        </Section>
        <Button variant="light" leftSection={<IconCopy size={16} />} onClick={copySettings}>
          {t('copy')}
        </Button>
      </Stack>
    </Drawer>
  );
}
