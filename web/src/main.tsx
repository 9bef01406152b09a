import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { i18nReady } from './lib/i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// As a transition React renders the first screen in slices, giving the browser its turn between them
// (a phone's slow processor is not blocked for the whole first render).
void i18nReady.finally(() =>
  startTransition(() =>
    createRoot(document.getElementById('root') as HTMLElement).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
