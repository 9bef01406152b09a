import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';

export const galleryKeys = { images: ['gallery', 'images'] as const };

/** The gallery's images, newest first. */
export function useGalleryImages() {
  return useQuery({ queryKey: galleryKeys.images, queryFn: () => rpc('readGalleryFiles', {}) });
}
