import type { Locator, Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  chooseOption,
  expect,
  expectNoAxeViolations,
  popoverClosed,
  signInAsStaff,
  test,
} from './fixtures.ts';

/** A small two-page PDF made on the spot. */
async function twoPagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of ['Catalogue of views, page one', 'Price list, page two']) {
    doc.addPage([300, 420]).drawText(text, { x: 30, y: 380, size: 12, font });
  }
  return Buffer.from(await doc.save());
}

/** Chooses a file through the button that opens the file chooser. */
async function chooseFile(
  page: Page,
  button: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

test.describe('dashboard: catalogues', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsStaff(page);
  });

  test('creates a catalogue with two editions and a PDF, shows it on the public site, edits it and deletes it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const mainTitle = `E2E views of Florence ${Date.now()}`;

    // The list, searched and paged, with its actions.
    await page.goto('/catalogues/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogues' })).toBeVisible();
    const firstRow = page.getByRole('table', { name: 'Catalogues' }).getByRole('row').nth(1);
    await expect(firstRow.getByRole('link', { name: /^View public page: / })).toBeVisible();
    await expectNoAxeViolations(page);

    // Create: the main title is required, and the error is announced at the field.
    await page.getByRole('link', { name: 'Create catalogue' }).click();
    await expect(page).toHaveURL(/\/dashboard\/catalogues\/create$/);
    await page.getByRole('button', { name: 'Save' }).click();
    const mainTitleField = page.getByRole('textbox', { name: 'Main title' });
    await expect(mainTitleField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Main Title is required')).toBeVisible();
    await expectNoAxeViolations(page);

    await mainTitleField.fill(mainTitle);
    // A publisher chosen from the searched suggestions.
    const publishers = await (await page.request.get('/api/publishers?per-page=1')).json();
    const publisherName: string = publishers.publishers[0].name;
    await chooseOption(
      page,
      page.getByRole('combobox', { name: 'Publisher' }),
      publisherName.slice(0, 6),
      publisherName,
      true,
    );
    await expect(page.getByRole('grid', { name: 'Selected: Publisher' }).getByRole('row')).toHaveText([
      publisherName,
    ]);
    const date = page.getByRole('textbox', { name: 'Date' });
    await date.fill('ca. 1875');
    await expect(page.getByText('Year: 1875')).toBeVisible();
    await date.press('Enter');
    await expect(page.getByText('Catalogue created')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/catalogues\/\d+$/);
    const id = /\/dashboard\/catalogues\/(\d+)$/.exec(page.url())?.[1];
    await expect(page.getByRole('heading', { level: 1, name: 'Edit catalogue' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Editions: add a second one, then give the first a PDF, with the upload's progress shown.
    await page
      .getByRole('navigation', { name: 'Catalogue sections' })
      .getByRole('link', { name: 'Editions' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Editions' })).toBeVisible();
    await page.getByRole('button', { name: 'Add edition' }).click();
    const added = page.getByRole('region', { name: 'Add edition' });
    await added.getByRole('textbox', { name: 'Date' }).fill('1880');
    await added.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Created successfully')).toBeVisible();
    const second = page.getByRole('region', { name: 'Edition 2' });
    await expect(second.getByText('1880')).toBeVisible();

    const first = page.getByRole('region', { name: 'Edition 1' });
    // The answer is held back a little, so the progress bar can be seen.
    await page.route('**/api/catalogues/*/editions/*/pdf', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const pdf = { name: 'views.pdf', mimeType: 'application/pdf', buffer: await twoPagePdf() };
    await chooseFile(page, first.getByRole('button', { name: 'Upload PDF' }), pdf);
    await expect(first.getByRole('progressbar', { name: 'Uploading…' })).toBeVisible();
    await expect(page.getByText('PDF uploaded successfully')).toBeVisible();
    await expect(first.getByText(/^2 pages, /)).toBeVisible();
    await page.unroute('**/api/catalogues/*/editions/*/pdf');
    // Replacing asks first; Cancel keeps the PDF.
    await chooseFile(page, first.getByRole('button', { name: 'Replace PDF' }), pdf);
    const replace = page.getByRole('alertdialog', {
      name: 'The current PDF will be replaced, do you want to proceed?',
    });
    await replace.getByRole('button', { name: 'Cancel' }).click();
    await expect(replace).toHaveCount(0);
    // A cover that is not an image is refused.
    await chooseFile(page, second.getByRole('button', { name: 'Upload cover image' }), {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(second.getByText('This image format is not allowed')).toBeVisible();
    await expectNoAxeViolations(page);

    // The public site: the catalogue with a tab per version, and the reader showing the PDF.
    await page.goto(`/catalogues/catalogues/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: mainTitle })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Catalogue versions' }).getByRole('tab');
    await expect(tabs).toHaveText(['First version', '2º versions']);
    await expect(page.getByRole('link', { name: publisherName }).first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: /^PDF reader: / }).getByRole('region', { name: /^Pages of / }),
    ).toHaveAttribute('data-first-page-rendered', 'true', { timeout: 20_000 });

    // Editing the main title and choosing the first version's rights statement change the public page.
    await page.goto(`/catalogues/dashboard/catalogues/${id}`);
    await page.getByRole('textbox', { name: 'Main title' }).fill(`${mainTitle} (revised)`);
    const rights = page.getByRole('button', { name: /Rights statement/ });
    await expect(rights).toHaveText(/None/);
    await rights.click();
    await page.getByRole('option', { name: 'CC BY 4.0 (Attribution)' }).click();
    await popoverClosed(page);
    await expect(rights).toHaveText(/CC BY 4\.0 \(Attribution\)/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Catalogue updated')).toBeVisible();
    await page.goto(`/catalogues/catalogues/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `${mainTitle} (revised)` })).toBeVisible();
    const licence = page.getByRole('link', { name: 'CC BY 4.0 (Attribution)' });
    await expect(licence).toHaveAttribute('href', 'http://creativecommons.org/licenses/by/4.0/');
    await expect(licence).toHaveAttribute('rel', 'license');

    // An edition can go, but not the last one: the server's refusal is shown.
    await page.goto(`/catalogues/dashboard/catalogues/${id}/editions`);
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this item?' });
    await page
      .getByRole('region', { name: 'Edition 2' })
      .getByRole('button', { name: 'Delete edition' })
      .click();
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('region', { name: 'Edition 2' })).toHaveCount(0);
    await page
      .getByRole('region', { name: 'Edition 1' })
      .getByRole('button', { name: 'Delete edition' })
      .click();
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('A catalogue needs at least one edition')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Edition 1' })).toBeVisible();

    // Deleting the catalogue from the list: it is gone there and on the public site.
    await page.goto(`/catalogues/dashboard?q=${encodeURIComponent(mainTitle)}`);
    const row = page.getByRole('row', { name: new RegExp(mainTitle) });
    await row.getByRole('button', { name: /^Delete: / }).click();
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.goto(`/catalogues/catalogues/${id}`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
