import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './vite-precompress';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';
/**
 * Mantine as the sign-in page, the QR page and the first-load loader use it: its core (provider,
 * theme, styles API), its hooks and these components, in one chunk that loads beside the entry. The
 * other components keep a chunk each, fetched by the screens that use them. A component missing here
 * only costs its page a request more; one added brings its own dependencies into the chunk (the
 * select, the combobox and the floating code with it; the table, the scroll area).
 */
const FIRST_SCREEN_COMPONENTS = ['Alert', 'Anchor', 'Button', 'Center', 'Group', 'Image', 'Input', 'List', 'Loader', 'Paper', 'PasswordInput', 'Stack', 'Text', 'TextInput', 'Title', 'VisuallyHidden'];
const FIRST_SCREEN_MANTINE = new RegExp(`[\\\\/]node_modules[\\\\/]@mantine[\\\\/](hooks[\\\\/]|core[\\\\/]esm[\\\\/](core|components[\\\\/](${FIRST_SCREEN_COMPONENTS.join('|')}))[\\\\/])`);
const FRESH_MODULES = ['test/toasts.test.tsx', 'test/lazy-texts.test.tsx'];

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget, '/healthz': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // The first screens' Mantine in one chunk, instead of a chunk of 1-4 KB per component fetched only
    // once the page's own chunk has arrived: the sign-in page took 40 requests, on HTTP/1.1 six at a
    // time, one round trip each.
    rollupOptions: { output: { manualChunks: (id) => (FIRST_SCREEN_MANTINE.test(id) ? 'mantine' : undefined) } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    css: false,
    // The form tests type a whole form through user-event; on a busy shared machine that takes
    // longer than the default 5 s without anything being wrong.
    testTimeout: 20_000,
    // Much of a component test's time is spent waiting on timers and user-event, so a third worker
    // gains even on two cores.
    maxWorkers: 3,
    projects: [
      {
        // A worker keeps the modules it loaded (Mantine, the locales) from one test file to the next
        // instead of loading them again: test/setup.ts puts back what a test leaves in their memory.
        extends: true,
        test: { name: 'components', include: ['test/**/*.test.{ts,tsx}'], exclude: FRESH_MODULES, isolate: false },
      },
      // Tests of what a first load does (code that arrives later) need modules nobody loaded before.
      { extends: true, test: { name: 'fresh-modules', include: FRESH_MODULES } },
    ],
  },
});
