import type { Page } from '@playwright/test';
import type { components } from '../../openapi/generated/catalogue';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { type SyntheticServer, startSyntheticServer } from './synthetic-server.ts';

type EditionListItem = components['schemas']['EditionListItem'];

/**
 * The navigation list of a collection larger than one window (200 rows), which the demo data
 * never is: the database sorts and filters, and the table reads the windows its rows fall in.
 * The spec runs its own server, on the build Playwright made, with 200 synthetic catalogues
 * (about 350 editions), so the shared server's demo data stays as the other specs expect it.
 */
let server: SyntheticServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startSyntheticServer({
    name: 'navigate-list-windows',
    seed: { catalogues: 200, pdfShare: 0 },
  });
});

test.afterAll(() => server?.close());

async function serverOrder(page: Page, query: string): Promise<EditionListItem[]> {
  const response = await page.request.get(`${server.url}/api/editions?per-page=9999&lang=EN&${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).editions;
}

/** The `page` of every navigation window the browser asks for, in order. */
function windowsAskedFor(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/editions') {
      asked.push(`${url.searchParams.get('sort')}-${url.searchParams.get('page')}`);
    }
  });
  return asked;
}

const cellsOf = (edition: EditionListItem) => [
  edition.title,
  edition.publishers.map((publisher) => publisher.name).join(', '),
  edition.places.map((place) => (typeof place.name === 'string' ? place.name : '')).join(', '),
  edition.year === null ? '' : String(edition.year),
];

test('reads a large list window by window, in the order and with the filter of the database', async ({
  page,
}) => {
  await page.context().addCookies([{ name: 'allow-cookies', value: 'true', url: server.url }]);
  const byPublishers = await serverOrder(page, 'sort=publishers&direction=desc');
  expect(byPublishers.length).toBeGreaterThan(300);
  const asked = windowsAskedFor(page);

  await page.goto(`${server.url}/catalogues/navigate-list?sort=publishers&direction=desc`);
  const table = page.getByRole('table', { name: 'Navigate list' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(page.getByText(/^Showing [\d,]+ of [\d,]+$/)).toHaveText(
    `Showing ${byPublishers.length} of ${byPublishers.length}`,
  );
  await expect(table).toHaveAttribute('aria-rowcount', String(byPublishers.length + 1));
  await expect(table.getByRole('columnheader', { name: 'Publishers' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(firstRow.getByRole('cell')).toHaveText(cellsOf(byPublishers[0] as EditionListItem));
  // The first window of the list's own order (it tells the total) and of the address's order came
  // with the page (server/domain/page-answers.ts); nothing more was asked for, the whole list least.
  expect(asked).toEqual([]);
  await expectNoAxeViolations(page);

  // At the end of the table, the last window is read and its rows shown; the middle ones are not
  // kept in the page.
  const scrollBox = page.getByRole('region', { name: 'Navigate list' });
  await scrollBox.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  const lastRow = table.locator(`tr[aria-rowindex="${byPublishers.length + 1}"]`);
  await expect(lastRow.getByRole('cell')).toHaveText(cellsOf(byPublishers.at(-1) as EditionListItem));
  expect(asked).toContain('publishers-2');
  expect(await table.locator('tr').count()).toBeLessThan(150);
  await expectNoAxeViolations(page);

  // Another order: the database's again.
  await scrollBox.evaluate((box) => box.scrollTo({ top: 0 }));
  const byYear = await serverOrder(page, 'sort=year');
  await table.getByRole('button', { name: 'Year' }).click();
  await expect(table.getByRole('columnheader', { name: 'Year' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstRow.getByRole('cell')).toHaveText(cellsOf(byYear[0] as EditionListItem));

  // A filter: the rows the database keeps, counted against the whole list.
  const word = byYear[0]?.publishers[0]?.name.split(' ')[0] ?? '';
  const filtered = await serverOrder(page, `sort=year&filter=${encodeURIComponent(word)}`);
  expect(filtered.length).toBeGreaterThan(0);
  expect(filtered.length).toBeLessThan(byYear.length);
  await page.getByRole('searchbox', { name: 'Filter' }).fill(word);
  await expect(page.getByText(/^Showing [\d,]+ of [\d,]+$/)).toHaveText(
    `Showing ${filtered.length} of ${byYear.length}`,
  );
  await expect(firstRow.getByRole('cell')).toHaveText(cellsOf(filtered[0] as EditionListItem));
  await expect(page).toHaveURL(new RegExp(`filter=${encodeURIComponent(word)}`));
});
