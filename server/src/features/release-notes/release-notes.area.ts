import { releaseNoteResource } from '@mamt/contract';
import { resourceArea, type ServerArea } from '../../wiring/server-area.js';
import { createReleaseNotesService } from './release-notes.service.js';

/** Release notes, on the resource kit. */
export const releaseNotesArea: ServerArea = ({ db }) => resourceArea(releaseNoteResource, createReleaseNotesService(db));
