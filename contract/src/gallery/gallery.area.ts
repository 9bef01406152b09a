import { deleteGalleryImage, readGalleryFiles, uploadGalleryImage } from './gallery-calls.js';

/** The provider's image gallery (document 3): list, upload and delete. */
export const galleryCalls = {
  readGalleryFiles,
  uploadGalleryImage,
  deleteGalleryImage,
};
