import type { TGalleryImage } from '@mamt/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { GalleryPage } from '../src/features/gallery/gallery-page';
import { callsMade, stubCalls, type FakeAnswers } from './support/fake-api';
import { confirmWith, renderPage } from './support/render';
import { PROVIDER_ADMIN, signInAs } from './support/sessions';

/** The eight bytes every PNG starts with, and a little more: what the browser's check reads. */
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const pngFile = (name: string) => new File([PNG_BYTES], name, { type: 'image/png' });

const IMAGES: TGalleryImage[] = [
  { path: '/uploads/aaaa.png', caption: 'Lobby sign', width: 300, height: 100 },
  { path: '/uploads/bbbb.svg', caption: 'Badge', width: 64, height: 32 },
  { path: '/uploads/cccc.gif', caption: 'Spinner', width: 48, height: 48 },
];

beforeEach(() => {
  signInAs(PROVIDER_ADMIN);
});
afterEach(() => queryClient.clear());

/** /gallery with `images` listed and the other calls `answers`; /subscribers is where CANCEL leads. */
function renderGallery(answers: FakeAnswers = {}, images: TGalleryImage[] = IMAGES) {
  const fetch = stubCalls({ readGalleryFiles: () => ({ body: images }), ...answers });
  const view = renderPage('/gallery', <GalleryPage />, { '/subscribers': 'the subscribers list' });
  return { ...view, fetch, user: userEvent.setup() };
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('Gallery: the Upload Image card', () => {
  it('shows SAVE only once an image is chosen, with its preview; CANCEL goes to /subscribers', async () => {
    const { user, router } = renderGallery();
    await screen.findByRole('heading', { name: 'Upload Image' });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(fileInput().accept).toBe('.jpg,.jpeg,.gif,.png,.svg');
    await user.upload(fileInput(), pngFile('sign.png'));
    expect(await screen.findByRole('img', { name: 'Preview of sign.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/subscribers');
  });

  it("says 'Caption is mandatory to upload an image' under the caption, and sends nothing", async () => {
    const { user, fetch } = renderGallery();
    await user.upload(fileInput(), pngFile('sign.png'));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Caption/ })).toHaveAccessibleDescription('Caption is mandatory to upload an image'));
    expect(callsMade(fetch).map(([name]) => name)).not.toContain('uploadGalleryImage');
  });

  it("says 'Cant save without image' when the caption is sent with Enter before an image is chosen", async () => {
    const { user, fetch } = renderGallery();
    await user.type(await screen.findByRole('textbox', { name: /Caption/ }), 'Lobby sign{Enter}');
    expect(await screen.findByText('Cant save without image')).toBeInTheDocument();
    expect(callsMade(fetch).map(([name]) => name)).not.toContain('uploadGalleryImage');
  });

  it('refuses a file over 5242880 bytes in the browser with the spec message', async () => {
    const { user } = renderGallery();
    await user.upload(fileInput(), new File([new Uint8Array(5242881)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByText('huge.png file size is too big')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("uploads the caption and the image as multipart, toasts 'Image Uploaded', clears the card and reloads the grid", async () => {
    const sent: FormData[] = [];
    let listed = IMAGES;
    const stored = { path: '/uploads/dddd.png', caption: 'Front desk', width: 640, height: 480 };
    const { user } = renderGallery({
      readGalleryFiles: () => ({ body: listed }),
      uploadGalleryImage: (form) => {
        sent.push(form);
        listed = [stored, ...IMAGES];
        return { body: { message: 'Image Uploaded', message_id: 'imageUploaded', ...stored } };
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /Caption/ }), 'Front desk');
    await user.upload(fileInput(), pngFile('desk.png'));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Image Uploaded')).toBeInTheDocument();
    expect(sent[0]?.get('caption')).toBe('Front desk');
    expect((sent[0]?.get('image') as File).name).toBe('desk.png');
    expect(await screen.findByRole('button', { name: 'Open Front desk' })).toBeInTheDocument();
    expect(screen.getByText('640 × 480 px')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Caption/ })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("puts the server's refusal of the image under the image, in the user's words", async () => {
    const refusal = 'desk.png is not a valid png image';
    const { user } = renderGallery({
      uploadGalleryImage: () => ({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: refusal, messageId: 'imageInvalid', fieldErrors: { image: refusal }, fieldErrorIds: { image: { id: 'imageInvalid', params: { file: 'desk.png', type: 'png' } } } },
      }),
    });
    await user.type(await screen.findByRole('textbox', { name: /Caption/ }), 'Front desk');
    await user.upload(fileInput(), pngFile('desk.png'));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('button', { name: /Choose image/ })).toHaveAccessibleDescription(refusal);
  });
});

describe('Gallery: the Images grid and its lightbox', () => {
  it('lists each image with its caption and size, and tells the Notes', async () => {
    renderGallery();
    const grid = await screen.findByRole('list', { name: 'Images' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    expect(within(grid).getByText('300 × 100 px')).toBeInTheDocument();
    expect(screen.getByText('3 images')).toBeInTheDocument();
    expect(screen.getByText('Accepted formats: jpg, jpeg, gif, png, svg.')).toBeInTheDocument();
    expect(screen.getByText('At most 5 MB (5,242,880 bytes) per image.')).toBeInTheDocument();
    expect(screen.getByText(/Once uploaded, an image is public/)).toBeInTheDocument();
  });

  it('opens an image large with its caption; the arrows move round the ends and Escape closes', async () => {
    const { user } = renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Open Badge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Badge' });
    expect(within(dialog).getByRole('img', { name: 'Badge' })).toHaveAttribute('src', '/uploads/bbbb.svg');
    expect(within(dialog).getByText('Image 2 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Spinner' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Lobby sign' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: 'Spinner' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(await screen.findByRole('dialog', { name: 'Badge' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("deletes an image by its cross after a confirmation, and toasts 'Image Deleted'", async () => {
    let listed = IMAGES;
    const { user, fetch } = renderGallery({
      readGalleryFiles: () => ({ body: listed }),
      deleteGalleryImage: ({ path }) => {
        listed = IMAGES.filter((image) => image.path !== path);
        return { body: { message: 'Image Deleted', message_id: 'imageDeleted' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Badge' }));
    expect(await screen.findByText(/Delete the image "Badge"\?/)).toBeInTheDocument();
    await confirmWith(user, 'Delete');
    expect(await screen.findByText('Image Deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open Badge' })).toBeNull());
    expect(callsMade(fetch).find(([name]) => name === 'deleteGalleryImage')?.[1]).toEqual({ path: '/uploads/bbbb.svg' });
  });

  it('only logs a listing failure without a response, and shows one the server answered', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const view = renderPage('/gallery', <GalleryPage />);
    await waitFor(() => expect(logged).toHaveBeenCalledWith('The gallery images could not be loaded:', expect.any(String)));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('The server could not be reached. Please try again.')).toBeNull();
    view.unmount();
    queryClient.clear();

    renderGallery({ readGalleryFiles: () => ({ status: 403, body: { code: 'FORBIDDEN', message: 'You are not allowed to do this.', messageId: 'notAllowed' } }) });
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
  });
});
