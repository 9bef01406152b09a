import { useCallMutation } from '../../../lib/use-call-mutation';
import { galleryKeys } from './read-gallery-files';

/** Deletes an image by its path; the grid reloads once it is gone. */
export const useDeleteGalleryImage = () => useCallMutation('deleteGalleryImage', galleryKeys.images);
