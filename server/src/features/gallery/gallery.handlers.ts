import type { Handlers } from '../../rpc/call-context.js';
import { requireSession } from '../../rpc/call-context.js';
import type { GalleryService } from './gallery.service.js';

type Names = 'readGalleryFiles' | 'uploadGalleryImage' | 'deleteGalleryImage';

export function createGalleryHandlers(gallery: GalleryService): Pick<Handlers, Names> {
  return {
    readGalleryFiles: () => gallery.list(),
    uploadGalleryImage: async (input, ctx) => {
      const answer = await gallery.upload(input.caption, ctx.files, requireSession(ctx).userId);
      ctx.audit.target = `galleryImage:${answer.path}`;
      return answer;
    },
    deleteGalleryImage: (input, ctx) => {
      ctx.audit.target = `galleryImage:${input.path}`;
      return gallery.remove(input.path);
    },
  };
}
