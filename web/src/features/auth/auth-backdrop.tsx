import { Center } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './auth-backdrop.module.css';

/** The sign-in and reset pages: centred card over the tenant's tab background or a soft gradient. */
export function AuthBackdrop({ background, children }: { background?: string | null; children: ReactNode }) {
  return (
    <Center className={classes.backdrop} style={background ? { backgroundImage: `url(${background})` } : undefined} p="md">
      {children}
    </Center>
  );
}
