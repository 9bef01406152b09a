import { expect, test, type Page } from '@playwright/test';
import { callApi, callApiOk } from '../support/api';
import { expectNoSeriousViolations, useTheme } from '../support/axe';
import { signIn } from '../support/session';

/** Takes away the notes a run added (found by title), so a retry starts from the same timeline. */
async function removeNotes(page: Page, prefix: string) {
  const notes = await callApiOk(page, 'releaseNotesSummary', {});
  for (const note of notes.filter((row) => row.title.startsWith(prefix))) await callApi(page, 'deleteReleaseNotes', { id: note.id });
}

const editor = (page: Page) => page.getByRole('textbox', { name: 'Description' });

test('the super tenant adds a note with bold text and a link, edits it and deletes it', async ({ page }) => {
  test.setTimeout(90_000);
  const title = `Faster sends ${Date.now().toString(36)}`;
  await signIn(page, 'demo', 'admin');
  try {
    await page.goto('/ReleaseNotes');
    await expect(page.getByRole('heading', { level: 1, name: 'Release Notes' })).toBeVisible();
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notes' });
    await expect(dialog).toBeVisible();

    // Title and description are required, with the words of document 3 §5 (the date starts on today).
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByText('Title and description are required')).toHaveCount(2);

    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await editor(page).click();
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Thousands of QR codes');
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' in one send; read ');
    await page.keyboard.type('the guide');
    for (let i = 0; i < 'the guide'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    await dialog.getByRole('button', { name: 'Link', exact: true }).click();
    await page.getByRole('textbox', { name: 'Link address' }).fill('https://docs.example.com/qr');
    await page.getByRole('textbox', { name: 'Link address' }).press('Enter');
    await expect(editor(page).locator('a[href="https://docs.example.com/qr"]')).toHaveText('the guide');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Note Created Successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('article', { name: title });
    await expect(card.locator('strong')).toHaveText('Thousands of QR codes');
    const link = card.getByRole('link', { name: 'the guide' });
    await expect(link).toHaveAttribute('href', 'https://docs.example.com/qr');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');

    await card.getByRole('button', { name: `Edit the note ${title}` }).click();
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await expect(editor(page).locator('strong')).toHaveText('Thousands of QR codes');
    await dialog.getByRole('textbox', { name: 'Title' }).fill(`${title} (edited)`);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    // The toast of the first save may still show beside this one.
    await expect(page.getByText('Note Created Successfully').last()).toBeVisible();
    const edited = page.getByRole('article', { name: `${title} (edited)` });
    await expect(edited.locator('strong')).toHaveText('Thousands of QR codes');
    await expectNoSeriousViolations(page, 'release notes with a toast showing');

    await edited.getByRole('button', { name: `Delete the note ${title} (edited)` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Note Deleted Successfully')).toBeVisible();
    await expect(edited).toHaveCount(0);
  } finally {
    await removeNotes(page, title);
  }
});

test('a tenant administrator reads the timeline, newest first, without the buttons', async ({ page }) => {
  await signIn(page, 'acme', 'acme-admin');
  await page.goto('/ReleaseNotes');
  await expect(page.getByRole('heading', { level: 1, name: 'Release Notes' })).toBeVisible();
  const notes = page.getByRole('article');
  await expect(notes.first()).toBeVisible();
  const dates = await notes.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(dates.length).toBeGreaterThanOrEqual(2);
  expect([...dates].sort().reverse()).toEqual(dates);
  await expect(page.getByText('November 20, 2026')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit the note/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete the note/ })).toHaveCount(0);
  await expect(page.locator('.first-load-loader')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('release-notes-tenant-admin.png'), fullPage: true });
  await expectNoSeriousViolations(page, 'release notes, tenant admin');
});

test.describe('in Spanish at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const theme of ['light', 'dark-only'] as const) {
    test(`the super tenant's timeline and Notes modal fit the phone and pass axe (${theme})`, async ({ page }) => {
      await signIn(page, 'demo', 'admin');
      await useTheme(page, { language: 'es', layout_version: theme, direction: 'ltr' });
      await page.goto('/ReleaseNotes');
      await expect(page.getByRole('heading', { level: 1, name: 'Notas de versión' })).toBeVisible();
      await expect(page.getByText('20 de noviembre de 2026')).toBeVisible();
      await expect(page.locator('.first-load-loader')).toHaveCount(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await expectNoSeriousViolations(page, `release notes, es, 390 px, ${theme}`);
      await page.getByRole('button', { name: 'Añadir nuevo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Notas' });
      await expect(dialog.getByRole('textbox', { name: 'Descripción' })).toBeVisible();
      // A new note starts on today, written out in Spanish ("26 de noviembre de 2026").
      await expect(dialog.getByRole('button', { name: 'Fecha' })).toHaveText(new RegExp(`^\\d{1,2} de [a-z]+ de ${new Date().getFullYear()}$`));
      await expect(dialog.getByRole('button', { name: 'Negrita' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(dialog.getByText('El título y la descripción son obligatorios')).toHaveCount(2);
      await page.screenshot({ path: test.info().outputPath(`release-notes-es-390-${theme}.png`), fullPage: true });
      await expectNoSeriousViolations(page, `Notes modal, es, 390 px, ${theme}`);
    });
  }
});
