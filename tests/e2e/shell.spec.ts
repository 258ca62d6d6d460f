import { expect, expectNoAxeViolations, staffToken, test } from './fixtures.ts';

test.describe('the public shell on a desktop', () => {
  test('shows the header, navigation, the home page with real counts and the footer', async ({ page }) => {
    await page.goto('/catalogues/');
    await expect(page.getByRole('link', { name: 'Photographers’ Catalogues' })).toBeVisible();
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    for (const entry of ['Browse', 'Search', 'Contextual search', 'Maps', 'Navigate list']) {
      await expect(navigation.getByRole('link', { name: entry, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /Catalogues\s*\d+ catalogues/ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
    await expectNoAxeViolations(page);
  });

  test('opens the Repository submenu with publishers, catalogues, places and holders', async ({ page }) => {
    await page.goto('/catalogues/');
    await page.getByRole('button', { name: 'Repository' }).click();
    const menu = page.getByRole('menu', { name: 'Repository' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Publishers', 'Catalogues', 'Places', 'Holders']);
    await menu.getByRole('menuitem', { name: 'Places' }).click();
    await expect(page).toHaveURL(/\/catalogues\/place$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Places' })).toBeVisible();
  });

  test('shows a breadcrumb whose last item is the current page', async ({ page }) => {
    await page.goto('/catalogues/maps/catalogues');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Maps']);
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Catalogues');
    await breadcrumb.getByRole('link', { name: 'Maps' }).click();
    await expect(page).toHaveURL(/\/catalogues\/maps$/);
  });

  test('works with the keyboard alone: skip link, navigation and menus', async ({ page }) => {
    await page.goto('/catalogues/');
    await expect(page.getByRole('link', { name: /Holders\s*\d+ holders/ })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Repository' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu', { name: 'Repository' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('answers an unknown address with Page not found and a back button', async ({ page }) => {
    await page.goto('/catalogues/');
    await page.goto('/catalogues/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/catalogues\/$/);
  });

  test('sends /publishers to the publishers list at /publisher', async ({ page }) => {
    await page.goto('/catalogues/publishers');
    // The list may already have appended pages (page=3) when the end of a short list is in view.
    await expect(page).toHaveURL(/\/catalogues\/publisher(\?page=\d+)?$/);
  });
});

test.describe('the cookie banner', () => {
  test.use({ acceptCookies: false });

  test('stays until OK, which sets the allow-cookies cookie for 30 days on path /', async ({
    page,
    context,
  }) => {
    await page.goto('/catalogues/');
    const banner = page.getByRole('region', { name: /cookies/i });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'OK' }).click();
    await expect(banner).toHaveCount(0);
    // The banner goes as OK is pressed; the cookie is written just after.
    const allowCookie = async () =>
      (await context.cookies()).find((candidate) => candidate.name === 'allow-cookies');
    await expect.poll(async () => (await allowCookie())?.path).toBe('/');
    const cookie = await allowCookie();
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Photographers’ Catalogues' })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});

test.describe('languages', () => {
  test('a language staff add appears in the switcher, in English until translated', async ({ page }) => {
    const token = await staffToken(page);
    const added = await page.request.post('/api/projects/languages', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: 'Français', prefix: 'FR' },
    });
    expect([201, 409]).toContain(added.status());
    await page.goto('/catalogues/');
    await page.getByRole('button', { name: /Change language/ }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('link', { name: 'Search', exact: true })).toBeVisible();
  });

  test('switches to German and back, with the html lang following', async ({ page }) => {
    await page.goto('/catalogues/');
    await page.getByRole('button', { name: /Change language/ }).click();
    await page.getByRole('menuitem', { name: 'German' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(navigation.getByRole('link', { name: 'Suche', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByRole('button', { name: /Sprache/ }).click();
    await page.getByRole('menuitem', { name: 'Englisch' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Search' }).first()).toBeVisible();
  });
});

test.describe('when the services answer slowly or fail', () => {
  test('the breadcrumb shows a skeleton while requests run', async ({ page }) => {
    await page.goto('/catalogues/catalogues');
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
    await page.route('**/api/projects/translations/IT/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole('button', { name: /Change language/ }).click();
    await page.getByRole('menuitem', { name: 'Italian' }).click();
    await expect(page.getByTestId('breadcrumb-skeleton')).toBeVisible();
    await expect(page.getByTestId('breadcrumb-skeleton')).toBeHidden({ timeout: 10_000 });
    await expect(
      page
        .getByRole('navigation', { name: /Percorso|Breadcrumb/ })
        .getByRole('link')
        .first(),
    ).toBeVisible();
  });

  test('a failing language switch shows an error notification and keeps the built-in texts', async ({
    page,
  }) => {
    await page.goto('/catalogues/');
    await page.route('**/api/projects/translations/DE/**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'service_unavailable',
        }),
      }),
    );
    await page.getByRole('button', { name: /Change language/ }).click();
    await page.getByRole('menuitem', { name: 'German' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /Dienst nicht verfügbar|Service unavailable/ })
        .first(),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: 'Suche', exact: true })).toBeVisible();
  });
});
