import { expect, expectNoAxeViolations, signInAsStaff, test } from './fixtures.ts';

test.describe('dashboard: dates with their uncertainty', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsStaff(page);
  });

  test('shows the interval a date is read as, warns about one it cannot read, and takes a correction in EDTF', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const mainTitle = `E2E dated views ${Date.now()}`;
    await page.goto('/catalogues/dashboard/catalogues/create');
    await page.getByRole('textbox', { name: 'Main title' }).fill(mainTitle);
    const date = page.getByRole('textbox', { name: 'Date' });

    // Read as staff type: an approximate year with its window.
    await date.fill('ca. 1890');
    await expect(page.getByText('Understood as approximately 1890 · 1885–1895')).toBeVisible();
    await date.fill('1885–90');
    await expect(page.getByText('Understood as 1885–1890')).toBeVisible();

    // A date it cannot read: a warning, not an error; the date stays as written.
    await date.fill('vol. II');
    await expect(page.getByText('Not understood: kept as written, treated as undated')).toBeVisible();
    await expect(date).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    // A correction that is not EDTF is refused at its field; a valid one replaces the reading.
    const correction = page.getByRole('textbox', { name: 'Correct the reading (EDTF)' });
    await correction.fill('about 1886');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(correction).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText('Not valid EDTF: for example 1890~, 1885/1890, 1890?, 189X or ../1899'),
    ).toBeVisible();
    await correction.fill('1885/1888');
    await expect(page.getByText('Corrected by staff: 1885–1888')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Catalogue created')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/catalogues\/\d+$/);
    const id = /\/dashboard\/catalogues\/(\d+)$/.exec(page.url())?.[1];

    // Saved as written, with the staff's interval; the form shows the correction again.
    const saved = await (await page.request.get(`/api/catalogues/${id}`)).json();
    expect(saved.catalogue.editions[0]).toMatchObject({
      date: 'vol. II',
      dateEdtf: '1885/1888',
      dateFrom: '1885-01-01',
      dateTo: '1888-12-31',
      dateEdtfByStaff: true,
    });
    await expect(correction).toHaveValue('1885/1888');
    await expectNoAxeViolations(page);

    // Reset to the reading of the written date: undated again, once saved.
    await page.getByRole('button', { name: 'Read from the date again' }).click();
    await expect(correction).toHaveValue('');
    await expect(page.getByText('Not understood: kept as written, treated as undated')).toBeVisible();
    await date.fill('[1886?]');
    await expect(page.getByText('Understood as probably 1886 · 1885–1887')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Catalogue updated')).toBeVisible();
    await expectNoAxeViolations(page);
    const reread = await (await page.request.get(`/api/catalogues/${id}`)).json();
    expect(reread.catalogue.editions[0]).toMatchObject({
      date: '[1886?]',
      dateEdtf: '1886?',
      dateEdtfByStaff: false,
    });

    // The public page shows the date as written.
    await page.goto(`/catalogues/catalogues/${id}`);
    await expect(page.getByText('[1886?]').first()).toBeVisible();

    // Gone again, so other specs meet the demo data as it was.
    await page.goto(`/catalogues/dashboard?q=${encodeURIComponent(mainTitle)}`);
    await page
      .getByRole('row', { name: new RegExp(mainTitle) })
      .getByRole('button', { name: /^Delete: / })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Deleted successfully')).toBeVisible();
  });
});
