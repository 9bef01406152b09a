import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { ALL_NAMESPACES, i18next, loadNamespaces } from '../src/lib/i18n';
import { takeContractDrifts } from './support/fake-api';

// The app loads a screen's texts with its route; tests that render a screen on its own get them all here.
await loadNamespaces(ALL_NAMESPACES);

// findBy and waitFor give up after 1 s by default; on a busy shared machine a first render of a
// table or dialog can take longer than that without anything being wrong (see testTimeout too).
configure({ asyncUtilTimeout: 5000 });

// Mantine reads these browser APIs, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = NoopResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};

// Test files share their worker's modules (isolate: false in vite.config.ts): what a test leaves in
// a module's memory, a toast or a language, is put back here so that the next file starts clean.
afterEach(async () => {
  cleanup();
  notifications.clean();
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
  localStorage.clear();
  // A table's selection is kept for the tab by its path, and every test renders at much the same path.
  sessionStorage.clear();
  vi.restoreAllMocks();
  // The console swallows a failed fetch as an unreachable server: a fake that drifted from the
  // contract fails its test here, loudly, whatever the screen made of it.
  const drifts = takeContractDrifts();
  if (drifts.length > 0) throw new Error(`Fake answers that drifted from the contract:\n${drifts.join('\n\n')}`);
});
