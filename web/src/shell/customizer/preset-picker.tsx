import { ColorSwatch, Group, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ColorPreset } from '../theme/presets';

type Props = { presets: ColorPreset[]; selected: string; onPick: (preset: ColorPreset) => void };

export function PresetPicker({ presets, selected, onPick }: Props) {
  const { t } = useTranslation('customizer');
  return (
    <Group gap="sm">
      {presets.map((preset, index) => {
        const label = t('presets.name', { number: index + 1 });
        return (
          <Tooltip key={preset.id} label={label}>
            <UnstyledButton aria-label={label} aria-pressed={preset.id === selected} onClick={() => onPick(preset)}>
              <ColorSwatch color={preset.primary} size={36} style={{ boxShadow: `inset -12px -12px 0 ${preset.secondary}` }}>
                {preset.id === selected ? <IconCheck size={16} color="white" /> : null}
              </ColorSwatch>
            </UnstyledButton>
          </Tooltip>
        );
      })}
    </Group>
  );
}
