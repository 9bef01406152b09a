import type { ServerArea } from '../../wiring/server-area.js';
import { createGalleryHandlers } from './gallery.handlers.js';
import { createGalleryRepository } from './gallery.repository.js';
import { createGalleryService } from './gallery.service.js';

/** The provider's image gallery: images and their files live in the database, served to every process. */
export const galleryArea: ServerArea = ({ db }) => ({ handlers: createGalleryHandlers(createGalleryService({ repo: createGalleryRepository(db) })) });
