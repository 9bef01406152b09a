import type { CallName } from '@mamt/contract';
import { SUPER_TENANT, type Row } from '../authorization-fixtures.js';
import { throwawayGalleryImage } from '../gallery-fixtures.js';

/**
 * The authorization rows of the Gallery: the super tenant's administrators alone, for every call.
 * The table sends text parts only, so the upload row's caption without an image reaches the
 * service's "Cant save without image" (400) when access lets it through; gallery.test.ts stores images.
 */
export const GALLERY_ROWS = {
  readGalleryFiles: { own: async () => ({ json: {} }), ownExpect: SUPER_TENANT(200), other: null },
  uploadGalleryImage: { own: async () => ({ multipart: [{ name: 'caption', value: 'Lobby sign' }] }), ownExpect: SUPER_TENANT(400), other: null },
  // Each actor gets an image of its own to delete, so a refused actor's is still there and the admitted one's goes.
  deleteGalleryImage: { own: async ({ t, superToken }) => ({ json: { path: await throwawayGalleryImage(t, superToken) } }), ownExpect: SUPER_TENANT(200), other: null },
} satisfies Partial<Record<CallName, Row>>;
