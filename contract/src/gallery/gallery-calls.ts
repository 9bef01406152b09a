import { z } from 'zod';
import { superTenant } from '../access.js';
import { ZActingUser, ZMessageFields } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { scope } from '../scope.js';
import { GALLERY_IMAGE_FILE, ZGalleryDelete, ZGalleryImage, ZGalleryUploadForm } from './gallery-fields.js';

/** The Gallery is the super tenant's administrators' alone (document 1 §6, document 3 §6). */
const superTenantAdmin = superTenant('admin');

export const readGalleryFiles = defineCall({
  name: 'readGalleryFiles',
  summary: 'The gallery images, newest first: path, caption, width and height. Super tenant administrators only.',
  access: superTenantAdmin,
  scope: scope.provider,
  effect: 'read',
  input: z.object({ ...ZActingUser }),
  output: z.array(ZGalleryImage),
});

export const uploadGalleryImage = defineCall({
  name: 'uploadGalleryImage',
  summary:
    'Stores one image (jpg, jpeg, gif, png or svg, at most 5242880 bytes, its content checked, an svg sanitised) with its caption; answers the stored image with its width and height. Super tenant administrators only.',
  access: superTenantAdmin,
  scope: scope.provider,
  effect: 'write',
  body: { kind: 'multipart', files: [GALLERY_IMAGE_FILE] },
  input: ZGalleryUploadForm,
  output: ZGalleryImage.extend(ZMessageFields),
});

export const deleteGalleryImage = defineCall({
  name: 'deleteGalleryImage',
  summary: 'Deletes a gallery image and its stored file, named by its path; answers "Image Deleted". Super tenant administrators only.',
  access: superTenantAdmin,
  scope: scope.provider,
  effect: 'write',
  input: ZGalleryDelete,
  output: z.object(ZMessageFields),
});
