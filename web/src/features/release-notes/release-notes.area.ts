import { IconNews } from '@tabler/icons-react';
import { area } from '../../lib/area';

/** Release notes (document 3): every signed-in user reads them; the super tenant writes them. */
export const releaseNotesArea = area('releaseNotes', '/ReleaseNotes', IconNews, { call: 'releaseNotesSummary' }, {
  '': () => import('./release-notes-page').then((m) => m.ReleaseNotesPage),
}, { place: 170 });
