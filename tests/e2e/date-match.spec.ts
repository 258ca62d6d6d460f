import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/**
 * The switch "only dates certainly inside the range" (issue 17): the year filters match an
 * edition's dated interval by overlap; the switch keeps only those certainly inside the years.
 * The demo collection has a catalogue dated "ca. 1890": it overlaps 1889–1891 but may be from
 * 1887, so it is in the list by overlap and not with the switch on.
 */

const switchName = 'Only dates certainly inside the range';
const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /About [\d,]+ results/ });
const countOf = async (page: Page) =>
  Number(((await resultCount(page).textContent()) ?? '').replace(/\D/g, ''));
const activeFilters = (page: Page) => page.getByRole('region', { name: 'Filters' });

/** The API's own total for a list call, to compare the screen with. */
async function apiTotal(page: Page, path: string): Promise<number> {
  const response = await page.request.get(`/api/${path}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).pagination.count;
}

/** The catalogues of 1889–1891 by overlap and certainly inside: "ca. 1890" makes them differ. */
async function totals(page: Page) {
  const overlap = await apiTotal(page, 'catalogues?date-begin=1889&date-end=1891&per-page=1');
  const certainly = await apiTotal(
    page,
    'catalogues?date-begin=1889&date-end=1891&date-match=within&per-page=1',
  );
  expect(certainly).toBeLessThan(overlap);
  return { overlap, certainly };
}

/** Presses the switch with the keyboard and waits for the call it makes. */
async function toggleWithKeyboard(page: Page, control: Locator, call: (url: URL) => boolean) {
  const request = page.waitForRequest((request) => call(new URL(request.url())));
  await control.focus();
  await page.keyboard.press('Space');
  return request;
}

test.describe('only dates certainly inside the range', () => {
  test('the catalogue list: a keyboard switch in the filter drawer narrows the list', async ({ page }) => {
    test.setTimeout(90_000);
    // No years yet: the switch is there, disabled, and says why.
    await page.goto('/catalogues/catalogues?filterDrawer=true');
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    const within = drawer.getByRole('switch', { name: switchName });
    await expect(within).toBeDisabled();
    await expect(within).toHaveAccessibleDescription('Choose a range of years first.');

    await page.goto('/catalogues/catalogues?yearFrom=1889&yearTo=1891&filterDrawer=true');
    await expect(within).toBeEnabled();
    await expect(within).not.toBeChecked();
    await expect(within).toHaveAccessibleDescription(
      /counts only if all of its possible years lie in the range/,
    );
    const { overlap, certainly } = await totals(page);
    await expect.poll(() => countOf(page)).toBe(overlap);

    const call = await toggleWithKeyboard(
      page,
      within,
      (url) => url.pathname === '/api/catalogues' && url.searchParams.get('date-match') === 'within',
    );
    expect(new URL(call.url()).searchParams.get('date-begin')).toBe('1889');
    await expect(within).toBeChecked();
    await expect(page).toHaveURL(/[?&]dateMatch=within/);
    await expect.poll(() => countOf(page)).toBe(certainly);
    await expectNoAxeViolations(page);

    // Off again with the keyboard: back to every date that overlaps.
    await page.keyboard.press('Space');
    await expect(within).not.toBeChecked();
    await expect(page).not.toHaveURL(/dateMatch/);
    await expect.poll(() => countOf(page)).toBe(overlap);
  });

  test('the catalogue list: a shared link restores the switch, the export carries it, the years chip takes it away', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/catalogues/catalogues?yearFrom=1889&yearTo=1891&dateMatch=within');
    const { certainly } = await totals(page);
    await expect.poll(() => countOf(page)).toBe(certainly);
    await expect(activeFilters(page).getByText(switchName)).toBeVisible();

    // The export holds what the list shows: its call carries the switch.
    await page.getByRole('button', { name: 'Export' }).click();
    const exporting = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === '/api/catalogues' && url.searchParams.get('format') === 'csv';
    });
    await page.getByRole('menuitem', { name: /CSV/ }).click();
    expect(new URL((await exporting).url()).searchParams.get('date-match')).toBe('within');

    await activeFilters(page)
      .getByRole('button', { name: /^Remove: Years/ })
      .click();
    await expect(page).not.toHaveURL(/dateMatch|yearFrom/);
    await expect(activeFilters(page)).toHaveCount(0);
  });

  test('an unknown value in a link falls back to overlap', async ({ page }) => {
    await page.goto('/catalogues/catalogues?yearFrom=1889&yearTo=1891&dateMatch=sometimes');
    const overlap = await apiTotal(page, 'catalogues?date-begin=1889&date-end=1891&per-page=1');
    await expect.poll(() => countOf(page)).toBe(overlap);
    await expect(activeFilters(page).getByText(switchName)).toHaveCount(0);
  });

  test('the publisher list and the PDF search carry the switch to their calls', async ({ page }) => {
    await page.goto('/catalogues/publisher/?yearFrom=1889&yearTo=1891&filterDrawer=true');
    const publishers = page
      .getByRole('dialog', { name: 'Filters' })
      .getByRole('switch', { name: switchName });
    await toggleWithKeyboard(
      page,
      publishers,
      (url) => url.pathname === '/api/publishers' && url.searchParams.get('date-match') === 'within',
    );
    await expect(page).toHaveURL(/[?&]dateMatch=within/);
    await expect
      .poll(() => countOf(page))
      .toBe(await apiTotal(page, 'publishers?date-begin=1889&date-end=1891&date-match=within&per-page=1'));

    await page.goto('/catalogues/search?search=fotografie&yearFrom=1889&yearTo=1891&filterDrawer=true');
    const search = page.getByRole('dialog', { name: 'Filters' }).getByRole('switch', { name: switchName });
    await toggleWithKeyboard(
      page,
      search,
      (url) => url.pathname === '/api/editions/pdfs' && url.searchParams.get('date-match') === 'within',
    );
    await expect(page).toHaveURL(/[?&]dateMatch=within/);
  });

  test('the maps: the switch beside the years asks the map and the lists its points lead to', async ({
    page,
  }) => {
    await page.goto('/catalogues/maps/catalogues');
    const within = page.getByRole('switch', { name: switchName });
    await expect(within).toBeDisabled();

    await page.goto('/catalogues/maps/catalogues?yearFrom=1889&yearTo=1891&view=list');
    await toggleWithKeyboard(
      page,
      within,
      (url) => url.pathname === '/api/maps/catalogues' && url.searchParams.get('date-match') === 'within',
    );
    await expect(page).toHaveURL(/[?&]dateMatch=within/);
    const table = page.getByRole('table', { name: 'Places on the map' });
    // The second link of a row opens the list of the point's catalogues.
    const firstList = table.locator('a[href*="places="]').first();
    await expect(firstList).toHaveAttribute('href', /dateMatch=within/);
    await expectNoAxeViolations(page);
  });
});
