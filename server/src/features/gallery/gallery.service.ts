import { randomBytes } from 'node:crypto';
import { GALLERY_IMAGE_FILE, MESSAGES, formatMessage, messageAnswer, type MessageAnswer, type TGalleryImage } from '@mamt/contract';
import { AppError, fieldError } from '../../lib/app-error.js';
import { UPLOADS_PATH } from '../../lib/file-store.js';
import { checkImage, contentTypeOf, storedNameOf, type UploadedFile } from '../../lib/images.js';
import type { GalleryImageRow, GalleryRepository } from './gallery.repository.js';
import { imageDimensions } from './image-dimensions.js';

const toWire = (row: GalleryImageRow): TGalleryImage => ({ path: `${UPLOADS_PATH}${row.fileName}`, caption: row.caption, width: row.width, height: row.height });

const notFound = () => new AppError('NOT_FOUND', MESSAGES.galleryImageNotFound, { path: MESSAGES.galleryImageNotFound });

export function createGalleryService({ repo }: { repo: GalleryRepository }) {
  return {
    async list(): Promise<TGalleryImage[]> {
      return (await repo.list()).map(toWire);
    },

    /**
     * Checks the image as every upload is checked (size, extension, content; an svg sanitised),
     * reads its size from what will be stored, then stores the file and its row together.
     */
    async upload(caption: string, files: UploadedFile[], userId: number): Promise<TGalleryImage & MessageAnswer> {
      const file = files.find((upload) => upload.field === GALLERY_IMAGE_FILE);
      if (!file) throw fieldError(GALLERY_IMAGE_FILE, MESSAGES.imageMandatory);
      const { extension, data } = checkImage(file);
      const size = imageDimensions(extension, data);
      if (!size) {
        throw fieldError(
          file.field,
          extension === 'svg'
            ? formatMessage(MESSAGES.svgSizeUnknown, { file: file.filename })
            : formatMessage(MESSAGES.imageInvalid, { file: file.filename, type: extension }),
        );
      }
      // As every stored upload is named: unguessable, and never the name the file came with.
      const fileName = `${randomBytes(16).toString('hex')}.${extension}`;
      const row = await repo.create({ fileName, contentType: contentTypeOf(fileName), data, caption, ...size, createdUser: userId });
      return { ...messageAnswer(MESSAGES.imageUploaded), ...toWire(row) };
    },

    /** The caption of the image at `path` (as the list answers it); undefined when no gallery image is there. */
    async captionOf(path: string): Promise<string | undefined> {
      const fileName = storedNameOf(path);
      return fileName ? (await repo.find(fileName))?.caption : undefined;
    },

    /** `path` as the list answers it; any other path (another upload's, a made-up one) is not a gallery image. */
    async remove(path: string): Promise<MessageAnswer> {
      const fileName = storedNameOf(path);
      if (!fileName || !(await repo.delete(fileName))) throw notFound();
      return messageAnswer(MESSAGES.imageDeleted);
    },
  };
}

export type GalleryService = ReturnType<typeof createGalleryService>;
