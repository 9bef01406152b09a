import type { TestApp } from '../helper.js';
import { multipart, type Part } from './multipart.js';
import { PNG } from './white-label-upload.js';

/** A text caption and an image under the part name the call reads (`image`). */
export function galleryParts(caption: string, file?: { filename: string; data: Buffer; contentType?: string }): Part[] {
  const parts: Part[] = [{ name: 'caption', value: caption }];
  if (file) parts.push({ name: 'image', filename: file.filename, contentType: file.contentType ?? 'application/octet-stream', data: file.data });
  return parts;
}

export function uploadToGallery(t: TestApp, token: string | undefined, parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url: '/api/v1/uploadGalleryImage', headers: { ...body.headers, ...(token ? { token } : {}) }, payload: body.payload });
}

/** A 1x1 PNG stored in the gallery by the super tenant's administrator; its path. */
export async function throwawayGalleryImage(t: TestApp, superToken: string): Promise<string> {
  const answer = await uploadToGallery(t, superToken, galleryParts('Throwaway', { filename: 'dot.png', data: PNG, contentType: 'image/png' }));
  if (answer.statusCode !== 200) throw new Error(`gallery image not stored: ${answer.body}`);
  return (answer.json() as { path: string }).path;
}
