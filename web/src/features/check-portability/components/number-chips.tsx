import { Group, Pill, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type NumberChipsProps = { numbers: readonly string[]; onRemove: (number: string) => void };

/** The numbers to check, each removable by a button of its own (reachable by keyboard, named for screen readers). */
export function NumberChips({ numbers, onRemove }: NumberChipsProps) {
  const { t } = useTranslation('checkPortability');
  if (numbers.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('numbers.empty')}
      </Text>
    );
  }
  return (
    <Group component="ul" aria-label={t('numbers.listLabel')} gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {numbers.map((number) => (
        <li key={number}>
          <Pill
            size="lg"
            withRemoveButton
            onRemove={() => onRemove(number)}
            // Mantine hides a pill's remove button from the keyboard and screen readers (inputs remove
            // pills with Backspace); here it is the only way to remove a number.
            removeButtonProps={{ tabIndex: 0, 'aria-hidden': false, 'aria-label': t('numbers.remove', { number }) }}
            styles={{
              // Mantine's default pill is the colour of a dark card: it would not stand out from this one.
              root: { background: 'light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-5))' },
              label: { fontVariantNumeric: 'tabular-nums' },
            }}
          >
            {number}
          </Pill>
        </li>
      ))}
    </Group>
  );
}
