import { expect, expectNoAxeViolations, signInAsStaff, test } from './fixtures.ts';

test.describe('dashboard: holders', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsStaff(page);
  });

  test('creates a holder with validation, edits it, warns before leaving unsaved changes, and deletes it', async ({
    page,
  }) => {
    await page.goto('/catalogues/dashboard/holders');
    await expect(page.getByRole('heading', { level: 1, name: 'Holders' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Holders' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Create holder' }).click();
    await expect(page).toHaveURL(/\/dashboard\/holders\/create$/);
    // The section stays marked as current on its sub-pages, and only it.
    const sections = page.getByRole('navigation', { name: 'Dashboard navigation' });
    await expect(sections.getByRole('link', { name: 'Holders' })).toHaveAttribute('aria-current', 'page');
    await expect(sections.getByRole('link', { name: 'Catalogues' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    // An empty name is refused, with the error announced at the field.
    await page.getByRole('button', { name: 'Save' }).click();
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This field is required')).toBeVisible();
    await expectNoAxeViolations(page);

    await name.fill('Museo di prova e2e');
    await page.getByRole('textbox', { name: 'Label' }).fill('MPE');
    await page.getByRole('textbox', { name: 'Label' }).press('Enter');
    await expect(page.getByText('Created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/holders\/update\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit holder' })).toBeVisible();

    // Unsaved changes: leaving asks first; staying keeps the text.
    await page.getByRole('textbox', { name: 'Label' }).fill('MPE2');
    await page.getByRole('link', { name: 'Back to list' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Unsaved changes will be lost. Leave this page?' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Stay on page' }).click();
    await expect(page.getByRole('textbox', { name: 'Label' })).toHaveValue('MPE2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Updated successfully')).toBeVisible();
    await page.getByRole('link', { name: 'Back to list' }).click();
    await expect(page).toHaveURL(/\/dashboard\/holders$/);

    // The list finds it; Cancel keeps it, Ok deletes it.
    await page.getByRole('searchbox', { name: 'Search holders' }).fill('prova e2e');
    await expect(page).toHaveURL(/q=prova/);
    const row = page.getByRole('row', { name: /Museo di prova e2e/ });
    await expect(row).toContainText('MPE2');
    await row.getByRole('button', { name: 'Delete: Museo di prova e2e' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this item?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Delete: Museo di prova e2e' }).click();
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('refuses to delete a holder in use, and keeps it', async ({ page }) => {
    await page.goto('/catalogues/dashboard/holders');
    const used = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: /^[1-9]\d*$/ }) })
      .first();
    const holderName = (await used.getByRole('rowheader').textContent()) ?? '';
    await used.getByRole('button', { name: /^Delete: / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Error to delete holder, it is being used')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(holderName) }).first()).toBeVisible();
  });
});
