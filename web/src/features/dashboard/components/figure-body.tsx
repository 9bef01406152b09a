import { Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props<T> = {
  /** The figure's read: pending until the first answer, in error when the last one failed. */
  read: { isPending: boolean; isError: boolean };
  /** The figure taken from the last answer; undefined when it held none (NaN, no series). */
  value: T | undefined;
  unavailableText: string;
  /** Draws the figure, once there is one. */
  children: (value: T) => ReactNode;
};

/**
 * What a card shows of its figure: a loader until the first read, and a plain "unavailable" when
 * the last read failed or held no usable value (document 1 §8), never a zero or an earlier read's figure.
 */
export function FigureBody<T>({ read, value, unavailableText, children }: Props<T>) {
  const { t } = useTranslation('dashboard');
  if (read.isPending) return <Loader size="sm" type="dots" role="status" aria-label={t('loading')} />;
  if (read.isError || value === undefined) {
    return (
      <Text size="sm" c="dimmed">
        {unavailableText}
      </Text>
    );
  }
  return <>{children(value)}</>;
}
