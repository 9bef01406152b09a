import { z } from 'zod';
import { ZActingUser, requiredText } from '../common/fields.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';

/** The multipart part that carries the uploaded image (document 3 §7: "multipart: image, user_id, caption"). */
export const GALLERY_IMAGE_FILE = 'image';

export const GALLERY_CAPTION_MAX = 255;

/** A stored gallery image (document 3 §3): loaded from the API base plus `path`; its size in pixels. */
export const ZGalleryImage = z.object({
  path: z.string(),
  caption: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type TGalleryImage = z.output<typeof ZGalleryImage>;

/** The Upload Image card's text fields; the image travels beside them and is checked by the server. */
export const ZGalleryUploadForm = z.object({
  ...ZActingUser,
  caption: requiredText(MESSAGE_TEXTS.captionMandatory, GALLERY_CAPTION_MAX),
});
export type TGalleryUploadForm = z.output<typeof ZGalleryUploadForm>;

/** Which image to delete: the path readGalleryFiles answered. */
export const ZGalleryDelete = z.object({
  ...ZActingUser,
  path: requiredText(MESSAGE_TEXTS.galleryPathRequired, 300),
});
