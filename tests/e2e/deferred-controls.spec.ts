import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/** Holds back the chunk whose name starts with `chunk` until `release()` is called. */
async function holdChunk(page: Page, chunk: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * A menu button pressed with Enter while its code (`chunk`) is held back: nothing opens yet; once
 * the code arrives the menu opens with `firstItem` focused, and Escape closes it back onto the button.
 */
async function expectMenuOpenedBeforeItsCode(
  page: Page,
  {
    chunk,
    url,
    button,
    firstItem,
    menu,
  }: { chunk: string; url: string; button: string; firstItem: RegExp | string; menu?: string },
  whileOpen: () => Promise<void> = async () => {},
) {
  const release = await holdChunk(page, chunk);
  await page.goto(url);
  const trigger = page.getByRole('button', { name: button });
  await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toHaveCount(0);
  release();
  if (menu) await expect(page.getByRole('menu', { name: menu })).toBeVisible();
  const items = menu ? page.getByRole('menu', { name: menu }) : page;
  await expect(items.getByRole('menuitem', { name: firstItem })).toBeFocused();
  await whileOpen();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: button })).toBeFocused();
}

test.describe('controls whose code arrives after the first paint', () => {
  test('the Repository menu opened with the keyboard before its code arrived opens on its first item', async ({
    page,
  }) => {
    await expectMenuOpenedBeforeItsCode(page, {
      chunk: 'header-menus',
      url: '/catalogues/',
      button: 'Repository',
      menu: 'Repository',
      firstItem: 'Publishers',
    });
  });

  test('a focused placeholder hands its focus to the real button when the code arrives', async ({ page }) => {
    const release = await holdChunk(page, 'header-menus');
    await page.goto('/catalogues/');
    await page.getByRole('button', { name: /Change language/ }).focus();
    const arrived = page.waitForResponse(/\/assets\/header-menus-/);
    release();
    await arrived;
    await expect(page.getByRole('button', { name: /Change language/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu', { name: 'Change language' })).toBeVisible();
  });

  test('the login button clicked before its menu arrived opens the login form, and Escape comes back to it', async ({
    page,
  }) => {
    const release = await holdChunk(page, 'login-menu');
    await page.goto('/catalogues/');
    await page.getByRole('button', { name: 'Staff sign-in' }).click();
    release();
    await expect(page.getByRole('dialog', { name: 'Staff sign-in' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Staff sign-in' })).toBeFocused();
  });

  test('the collection opened before its panel arrived shows the panel once it has', async ({ page }) => {
    const release = await holdChunk(page, 'collection-panel');
    await page.goto('/catalogues/');
    const widget = page.getByRole('button', { name: /^Collection:/ });
    await widget.focus();
    await page.keyboard.press('Enter');
    await expect(widget).toHaveAttribute('aria-expanded', 'true');
    release();
    await expect(page.getByRole('heading', { name: /Catalogues \(0\)/ })).toBeVisible();
  });

  test('the Export menu opened with the keyboard before its code arrived opens on its first format', async ({
    page,
  }) => {
    await expectMenuOpenedBeforeItsCode(
      page,
      { chunk: 'export-menu-trigger', url: '/catalogues/catalogues', button: 'Export', firstItem: /BibTeX/ },
      () => expectNoAxeViolations(page),
    );
  });

  test('the sort order opened with the keyboard before its code arrived lists the orders, and a choice sorts', async ({
    page,
  }) => {
    const release = await holdChunk(page, 'select');
    await page.goto('/catalogues/catalogues');
    const sort = page.getByRole('button', { name: /Sort by/ });
    await expect(sort).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(sort).toHaveAccessibleName('Title Sort by');
    await sort.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    release();
    const orders = page.getByRole('listbox', { name: /Sort by/ });
    await expect(orders.getByRole('option')).toHaveText(['Title', 'Year', 'Recently added']);
    await expectNoAxeViolations(page);
    await orders.getByRole('option', { name: 'Year' }).click();
    await expect(page).toHaveURL(/sort=year/);
    await expect(page.getByRole('button', { name: /Sort by/ })).toHaveAccessibleName('Year Sort by');
  });

  test('the Filters button pressed before the drawer’s code arrived opens the drawer once it has', async ({
    page,
  }) => {
    const release = await holdChunk(page, 'drawer');
    await page.goto('/catalogues/catalogues');
    const filters = page.getByRole('button', { name: 'Filters' });
    await filters.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/filterDrawer=true/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await expect(drawer).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).not.toHaveURL(/filterDrawer=true/);
    await expect(filters).toBeFocused();
  });

  test("the menus' code is not fetched while the page loads, but once the loaded page is left alone", async ({
    page,
  }) => {
    const menusArrived = page.waitForResponse(/\/assets\/header-menus-/);
    await page.goto('/catalogues/');
    await menusArrived;
    const { loaded, menusRequested } = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const menus = performance.getEntriesByType('resource').find(({ name }) => /\/header-menus-/.test(name));
      return {
        loaded: navigation?.loadEventEnd ?? Number.NaN,
        menusRequested: menus?.startTime ?? Number.NaN,
      };
    });
    expect(loaded).toBeGreaterThan(0);
    expect(menusRequested).toBeGreaterThanOrEqual(loaded);
    // Loaded without any interaction, the menu opens as before.
    await page.getByRole('button', { name: 'Repository' }).click();
    await expect(page.getByRole('menu', { name: 'Repository' })).toBeVisible();
  });
});
