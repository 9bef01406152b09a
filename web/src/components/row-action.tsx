import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { label: string; tooltip: string; color?: string; onClick: () => void; children: ReactNode };

/** An icon button of a table row: the tooltip shows the short verb, the accessible name says which row. */
export function RowAction({ label, tooltip, color, onClick, children }: Props) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
