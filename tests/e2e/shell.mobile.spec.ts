import { expect, expectNoAxeViolations, staffToken, test } from './fixtures.ts';

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

test.describe('every screen fits a 320 px phone', () => {
  const routes = [
    '/catalogues/',
    '/catalogues/browse',
    '/catalogues/catalogues',
    '/catalogues/place',
    '/catalogues/publisher',
    '/catalogues/holders',
    '/catalogues/navigate-list',
    '/catalogues/search',
    '/catalogues/contextual-search',
    '/catalogues/maps',
    '/catalogues/maps/catalogues',
    '/catalogues/maps/publishers?view=list',
    '/catalogues/no-such-page',
  ];
  for (const route of routes) {
    test(`${route} scrolls only vertically`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('the dashboard on a phone', () => {
  test('keeps its sections in a drawer opened from the top bar', async ({ page }) => {
    const token = await staffToken(page);
    await page.addInitScript(
      (value) => window.localStorage.setItem('auth._token.local', `Bearer ${value}`),
      token,
    );
    await page.goto('/catalogues/dashboard');
    const sections = page.getByRole('navigation', { name: 'Dashboard navigation' });
    await expect(sections).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Dashboard' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Staff', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await drawer.getByRole('link', { name: 'Places' }).click();
    await expect(page).toHaveURL(/\/catalogues\/dashboard\/places$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
