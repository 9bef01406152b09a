import { useQueryClient } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import { galleryKeys } from './read-gallery-files';

export type GalleryUpload = { caption: string; image: File };

/** Sends the caption and the image as one multipart request; the grid reloads once it is stored. */
export function useUploadGalleryImage() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: ({ caption, image }: GalleryUpload, { idempotencyKey }) => rpc('uploadGalleryImage', { caption }, { files: { image }, idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryKeys.images }),
  });
}
