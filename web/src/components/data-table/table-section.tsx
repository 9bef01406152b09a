import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

type Props = {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** Beside the title, at the end of its line (a close button). */
  aside?: ReactNode;
  /** Given, the heading can take the focus (tabIndex -1), e.g. when the section opens. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
};

/**
 * A titled section of a screen that holds a table, named by its heading for screen readers; the
 * Domain Report's two tables share it.
 */
export function TableSection({ id, title, aside, headingRef, children }: Props) {
  const focusable = headingRef ? { ref: headingRef, tabIndex: -1, style: { outline: 'none' } } : {};
  const heading = (
    <Title order={2} size="h4" id={id} {...focusable}>
      {title}
    </Title>
  );
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      {aside ? (
        <Group justify="space-between" wrap="nowrap">
          {heading}
          {aside}
        </Group>
      ) : (
        heading
      )}
      {children}
    </Stack>
  );
}
