import { expect, expectNoAxeViolations, test } from './fixtures.ts';

test.describe('the public shell on a phone', () => {
  test('hides the desktop navigation and the breadcrumb, and opens the slide-in menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/catalogues/catalogues');
    await expect(page.getByRole('button', { name: 'Repository' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Search' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Main navigation' });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: /Repository/ }).click();
    await expect(menu.getByRole('link')).toHaveText(['Publishers', 'Catalogues', 'Places', 'Holders']);
    await menu.getByRole('button', { name: 'Back' }).click();
    await expect(menu.getByRole('link', { name: 'Maps' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'English' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await menu.getByRole('link', { name: 'Maps' }).click();
    await expect(page).toHaveURL(/\/catalogues\/maps$/);
    await expect(menu).toBeHidden();
  });

  test('switches the language from the slide-in menu', async ({ page }) => {
    await page.goto('/catalogues/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Italian' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });
});
