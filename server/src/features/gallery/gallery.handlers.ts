import type { Handlers } from '../../rpc/call-context.js';
import { requireSession } from '../../rpc/call-context.js';
import type { GalleryService } from './gallery.service.js';

type Names = 'readGalleryFiles' | 'uploadGalleryImage' | 'deleteGalleryImage';

export function createGalleryHandlers(gallery: GalleryService): Pick<Handlers, Names> {
  return {
    readGalleryFiles: () => gallery.list(),
    // An image goes by its caption: what its uploader typed to describe it, and what a search remembers.
    uploadGalleryImage: async (input, ctx) => {
      ctx.audit.subject = { kind: 'galleryImage', name: input.caption };
      const answer = await gallery.upload(input.caption, ctx.files, requireSession(ctx).userId);
      ctx.audit.target = `galleryImage:${answer.path}`;
      return answer;
    },
    deleteGalleryImage: async (input, ctx) => {
      ctx.audit.target = `galleryImage:${input.path}`;
      ctx.audit.subject = { kind: 'galleryImage', name: (await gallery.captionOf(input.path)) ?? input.path };
      return gallery.remove(input.path);
    },
  };
}
