import { Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

// The first screen after a load keeps the browser's own focus; later screens take it to their heading.
let firstScreenShown = false;

/**
 * The one h1 of a screen. It names the browser tab after the screen and, after a navigation, takes
 * the focus, so keyboard and screen-reader users start reading at the new screen, not the old link.
 */
export function PageTitle({ children }: { children: string }) {
  const { t } = useTranslation('common');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${children} | ${t('appName')}`;
  }, [children, t]);
  useEffect(() => {
    if (firstScreenShown) heading.current?.focus({ preventScroll: false });
    firstScreenShown = true;
  }, []);
  return (
    <Title order={1} size="h2" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
      {children}
    </Title>
  );
}
