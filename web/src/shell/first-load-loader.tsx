import { Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The first-load loader shows for one second (document 1 §2). */
const LOADER_MS = 1000;

/**
 * Over the first screen for its second, then gone. It keeps its own time, so that its leaving
 * re-renders nothing but itself (not the providers and the router around the page).
 */
export function FirstLoadLoader() {
  const { t } = useTranslation('shell');
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(false), LOADER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div className="first-load-loader" role="status" aria-label={t('loading')}>
      <Loader size="lg" type="dots" />
    </div>
  );
}
