import type { Page } from '@playwright/test';
import { APPROXIMATE_YEARS } from '../../common/edtf-dates.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const cards = (page: Page) => page.locator('article[data-card="catalogue"]');
const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /About [\d,]+ results/ });
/** React Aria's switches and checkboxes hide their input; a person clicks the label around it. */
const pressLabelOf = (control: ReturnType<Page['getByRole']>) =>
  control.locator('xpath=ancestor::label').click();
const countOf = async (page: Page) =>
  Number(((await resultCount(page).textContent()) ?? '').replace(/\D/g, ''));

test.describe('the catalogue list', () => {
  test('narrows by place and years in the filter drawer, and the count follows', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/catalogues/catalogues');
    await expect(resultCount(page)).toBeVisible();
    const everything = await countOf(page);

    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await pressLabelOf(drawer.getByRole('checkbox', { name: 'Florence' }));
    await expect(page).toHaveURL(/places=\d+/);
    await expect.poll(() => countOf(page)).toBeLessThan(everything);
    const inFlorence = await countOf(page);

    // The years: the lower thumb moved up with the keyboard to 1871 (a Florence catalogue of
    // "ca. 1865" and 1868 reaches 1870 by its approximate window, issue 17, and drops out here).
    const from = drawer.getByRole('slider', { name: 'From' });
    await from.focus();
    for (let year = 1839; year < 1871; year++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    await expect(page).toHaveURL(/yearFrom=1871/);
    await expect.poll(() => countOf(page)).toBeLessThan(inFlorence);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // Every card left is from Florence and from 1871 or later.
    const metas = await cards(page).locator('p').allInnerTexts();
    const years = metas.flatMap((text) => text.match(/\b1[89]\d\d\b/g) ?? []).map(Number);
    expect(years.length).toBeGreaterThan(0);
    // Matched by overlap (issue 17): "ca. 1870" spans 1865-1875 and so reaches 1871.
    expect(years.every((year) => year + APPROXIMATE_YEARS >= 1871)).toBe(true);
    await expect(page.getByRole('region', { name: 'Filters' }).getByText('Florence')).toBeVisible();

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => countOf(page)).toBe(everything);
  });

  test('appends the next catalogues as the end of the list comes into view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/catalogues/catalogues');
    await expect(resultCount(page)).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    const before = await cards(page).count();
    const firstTitle = (await cards(page).first().getByRole('heading').textContent()) ?? '';
    await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(before);
    // Appended, not replaced: the first catalogue is still the first, and the URL counts the pages.
    await expect(cards(page).first().getByRole('heading')).toHaveText(firstTitle);
    await expect(page).toHaveURL(/page=\d+/);
    expect(
      (await cards(page).count()) % 6 === 0 ||
        (await page.getByRole('button', { name: 'Load more' }).count()) === 0,
    ).toBe(true);
  });

  test('restores a shared link: search, letter, page and filters', async ({ page }) => {
    await page.goto('/catalogues/catalogues?search=catalogo&letter=C&page=2&includeSupplements=true');
    await expect(page.getByRole('searchbox', { name: 'Search by title' })).toHaveValue('catalogo');
    await expect(page.getByRole('link', { name: 'Starting with C' })).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('region', { name: 'Filters' }).getByText('Include supplements'),
    ).toBeVisible();
    await expect(resultCount(page)).toBeVisible();
    const count = await countOf(page);
    // Two pages of six at once, or all there are.
    await expect(cards(page)).toHaveCount(Math.min(12, count));
    for (const title of await cards(page).getByRole('heading').allInnerTexts()) expect(title).toMatch(/^C/i);
    await page.reload();
    await expect(cards(page)).toHaveCount(Math.min(12, count));
  });

  test('filters by initial letter from the alphabet bar', async ({ page }) => {
    await page.goto('/catalogues/catalogues');
    await page.getByRole('link', { name: 'Starting with B' }).click();
    await expect(page).toHaveURL(/letter=B/);
    await expect(resultCount(page)).toBeVisible();
    // The count can show before the filtered cards replace the list's (CI once read none): the
    // same check, waited for.
    await expect
      .poll(async () => {
        const titles = await cards(page).getByRole('heading').allInnerTexts();
        return titles.length > 0 && titles.every((title) => /^B/.test(title));
      })
      .toBe(true);
    await page.getByRole('link', { name: 'All', exact: true }).click();
    await expect(page).not.toHaveURL(/letter=/);
  });

  test('orders by year on request', async ({ page }) => {
    await page.goto('/catalogues/catalogues');
    await page.getByRole('button', { name: /Sort by/ }).click();
    await page.getByRole('option', { name: 'Year' }).click();
    await expect(page).toHaveURL(/sort=year/);
    await expect(resultCount(page)).toBeVisible();
    // The cards and their texts read at once: the next page of cards may arrive meanwhile.
    const metas = await cards(page).evaluateAll((articles) =>
      articles.map((article) =>
        [...article.querySelectorAll('p')].map((p) => p.textContent ?? '').join('\n'),
      ),
    );
    const years = metas.flatMap((text) => text.match(/\b1[89]\d\d\b/g) ?? []).map(Number);
    // The order is the first edition's dated interval, start then end (issue 17): "ca. 1865"
    // (1860-1870) comes before "[1862?]" (1861-1863), so the years as written need not ascend.
    // The cards show the API's order, and the API's is by interval.
    const shown = metas.length;
    const body = await (await page.request.get(`/api/catalogues?sort=year&per-page=${shown}`)).json();
    const firstEditions: { year: number | null; dateFrom: string | null }[] = body.catalogues.map(
      (catalogue: { editions: { year: number | null; dateFrom: string | null }[] }) => catalogue.editions[0],
    );
    expect(years).toEqual(firstEditions.map((edition) => edition.year).filter((year) => year !== null));
    const starts = firstEditions.map((edition) => edition.dateFrom).filter((start) => start !== null);
    expect(starts).toEqual([...starts].sort());
  });

  test('adds a catalogue to the collection from its card', async ({ page }) => {
    await page.goto('/catalogues/catalogues');
    const first = cards(page).first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('button', { name: `Add to collection: ${title}` }).click();
    await expect(first.getByRole('button', { name: `Remove from collection: ${title}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Collection: 1 catalogues' })).toBeVisible();
  });
});

test.describe('places, publishers and holders', () => {
  test('finds a place by a name in another language only when asked to search in all languages', async ({
    page,
  }) => {
    await page.goto('/catalogues/place');
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('Firenze');
    await page.keyboard.press('Enter');
    await expect(page.getByText('No places found')).toBeVisible();
    await pressLabelOf(page.getByRole('switch', { name: 'Search in all languages' }));
    await expect(page).toHaveURL(/allLanguages=true/);
    await expect(page.getByRole('link', { name: 'Florence' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('opens a place with its names, coordinates and catalogues, named in the breadcrumb', async ({
    page,
  }) => {
    await page.goto('/catalogues/place?search=Florence');
    await page.getByRole('link', { name: 'Florence' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Florence' })).toBeVisible();
    await expect(page.getByText('Florence, Florenz, Firenze')).toBeVisible();
    await expect(page.getByText('43.7792° N, 11.2463° E')).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Florence');
    await expect(cards(page).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'See all catalogues' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Catalogues published in Florence' }),
    ).toBeVisible();
    await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Places', 'Florence']);
    await expect(cards(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('opens a publisher with its places and years, and its catalogues', async ({ page }) => {
    await page.goto('/catalogues/publisher');
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('Alinari');
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Fratelli Alinari' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fratelli Alinari' })).toBeVisible();
    // The place's own link: once the catalogues are in, their cards' links name Florence too.
    await expect(page.getByRole('link', { name: 'Florence', exact: true })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]'),
    ).toHaveText('Fratelli Alinari');
    await expect(cards(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('lists holders, each leading to the catalogues it holds', async ({ page }) => {
    await page.goto('/catalogues/holders');
    await expect(resultCount(page)).toBeVisible();
    await expectNoAxeViolations(page);
    const holder = page.locator('article[data-card="holder"]').first().getByRole('link');
    const name = (await holder.textContent()) ?? '';
    await holder.click();
    await expect(page.getByRole('heading', { level: 1, name: `Catalogues held by ${name}` })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]'),
    ).toHaveText(name);
    await expect(cards(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const path of [
    '/catalogues/catalogues',
    '/catalogues/publisher',
    '/catalogues/browse',
    '/catalogues/browse/places',
  ]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('full-text search in the PDFs', () => {
  test('finds a word and opens the reader at the matching page', async ({ page }) => {
    await page.goto('/catalogues/search');
    await expect(page.getByText('Enter a search term to start')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Enter a word or phrase' }).fill('Firenze');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/search=Firenze/);
    const hit = page.locator('article[data-card="pdf-hit"]').first();
    await expect(hit).toBeVisible();
    await expect(hit.locator('mark').first()).toHaveText(/firenze/i);
    await expectNoAxeViolations(page);
    const pageLink = hit.getByRole('link', { name: /^Open at page \d+/ }).first();
    const pageNumber = ((await pageLink.textContent()) ?? '').replace(/\D/g, '');
    await pageLink.click();
    await expect(page).toHaveURL(
      new RegExp(`/catalogues/catalogues/\\d+/edition/\\d+\\?page=${pageNumber}&q=Firenze`),
    );
  });
});
