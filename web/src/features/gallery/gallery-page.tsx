import type { TGalleryImage } from '@mamt/contract';
import { SimpleGrid, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../components/confirm-delete';
import { PageTitle } from '../../components/page-title';
import { notifyError } from '../../lib/notify';
import { RpcError } from '../../lib/rpc';
import { useDeleteGalleryImage } from './api/delete-gallery-image';
import { useGalleryImages } from './api/read-gallery-files';
import { ImagesCard } from './components/images-card';
import { Lightbox } from './components/lightbox';
import { NotesCard } from './components/notes-card';
import { UploadCard } from './components/upload-card';

const NO_IMAGES: TGalleryImage[] = [];

/** /gallery (document 3): the Upload Image and Notes cards, then the Images grid with its lightbox. */
export function GalleryPage() {
  const { t } = useTranslation('gallery');
  const images = useGalleryImages();
  const remove = useDeleteGalleryImage();
  const [shown, setShown] = useState<number | null>(null);
  const list = images.data ?? NO_IMAGES;
  // The list may have shrunk under the lightbox (a delete in another tab, then a reload).
  const shownIndex = shown !== null && shown < list.length ? shown : null;

  // Document 3 §8: a listing failure without a response is only logged; one the server answered is shown.
  useEffect(() => {
    if (!images.error) return;
    if (images.error instanceof RpcError && images.error.status === 0) console.error('The gallery images could not be loaded:', images.error.message);
    else notifyError(images.error);
  }, [images.error]);


  const askDelete = (image: TGalleryImage) =>
    confirmDelete({ title: t('delete.title'), text: t('delete.text', { caption: image.caption }) }, (callbacks) => remove.mutate({ path: image.path }, callbacks));

  return (
    <Stack gap="md">
      <PageTitle>{t('title')}</PageTitle>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <UploadCard />
        <NotesCard />
      </SimpleGrid>
      <ImagesCard images={list} loading={images.isLoading} onOpen={setShown} onDelete={askDelete} />
      <Lightbox images={list} index={shownIndex} onMove={setShown} onClose={() => setShown(null)} />
    </Stack>
  );
}
