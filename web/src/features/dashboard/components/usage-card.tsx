import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A card of one of the server's figures: its icon, its title and the figure below. */
export function UsageCard({ icon: CardIcon, title, children }: { icon: Icon; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="sm" wrap="nowrap" mb="xs">
        <ThemeIcon size={36} radius="md" variant="light" aria-hidden>
          <CardIcon size={20} />
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
      </Group>
      {children}
    </Card>
  );
}
