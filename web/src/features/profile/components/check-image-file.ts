import { FILE_TOO_BIG, IMAGE_EXTENSIONS, MAX_IMAGE_BYTES } from '@mamt/contract';

export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The browser's early check; the server checks size, extension and content again. */
export function checkImageFile(file: File): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return `${file.name}: ${IMAGE_EXTENSIONS.join(', ')}`;
  if (file.size > MAX_IMAGE_BYTES) return `${file.name}${FILE_TOO_BIG}`;
  return null;
}
