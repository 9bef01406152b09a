/**
 * Messages of the Gallery (document 3). The spec's own ('Caption is mandatory to upload an image',
 * 'Cant save without image', 'Image Deleted') are in messages/texts/spec-areas.ts; the upload checks shared
 * with every other upload (size, type, content) are in messages/texts/accounts.ts.
 */
export const GALLERY_TEXTS = {
  imageUploaded: 'Image Uploaded',
  galleryPathRequired: 'Give the path of the image to delete',
  galleryImageNotFound: 'No gallery image is stored at this path',
  svgSizeUnknown: '{file} gives no size: an svg image needs a width and a height, or a viewBox',
} as const;
