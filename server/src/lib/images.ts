import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { IMAGE_EXTENSIONS, MAX_IMAGE_BYTES, MESSAGES, formatMessage } from '@mamt/contract';
import { fieldError } from './app-error.js';
import { MAX_IMAGE_PIXELS, imageHeaderOf } from './image-pixels.js';
import { UPLOADS_PATH, type FileStore } from './file-store.js';
import { sanitizeSvg } from './svg-sanitizer.js';

export { sanitizeSvg };

export type UploadedFile = { field: string; filename: string; data: Buffer };

const startsWith = (data: Buffer, bytes: number[]) => bytes.every((byte, i) => data[i] === byte);

/** The content must match the extension: a renamed executable is not an image. */
function contentMatches(extension: string, data: Buffer): boolean {
  switch (extension) {
    case 'png':
      return startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpg':
    case 'jpeg':
      return startsWith(data, [0xff, 0xd8, 0xff]);
    case 'gif':
      return data.subarray(0, 6).toString('latin1') === 'GIF87a' || data.subarray(0, 6).toString('latin1') === 'GIF89a';
    case 'svg':
      return /<svg[\s>]/i.test(data.subarray(0, 4096).toString('utf8'));
    default:
      return false;
  }
}

/** The raster image as uploaded, once its header agrees with its data and its size is within MAX_IMAGE_PIXELS. */
function checkedPixels(file: UploadedFile, extension: string): Buffer {
  const header = imageHeaderOf(extension, file.data);
  if (header && !header.ok) throw fieldError(file.field, formatMessage(MESSAGES.imageInvalid, { file: file.filename, type: extension }));
  if (header?.ok && header.dimensions.width * header.dimensions.height > MAX_IMAGE_PIXELS) {
    const { width, height } = header.dimensions;
    throw fieldError(file.field, formatMessage(MESSAGES.imageTooManyPixels, { file: file.filename, width, height, max: (MAX_IMAGE_PIXELS / 1e6).toFixed(1) }));
  }
  return file.data;
}

/** A DOCTYPE with an internal subset declares entities: the sanitiser cannot keep such a file intact. */
const doctypeWithEntities = /<!DOCTYPE[^>[]*\[/i;

/** Checks an uploaded image by size, extension and content; answers what to store. */
export function checkImage(file: UploadedFile): { extension: string; data: Buffer } {
  const extension = path.extname(file.filename).slice(1).toLowerCase();
  if (file.data.length > MAX_IMAGE_BYTES) throw fieldError(file.field, formatMessage(MESSAGES.fileTooBig, { file: file.filename }));
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) {
    throw fieldError(file.field, formatMessage(MESSAGES.imageTypeRefused, { file: file.filename, types: IMAGE_EXTENSIONS.join(', ') }));
  }
  if (!contentMatches(extension, file.data)) {
    throw fieldError(file.field, formatMessage(MESSAGES.imageInvalid, { file: file.filename, type: extension }));
  }
  if (extension !== 'svg') return { extension, data: checkedPixels(file, extension) };
  if (doctypeWithEntities.test(file.data.toString('utf8'))) {
    throw fieldError(file.field, formatMessage(MESSAGES.svgDoctype, { file: file.filename }));
  }
  const clean = sanitizeSvg(file.data.toString('utf8'));
  if (!/<svg[\s>]/i.test(clean)) throw fieldError(file.field, formatMessage(MESSAGES.imageInvalid, { file: file.filename, type: 'svg' }));
  return { extension, data: Buffer.from(clean, 'utf8') };
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

export const contentTypeOf = (name: string) => CONTENT_TYPES[path.extname(name).slice(1).toLowerCase()] ?? 'application/octet-stream';

/** Stores a checked image and answers its public path, /uploads/<random name>. */
export async function storeImage(files: FileStore, file: UploadedFile): Promise<string> {
  const { extension, data } = checkImage(file);
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  await files.put(name, contentTypeOf(name), data);
  return `${UPLOADS_PATH}${name}`;
}

/** The file-store name behind a public path of `storeImage`; undefined for other paths (outside images, demo logos). */
export function storedNameOf(publicPath: string): string | undefined {
  return publicPath.startsWith(UPLOADS_PATH) ? publicPath.slice(UPLOADS_PATH.length) : undefined;
}

/** Deletes an image stored by `storeImage`; other paths are left alone. */
export async function deleteStoredImage(files: FileStore, publicPath: string): Promise<void> {
  const name = storedNameOf(publicPath);
  if (name) await files.delete(name);
}
