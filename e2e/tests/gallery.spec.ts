import { expect, test, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { callApi, callApiOk } from '../support/api';
import { expectNoSeriousViolations, useTheme } from '../support/axe';
import { expectNoSidewaysScroll, keepScreenshot } from '../support/regions';
import { signIn } from '../support/session';

type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/** A real PNG of `width` x `height`, made here, so the browser draws what was uploaded. */
function pngFile(name: string, width: number, height: number): UploadFile {
  const image = new PNG({ width, height });
  for (let i = 0; i < image.data.length; i += 4) image.data.set([30, 110, 190, 255], i);
  return { name, mimeType: 'image/png', buffer: PNG.sync.write(image) };
}

const svgFile = (name: string): UploadFile => ({
  name,
  mimeType: 'image/svg+xml',
  buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 32"><rect width="64" height="32" fill="#2a7"/></svg>'),
});

/** Chooses a file with the card's button, as a person does through the file dialog. */
async function chooseImage(page: Page, button: string | RegExp, file: UploadFile) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

/** Stores an image through the API (a multipart request, as the console sends it); its path. */
async function storeImage(page: Page, caption: string, file: UploadFile): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.post('/api/v1/uploadGalleryImage', { headers: { Token: token ?? '' }, multipart: { caption, image: file } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { path: string }).path;
}

/** Takes away the images a run added (found by caption), so a retry starts from the same gallery. */
async function removeImages(page: Page, prefix: string) {
  const images = await callApiOk(page, 'readGalleryFiles', {});
  for (const image of images.filter((row) => row.caption.startsWith(prefix))) await callApi(page, 'deleteGalleryImage', { path: image.path });
}

/** The size the browser decoded an image at: 0 when it drew nothing. */
const naturalWidth = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.naturalWidth);

test('the super tenant uploads images, opens them in the lightbox and deletes one', async ({ page }) => {
  test.setTimeout(90_000);
  const run = `Gallery ${Date.now().toString(36)}`;
  await signIn(page, 'demo', 'admin');
  try {
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Notes' })).toBeVisible();
    await expect(page.getByText(/Once uploaded, an image is public/)).toBeVisible();
    // SAVE shows only once an image is chosen (document 3); the browser refuses what the server would.
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    const big = pngFile('big.png', 4, 4);
    await chooseImage(page, /^Choose image/, { ...big, buffer: Buffer.concat([big.buffer, Buffer.alloc(5242881 - big.buffer.length)]) });
    await expect(page.getByText('big.png file size is too big')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

    await chooseImage(page, /^Choose image/, pngFile('banner.png', 40, 20));
    await expect(page.getByRole('img', { name: 'Preview of banner.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Caption is mandatory to upload an image')).toBeVisible();

    await page.getByRole('textbox', { name: 'Caption' }).fill(`${run} banner`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Image Uploaded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Caption' })).toHaveValue('');
    const banner = page.getByRole('listitem').filter({ hasText: `${run} banner` });
    await expect(banner.getByText('40 × 20 px')).toBeVisible();
    await expect.poll(() => naturalWidth(banner.locator('img'))).toBe(40);

    await page.getByRole('textbox', { name: 'Caption' }).fill(`${run} badge`);
    await chooseImage(page, /^Choose image/, svgFile('badge.svg'));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: `${run} badge` }).getByText('64 × 32 px')).toBeVisible();

    // The newest comes first: the badge, then the banner.
    await page.getByRole('button', { name: `Open ${run} badge` }).click();
    const lightbox = page.getByRole('dialog', { name: `${run} badge` });
    await expect(lightbox.getByRole('img', { name: `${run} badge` })).toBeVisible();
    await expect(lightbox.getByText('64 × 32 px')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    const next = page.getByRole('dialog', { name: `${run} banner` });
    await expect(next.getByText('40 × 20 px')).toBeVisible();
    await expect.poll(() => naturalWidth(next.getByRole('img', { name: `${run} banner` }))).toBe(40);
    await expectNoSeriousViolations(page, 'gallery lightbox');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: `${run} badge` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const path = (await callApiOk(page, 'readGalleryFiles', {})).find((image) => image.caption === `${run} banner`)?.path as string;
    await page.getByRole('button', { name: `Delete ${run} banner` }).click();
    await expect(page.getByRole('dialog').getByText(`Delete the image "${run} banner"?`)).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Image Deleted')).toBeVisible();
    await expect(banner).toHaveCount(0);
    expect((await page.request.get(path)).status()).toBe(404);
    await expectNoSeriousViolations(page, 'gallery with a toast showing');
  } finally {
    await removeImages(page, run);
  }
});

test('a tenant administrator has no gallery: no sidebar item, and /gallery leads to the dashboard', async ({ page }) => {
  await signIn(page, 'acme', 'acme-admin');
  await expect(page.getByRole('link', { name: 'Gallery' })).toHaveCount(0);
  await page.goto('/gallery');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test.describe('in Spanish at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const theme of ['light', 'dark-only'] as const) {
    test(`the gallery, its messages and its lightbox fit the phone and pass axe (${theme})`, async ({ page }) => {
      test.setTimeout(60_000);
      const run = `Galería ${theme} ${Date.now().toString(36)}`;
      await signIn(page, 'demo', 'admin');
      try {
        await storeImage(page, `${run} cartel`, pngFile('cartel.png', 120, 60));
        await useTheme(page, { language: 'es', layout_version: theme, direction: 'ltr' });
        await page.goto('/gallery');
        await expect(page.getByRole('heading', { level: 1, name: 'Galería' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Subir imagen' })).toBeVisible();
        await expect(page.getByRole('listitem').filter({ hasText: `${run} cartel` }).getByText('120 × 60 px')).toBeVisible();

        await chooseImage(page, /^Elegir imagen/, pngFile('logo.png', 8, 8));
        await page.getByRole('button', { name: 'Guardar' }).click();
        await expect(page.getByText('El título es obligatorio para subir una imagen')).toBeVisible();
        await expectNoSidewaysScroll(page);
        await keepScreenshot(page, `gallery-es-390-${theme}`);
        await expectNoSeriousViolations(page, `gallery, es, 390 px, ${theme}`);

        await page.getByRole('button', { name: `Abrir ${run} cartel` }).click();
        const lightbox = page.getByRole('dialog', { name: `${run} cartel` });
        await expect(lightbox.getByText(/^Imagen \d+ de \d+$/)).toBeVisible();
        await expect(lightbox.getByRole('button', { name: 'Imagen siguiente' })).toBeVisible();
        await expectNoSidewaysScroll(page);
        await page.screenshot({ path: test.info().outputPath(`gallery-lightbox-es-390-${theme}.png`) });
        await expectNoSeriousViolations(page, `gallery lightbox, es, 390 px, ${theme}`);
      } finally {
        await removeImages(page, run);
      }
    });
  }
});
