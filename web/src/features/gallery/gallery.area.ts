import { IconPhoto } from '@tabler/icons-react';
import { area } from '../../lib/area';

/** The image gallery (document 3): the super tenant's administrators upload, look at and delete images. */
export const galleryArea = area('gallery', '/gallery', IconPhoto, { call: 'readGalleryFiles' }, {
  '': () => import('./gallery-page').then((m) => m.GalleryPage),
}, { place: 130 });
