import { releaseNoteResource } from './release-note-resource.js';

/** Release notes (document 3). */
export const releaseNotesCalls = {
  ...releaseNoteResource.contractCalls,
};
