import { IconNews } from '@tabler/icons-react';
import { defineArea } from '../../lib/area';

/** Release notes (document 3): every signed-in user reads them; the super tenant writes them. */
export const releaseNotesArea = defineArea({
  key: 'releaseNotes',
  path: '/ReleaseNotes',
  icon: IconNews,
  access: { call: 'releaseNotesSummary' },
  namespace: 'releaseNotes',
  pages: [{ path: '/ReleaseNotes', load: () => import('./release-notes-page').then((m) => m.ReleaseNotesPage) }],
});
