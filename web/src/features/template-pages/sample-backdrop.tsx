import { Center } from '@mantine/core';
import type { ReactNode } from 'react';

const BACKDROPS = {
  plain: 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))',
  image: 'linear-gradient(135deg, var(--mantine-color-brand-7), var(--mantine-color-accent-5))',
  video: 'linear-gradient(160deg, var(--mantine-color-dark-7), var(--mantine-color-brand-9))',
};

/** Plain, "image" and "video" variants of the sample pages, drawn with gradients (no media to load). */
export function SampleBackdrop({ backdrop, children }: { backdrop: keyof typeof BACKDROPS; children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" style={{ background: BACKDROPS[backdrop] }}>
      {children}
    </Center>
  );
}
