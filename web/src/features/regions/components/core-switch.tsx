import { Badge, Group, Switch, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import type { CoreRow } from '../api/use-cores';

type Props = {
  row: CoreRow;
  /** Whether another core of the row's region is up: marking the last one down sends its devices to another region. */
  othersUp: boolean;
  disabled: boolean;
  onChange: (down: boolean) => void;
};

/**
 * A core's up/down switch (on: up). It asks first, saying what happens to the devices on it, and
 * shows the stored state: it flips once the server has taken the change.
 */
export function CoreSwitch({ row, othersUp, disabled, onChange }: Props) {
  const { t, i18n } = useTranslation('coreManagement');
  const up = !row.down;
  const values = { core: row.core, region: row.region };
  const dir = i18n.dir(i18n.language);
  const ask = () =>
    modals.openConfirmModal({
      // Title and text keep their language's direction in a right-to-left layout (a '?' stays at its end).
      title: <span dir={dir}>{t(up ? 'confirm.downTitle' : 'confirm.upTitle', values)}</span>,
      children: (
        <Text size="sm" dir={dir}>
          {up ? t('confirm.downText', values) : t('confirm.upText', values)}
          {up && !othersUp ? ` ${t('confirm.lastUp', values)}` : ''}
        </Text>
      ),
      labels: { confirm: t(up ? 'confirm.markDown' : 'confirm.markUp'), cancel: t('confirm.cancel') },
      // Red 9 keeps white text at 4.5:1; the lighter default red does not.
      confirmProps: up ? { color: 'red.9' } : {},
      closeButtonProps: { 'aria-label': t('close', { ns: 'common' }) },
      onConfirm: () => onChange(up),
    });
  return (
    <Group gap="xs" wrap="nowrap">
      <Switch aria-label={t('switch', values)} checked={up} onChange={ask} disabled={disabled} />
      {/* The switch says on or off to a screen reader; the badge says it in words, for the eye. */}
      <Badge color={up ? 'teal.9' : 'red.9'} variant="filled" aria-hidden>
        {up ? t('up') : t('down')}
      </Badge>
    </Group>
  );
}
