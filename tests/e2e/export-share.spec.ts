import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { parse as parseBibtex } from '@retorquere/bibtex-parser';
import { parse as parseCsv } from 'csv-parse/sync';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const cards = (page: Page) => page.locator('article[data-card="catalogue"]');
const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /About [\d,]+ results/ });
const countOf = async (page: Page) =>
  Number(((await resultCount(page).textContent()) ?? '').replace(/\D/g, ''));
const widget = (page: Page, n: number) => page.getByRole('button', { name: `Collection: ${n} catalogues` });

/** The catalogues of the cards on screen: their id (from the title's link) and title. */
async function shownCatalogues(page: Page): Promise<Array<{ id: string; title: string }>> {
  const links = cards(page).getByRole('heading').getByRole('link');
  return links.evaluateAll((elements) =>
    elements.map((element) => ({
      id: /\/catalogues\/(\d+)/.exec(element.getAttribute('href') ?? '')?.[1] ?? '',
      title: element.textContent ?? '',
    })),
  );
}

/** Picks a format from the Export menu in `scope` and waits for the browser's download. */
async function exportAs(page: Page, scope: Page | Locator, format: RegExp) {
  await scope.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: format }).click();
  const download = await downloading;
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

type CsvRow = Record<string, string>;
const csvRows = (bytes: Buffer): CsvRow[] => parseCsv(bytes, { bom: true, columns: true }) as CsvRow[];
const distinct = (values: string[]) => [...new Set(values)].sort();

test.describe('exports', () => {
  test('the filtered catalogue list leaves as CSV and BibTeX with the catalogues it shows', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const filtered = '/catalogues/catalogues?yearFrom=1870&yearTo=1885&sort=year';
    await page.goto(filtered);
    await expect(resultCount(page)).toBeVisible();
    const count = await countOf(page);
    expect(count).toBeGreaterThan(1);
    // Every page of the list at once, as a shared link with its page restores them.
    await page.goto(`${filtered}&page=${Math.ceil(count / 6)}`);
    await expect(cards(page)).toHaveCount(count);
    const shown = await shownCatalogues(page);

    await page.getByRole('button', { name: 'Export' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'BibTeX (Zotero, JabRef)',
      'RIS (EndNote, Zotero)',
      'CSL-JSON',
      'CSV (spreadsheet)',
    ]);
    // Each entry is a link to the API call with the list's filters and the format, without paging.
    const csvLink = await menu.getByRole('menuitem', { name: /CSV/ }).getAttribute('href');
    expect(csvLink).toMatch(/^\/api\/catalogues\?/);
    const sent = new URL(csvLink ?? '', page.url()).searchParams;
    expect(Object.fromEntries(sent)).toMatchObject({
      'date-begin': '1870',
      'date-end': '1885',
      sort: 'year',
      lang: 'EN',
      format: 'csv',
    });
    expect(sent.has('page') || sent.has('per-page')).toBe(false);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    const csv = await exportAs(page, page, /CSV/);
    expect(csv.name).toMatch(/^catalogues-\d{4}-\d{2}-\d{2}\.csv$/);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csvRows(csv.bytes);
    // One row per edition: the list's catalogues, each with all its editions.
    expect(distinct(rows.map((row) => row.catalogue_id ?? ''))).toEqual(
      distinct(shown.map((item) => item.id)),
    );
    for (const { id, title } of shown) {
      expect(rows.filter((row) => row.catalogue_id === id).map((row) => row.title)).toContain(title);
    }

    // With the keyboard alone: Enter opens the menu on its first entry, BibTeX, and Enter takes it.
    await page.getByRole('button', { name: 'Export' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: /BibTeX/ })).toBeFocused();
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const download = await downloading;
    const bib = { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
    await expect(page.getByRole('menu')).toBeHidden();
    expect(bib.name).toMatch(/^catalogues-\d{4}-\d{2}-\d{2}\.bib$/);
    const { entries, errors } = parseBibtex(bib.bytes.toString('utf8'));
    expect(errors).toEqual([]);
    expect(entries.map((entry) => entry.key).sort()).toEqual(
      rows.map((row) => `catalogue_${row.catalogue_id}_edition_${row.edition_id}`).sort(),
    );
    expect(entries.map((entry) => String(entry.fields.title).normalize('NFC')).sort()).toEqual(
      rows.map((row) => row.title ?? '').sort(),
    );
  });

  test('the contextual search’s results leave as a file too (a POST)', async ({ page }) => {
    const q = 'catalogue(yearFrom:1880)';
    await page.goto(`/catalogues/contextual-search?q=${encodeURIComponent(q)}`);
    await expect(resultCount(page)).toBeVisible();
    const count = await countOf(page);
    expect(count).toBeGreaterThan(0);
    const csv = await exportAs(page, page, /CSV/);
    expect(csv.name).toMatch(/^search-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(distinct(csvRows(csv.bytes).map((row) => row.catalogue_id ?? ''))).toHaveLength(count);
  });

  test('a list too long to export says so with the server’s message', async ({ page }) => {
    await page.route(/\/api\/catalogues\?.*format=ris/, (route) =>
      route.fulfill({
        status: 413,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 413,
          error: 'Payload Too Large',
          message:
            'export_limit_exceeded: an export holds at most 10000 entries and this list has 12000; narrow its filters',
        }),
      }),
    );
    await page.goto('/catalogues/catalogues');
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: /RIS/ }).click();
    await expect(
      page.getByText(/an export holds at most 10000 entries and this list has 12000/),
    ).toBeVisible();
  });
});

test.describe('sharing the collection', () => {
  test('a link carries the collection to a browser without it, where all can be added', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/catalogues/catalogues');
    await expect(cards(page).nth(1)).toBeVisible();
    const chosen = (await shownCatalogues(page)).slice(0, 2);
    for (const { title } of chosen) {
      await page.getByRole('button', { name: `Add to collection: ${title}` }).click();
    }
    await widget(page, 2).click();
    const panel = page.getByRole('region', { name: 'Catalogues (2)' });
    await panel.getByRole('button', { name: 'Share' }).click();
    const field = panel.getByRole('textbox', { name: 'Link to this collection' });
    const link = await field.inputValue();
    expect(link).toBe(
      `${baseURL}/catalogues/catalogues/collection?ids=${chosen.map((item) => item.id).join(',')}`,
    );
    await panel.getByRole('button', { name: 'Copy link' }).click();
    await expect(panel.getByRole('status')).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // The panel's export: the collection's catalogues; a click in the menu leaves the panel open.
    await panel.getByRole('button', { name: 'Export' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    const csv = await exportAs(page, panel, /CSV/);
    expect(distinct(csvRows(csv.bytes).map((row) => row.catalogue_id ?? ''))).toEqual(
      distinct(chosen.map((item) => item.id)),
    );
    await expect(panel).toBeVisible();

    // Someone else: a fresh browser context, nothing in its local storage.
    const elsewhere = await browser.newContext();
    if (baseURL) await elsewhere.addCookies([{ name: 'allow-cookies', value: 'true', url: baseURL }]);
    const visitor = await elsewhere.newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Shared collection' })).toBeVisible();
    await expect(cards(visitor)).toHaveCount(2);
    expect(await shownCatalogues(visitor)).toEqual(chosen);
    await expect(widget(visitor, 0)).toBeVisible();
    await expectNoAxeViolations(visitor);

    await visitor.getByRole('button', { name: 'Add all to my collection' }).click();
    await expect(visitor.getByRole('status').filter({ hasText: 'added' })).toHaveText(
      'Catalogues added to your collection: 2',
    );
    await expect(widget(visitor, 2)).toBeVisible();
    await visitor.getByRole('button', { name: 'Add all to my collection' }).click();
    await expect(visitor.getByText('All these catalogues are already in your collection')).toBeVisible();
    await visitor.reload();
    await expect(widget(visitor, 2)).toBeVisible();
    await elsewhere.close();
  });

  test('a link with an unknown id shows the others and says how many were not found', async ({ page }) => {
    const answer = await page.request.get('/api/catalogues?per-page=2');
    const { catalogues } = (await answer.json()) as { catalogues: Array<{ id: number; title: string }> };
    const [first, second] = catalogues;
    if (!first || !second) throw new Error('the demo data has fewer than two catalogues');

    await page.goto(`/catalogues/catalogues/collection?ids=${first.id},999999,${second.id}`);
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByText('Not found: 1 of the 3 shared catalogues')).toBeVisible();
    expect((await shownCatalogues(page)).map((item) => item.title)).toEqual([first.title, second.title]);
    await expectNoAxeViolations(page);

    // A malformed entry counts as not found; a repeated one does not.
    await page.goto(`/catalogues/catalogues/collection?ids=${first.id},abc,${first.id},999999`);
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByText('Not found: 2 of the 3 shared catalogues')).toBeVisible();
  });
});
