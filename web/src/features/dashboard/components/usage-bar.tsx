import { Group, Progress, Text } from '@mantine/core';

type Props = {
  /** The direction of the figure's text (use-formats.ts). */
  dir: 'ltr' | 'rtl';
  /** The bar's name for assistive technology (the card's title). */
  label: string;
  /** How full, 0-100. */
  percent: number;
  /** The figure written out beside the bar. */
  text: string;
};

/** Green while there is room, yellow when filling up, red when nearly full. */
const colorOf = (percent: number) => (percent >= 90 ? 'red' : percent >= 75 ? 'yellow' : 'teal');

/** A figure as a bar with its number (disk used, RAM used of total, CPU). */
export function UsageBar({ label, percent, text, dir }: Props) {
  // One decimal is all a bar shows, and what a screen reader says of it (aria-valuetext).
  const bounded = Math.round(Math.min(100, Math.max(0, percent)) * 10) / 10;
  return (
    <>
      <Group justify="flex-end" mb={6}>
        <Text fz={22} fw={700} dir={dir}>
          {text}
        </Text>
      </Group>
      <Progress value={bounded} color={colorOf(bounded)} size="lg" radius="xl" aria-label={label} />
    </>
  );
}
