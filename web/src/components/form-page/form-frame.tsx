import { Card, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { PageTitle } from '../page-title';

type Props = { title: string; onSubmit: (event: FormEvent<HTMLFormElement>) => void; children: ReactNode };

/** The frame of an add/edit screen: its title, and the card that is the form (the browser's own checks off: the contract's show instead). */
export function FormFrame({ title, onSubmit, children }: Props) {
  return (
    <Stack gap="md" maw={880}>
      <PageTitle>{title}</PageTitle>
      <Card withBorder radius="md" padding="lg" component="form" onSubmit={onSubmit} noValidate>
        <Stack gap="md">{children}</Stack>
      </Card>
    </Stack>
  );
}
