import { Badge, Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNumbers } from '../use-numbers';

type Props = {
  /** The heading's id: a figure's link leads to it, and it takes the focus then. */
  id: string;
  title: string;
  count: number;
  /** Beside the heading (an export). */
  aside?: ReactNode;
  children: ReactNode;
};

/** One thing that needs attention: its heading with how many it concerns, then its rows, each with its action. */
export function AttentionItem({ id, title, count, aside, children }: Props) {
  const numbers = useNumbers();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="nowrap">
            <Title order={3} size="h5" id={id} tabIndex={-1} style={{ outline: 'none' }}>
              {title}
            </Title>
            <Badge color="orange.9" variant="filled" tt="none" aria-hidden>
              {numbers.count(count)}
            </Badge>
          </Group>
          {aside}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
