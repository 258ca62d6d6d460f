import type { Page } from '@playwright/test';
import type { components } from '../../openapi/generated/catalogue';
import { expect, expectNoAxeViolations, test, withoutPageAnswers } from './fixtures.ts';

type EditionListItem = components['schemas']['EditionListItem'];

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const placeNames = (edition: EditionListItem) =>
  edition.places.map((place) => (typeof place.name === 'string' ? place.name : (place.name.EN ?? '')));

/** The first edition in the order of the year column: undated editions last, ties in the server's order. */
function firstByYear(editions: EditionListItem[], direction: 'asc' | 'desc') {
  const dated = editions.filter((edition) => edition.year !== null);
  const sign = direction === 'asc' ? 1 : -1;
  return [...dated].sort((a, b) => ((a.year as number) - (b.year as number)) * sign)[0] as EditionListItem;
}

function screen(page: Page) {
  const table = page.getByRole('table', { name: 'Navigate list' });
  return {
    table,
    scrollBox: page.getByRole('region', { name: 'Navigate list' }),
    status: page.getByText(/^Showing [\d,]+ of [\d,]+$/),
    filter: page.getByRole('searchbox', { name: 'Filter' }),
    header: (name: string) => table.getByRole('columnheader', { name }),
    sortButton: (name: string) => table.getByRole('button', { name }),
    firstRow: table.getByRole('row').nth(1),
    /** Every rendered row element, spacer rows included: what the virtualization keeps small. */
    renderedRows: table.locator('tr'),
  };
}

test.describe('the navigation list with the demo data', () => {
  let editions: EditionListItem[] = [];

  test.beforeEach(async ({ page }) => {
    const response = await page.request.get('/api/editions?per-page=9999&lang=EN');
    expect(response.ok()).toBe(true);
    editions = (await response.json()).editions;
    expect(editions.length).toBeGreaterThan(10);
  });

  test('lists every edition, sorts by year both ways, filters, and opens a catalogue', async ({ page }) => {
    await page.goto('/catalogues/navigate-list');
    const list = screen(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Navigate list' })).toBeVisible();
    await expect(list.status).toHaveText(`Showing ${editions.length} of ${editions.length}`);
    await expect(list.table).toHaveAttribute('aria-rowcount', String(editions.length + 1));
    await expect(list.header('Title')).toHaveAttribute('aria-sort', 'ascending');
    const byTitle = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const [first] = [...editions].sort((a, b) => byTitle.compare(a.title, b.title));
    await expect(list.firstRow.getByRole('cell').first()).toHaveText(first?.title ?? '');
    await expectNoAxeViolations(page);

    const earliest = firstByYear(editions, 'asc');
    await list.sortButton('Year').click();
    await expect(list.header('Year')).toHaveAttribute('aria-sort', 'ascending');
    await expect(list.header('Title')).not.toHaveAttribute('aria-sort', /./);
    await expect(list.firstRow.getByRole('cell')).toHaveText([
      earliest.title,
      earliest.publishers.map((publisher) => publisher.name).join(', '),
      placeNames(earliest).join(', '),
      String(earliest.year),
    ]);
    await expect(page).toHaveURL(/sort=year/);

    const latest = firstByYear(editions, 'desc');
    expect(latest.year).not.toBe(earliest.year);
    await list.sortButton('Year').click();
    await expect(list.header('Year')).toHaveAttribute('aria-sort', 'descending');
    await expect(list.firstRow.getByRole('cell').last()).toHaveText(String(latest.year));
    await expect(list.firstRow.getByRole('cell').first()).toHaveText(latest.title);
    await expect(page).toHaveURL(/direction=desc/);

    // Without the accent: the demo data signs 'Sébah & Joaillier'.
    const matching = editions.filter((edition) =>
      fold(
        [edition.title, ...edition.publishers.map((p) => p.name), ...placeNames(edition), edition.year].join(
          '\n',
        ),
      ).includes('sebah'),
    );
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.length).toBeLessThan(editions.length);
    await list.filter.fill('SEBAH');
    await expect(list.status).toHaveText(`Showing ${matching.length} of ${editions.length}`);
    await expect(list.table.getByRole('row')).toHaveCount(matching.length + 1);
    await expect(list.firstRow).toContainText('Sébah');
    await expect(page).toHaveURL(/filter=SEBAH/);

    await list.filter.fill('no such edition anywhere');
    await expect(list.status).toHaveText(`Showing 0 of ${editions.length}`);
    await expect(page.getByText('No results')).toBeVisible();
    await list.filter.fill('sebah');

    const opened = firstByYear(matching, 'desc');
    await list.firstRow.getByRole('link', { name: opened.title }).click();
    await expect(page).toHaveURL(
      new RegExp(`/catalogues/catalogues/${opened.catalogueId}/edition/${opened.id}$`),
    );
  });

  test('restores sort and filter from the address', async ({ page }) => {
    await page.goto('/catalogues/navigate-list?sort=year&direction=desc&filter=sebah');
    const list = screen(page);
    await expect(list.filter).toHaveValue('sebah');
    await expect(list.header('Year')).toHaveAttribute('aria-sort', 'descending');
    await expect(list.status).toHaveText(new RegExp(`^Showing \\d+ of ${editions.length}$`));
    await list.sortButton('Places').click();
    await expect(list.header('Places')).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/sort=places/);
    await expect(page).not.toHaveURL(/direction=/);
  });

  test('can be scrolled and followed with the keyboard', async ({ page }) => {
    await page.goto('/catalogues/navigate-list');
    const list = screen(page);
    await expect(list.status).toHaveText(`Showing ${editions.length} of ${editions.length}`);
    await list.filter.focus();
    await page.keyboard.press('Tab');
    await expect(list.scrollBox).toBeFocused();
    await page.keyboard.press('End');
    await expect.poll(() => list.scrollBox.evaluate((box) => box.scrollTop)).toBeGreaterThan(0);
    for (const name of ['Title', 'Publishers', 'Places', 'Year']) {
      await page.keyboard.press('Tab');
      await expect(list.sortButton(name)).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute(
      'href',
      /\/catalogues\/catalogues\/\d+\/edition\/\d+$/,
    );
  });

  test('fits a 320 px screen: the table scrolls sideways inside its box, the page does not', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/catalogues/navigate-list');
    const list = screen(page);
    await expect(list.firstRow).toBeVisible();
    const pageOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(pageOverflow).toBeLessThanOrEqual(0);
    const boxOverflow = await list.scrollBox.evaluate((box) => box.scrollWidth - box.clientWidth);
    expect(boxOverflow).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('the navigation list with 10,000 editions', () => {
  const total = 10_000;
  const firstYear = 1840;
  const yearSpan = 90;
  /** In the server's order (by title); years cycle, so each year has many editions. */
  const editions: EditionListItem[] = Array.from({ length: total }, (_, index) => ({
    id: index + 1,
    catalogueId: Math.floor(index / 2) + 1,
    title: `Synthetic catalogue ${String(Math.floor(index / 2)).padStart(5, '0')}`,
    position: (index % 2) + 1,
    date: String(firstYear + (index % yearSpan)),
    year: firstYear + (index % yearSpan),
    publishers: [{ id: index % 40, name: `Publisher ${index % 40}` }],
    places: [{ id: index % 25, name: `Place ${index % 25}` }],
  }));

  test.beforeEach(async ({ page }) => {
    // The page's own first window would answer before the synthetic one.
    await withoutPageAnswers(page);
    await page.route('**/api/editions?*', (route) =>
      route.fulfill({ json: { editions, pagination: { pages: 1, count: total } } }),
    );
  });

  test('shows them all while rendering only the rows in view, sorts, and scrolls to the last', async ({
    page,
  }) => {
    await page.goto('/catalogues/navigate-list');
    const list = screen(page);
    await expect(list.status).toHaveText('Showing 10,000 of 10,000');
    await expect(list.firstRow.getByRole('cell').first()).toHaveText('Synthetic catalogue 00000');
    expect(await list.renderedRows.count()).toBeLessThan(200);

    // A keyboard user's row stays rendered when scrolled far away, so Tab goes on from there.
    await list.firstRow.getByRole('link').focus();
    await list.scrollBox.evaluate((box) => box.scrollTo({ top: box.scrollHeight / 2 }));
    await expect
      .poll(async () =>
        Number(await list.table.locator('tr[aria-rowindex]').last().getAttribute('aria-rowindex')),
      )
      .toBeGreaterThan(total / 4);
    await expect(page.getByRole('link', { name: 'Synthetic catalogue 00000' }).first()).toBeFocused();

    await list.sortButton('Year').click();
    await expect(list.header('Year')).toHaveAttribute('aria-sort', 'ascending');
    await list.sortButton('Year').click();
    await expect(list.header('Year')).toHaveAttribute('aria-sort', 'descending');
    // The latest year first, its editions in the server's order.
    await expect(list.firstRow.getByRole('cell')).toHaveText([
      'Synthetic catalogue 00044',
      'Publisher 9',
      'Place 14',
      String(firstYear + yearSpan - 1),
    ]);

    // The last row: the earliest year's last edition in the server's order (index 9990).
    const lastRow = list.table.locator(`tr[aria-rowindex="${total + 1}"]`);
    await expect(async () => {
      await list.scrollBox.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
      await expect(lastRow).toBeVisible({ timeout: 500 });
    }).toPass();
    await expect(lastRow.getByRole('cell')).toHaveText([
      'Synthetic catalogue 04995',
      'Publisher 30',
      'Place 15',
      String(firstYear),
    ]);
    expect(await list.renderedRows.count()).toBeLessThan(200);
  });
});
