import { IMAGE_EXTENSIONS, MAX_IMAGE_BYTES, MESSAGES, formatMessage } from '@mamt/contract';

export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The browser's early check, with the server's catalog messages; the server checks size, extension and content again. */
export function checkImageFile(file: File): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return formatMessage(MESSAGES.imageTypeRefused, { file: file.name, types: IMAGE_EXTENSIONS.join(', ') }).text;
  if (file.size > MAX_IMAGE_BYTES) return formatMessage(MESSAGES.fileTooBig, { file: file.name }).text;
  return null;
}
