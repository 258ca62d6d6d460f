import type { APIRequestContext, Page } from '@playwright/test';
import type { components } from '../../openapi/generated/catalogue';
import { expect, expectNoAxeViolations, test, withoutPageAnswers } from './fixtures.ts';

type Catalogue = components['schemas']['Catalogue'];
type PdfSearchHit = components['schemas']['PdfSearchHit'];

interface EditionWithPdf {
  path: string;
  url: string;
  /** The PDF's path on the server, as the reader's requests name it. */
  pdfPath: string;
  pages: number;
}

/** The first demo catalogue's first edition, with its PDF, found through the API. */
async function firstEdition(request: APIRequestContext): Promise<EditionWithPdf> {
  const response = await request.get('/api/catalogues?per-page=1');
  expect(response.ok()).toBe(true);
  const [catalogue] = (await response.json()).catalogues as Catalogue[];
  const edition = catalogue?.editions[0];
  if (!catalogue || !edition?.pdf) throw new Error('the demo data has a first edition with a PDF');
  return {
    path: `/catalogues/catalogues/${catalogue.id}/edition/${edition.id}`,
    url: edition.pdf.url,
    pdfPath: new URL(edition.pdf.url, 'http://any.host').pathname,
    pages: edition.pdf.pages,
  };
}

/** An edition whose page 2 has the word, by the server's own full-text search. */
async function editionWithWordOnPage2(request: APIRequestContext, word: string) {
  const response = await request.get(`/api/editions/pdfs?keyword=${encodeURIComponent(word)}&per-page=50`);
  expect(response.ok()).toBe(true);
  const hits = (await response.json()).data as PdfSearchHit[];
  const hit = hits.find((candidate) => candidate.matches.some((match) => match.page === 2));
  if (!hit?.edition.pdf) throw new Error(`the demo data has '${word}' on page 2 of a PDF`);
  return {
    path: `/catalogues/catalogues/${hit.edition.catalogueId}/edition/${hit.edition.id}`,
    pages: hit.edition.pdf.pages,
  };
}

const readerOf = (page: Page) => page.getByRole('region', { name: /^PDF reader: / });
const pagesOf = (page: Page) => readerOf(page).getByRole('region', { name: /^Pages of / });
/** A page pdf.js has drawn: its canvas is in the page's box and the reader counted it rendered. */
const drawnPage = (page: Page, number: number) =>
  pagesOf(page).locator(`.page[data-page-number="${number}"] canvas`).first();
const indicator = (page: Page, number: number, pages: number) =>
  readerOf(page).getByText(`Page ${number} of ${pages}`, { exact: true });

async function openReader(page: Page, path: string) {
  await page.goto(path);
  await expect(pagesOf(page)).toHaveAttribute('data-first-page-rendered', 'true', { timeout: 20_000 });
}

/** Requests whose URL `matches` wait until `release` is called; `held` lists them as they come. */
async function holdRequests(page: Page, matches: (url: URL) => boolean) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  await page.route(matches, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { held, release: () => release() };
}

/** The address of the first bytes of the PDF at `pdfPath` (its opening, which the page's head preloads). */
const openingPathOf = (pdfPath: string) => `${pdfPath}/opening`;

/**
 * Each time the page opens the PDF at `pdfPath`: its requests for the file's first bytes. The
 * head's preload and the reader's own request are one: two would mean the preload went unused.
 */
function pdfOpenings(page: Page, pdfPath: string): string[] {
  const openings: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === openingPathOf(pdfPath)) openings.push(request.url());
  });
  return openings;
}

/** The reader draws page 1 from the one document opened (`pdfOpenings`): the file was opened once. */
async function expectPage1DrawnFromOneOpening(page: Page, openings: string[]) {
  await expect(pagesOf(page)).toHaveAttribute('data-first-page-rendered', 'true', { timeout: 20_000 });
  await expect(drawnPage(page, 1)).toBeVisible();
  expect(openings).toHaveLength(1);
}

test.describe('the PDF reader', () => {
  test('opens on page 1, and the buttons, the keys and go-to-page turn pages with the address', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const edition = await firstEdition(page.request);
    expect(edition.pages).toBeGreaterThanOrEqual(4);
    await openReader(page, edition.path);
    await expect(drawnPage(page, 1)).toBeVisible();
    await expect(indicator(page, 1, edition.pages)).toBeAttached();
    await expect(readerOf(page).getByRole('textbox', { name: 'Go to page' })).toHaveValue('1');
    // The selectable text lies exactly over the drawn page, so selecting and finding mark the right words.
    const drawn = await drawnPage(page, 1).boundingBox();
    const text = await pagesOf(page).locator('.page[data-page-number="1"] .textLayer').boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs((text?.[side] ?? 0) - (drawn?.[side] ?? -10))).toBeLessThan(1.5);
    }

    const reader = readerOf(page);
    await reader.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(indicator(page, 2, edition.pages)).toBeAttached();
    await expect(drawnPage(page, 2)).toBeVisible();
    await reader.getByRole('button', { name: 'Previous page' }).click();
    await expect(indicator(page, 1, edition.pages)).toBeAttached();
    await expect(page).not.toHaveURL(/[?&]page=/);

    // The keys, with the pages in focus.
    await pagesOf(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await page.keyboard.press('PageDown');
    await expect(page).toHaveURL(/[?&]page=3\b/);
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await page.keyboard.press('End');
    await expect(page).toHaveURL(new RegExp(`[?&]page=${edition.pages}\\b`));
    await page.keyboard.press('Home');
    await expect(page).not.toHaveURL(/[?&]page=/);

    // Typing in the go-to-page field does not turn pages; Enter goes there.
    const field = reader.getByRole('textbox', { name: 'Go to page' });
    await field.fill('4');
    await page.keyboard.press('ArrowLeft');
    await expect(page).not.toHaveURL(/[?&]page=/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]page=4\b/);
    await expect(indicator(page, 4, edition.pages)).toBeAttached();
    await expect(drawnPage(page, 4)).toBeInViewport();
    // Something that is not a page number puts the current page back.
    await field.fill('four');
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue('4');

    // The thumbnails go to their page and mark the current one.
    const thumbnails = reader.getByRole('navigation', { name: 'Thumbnails' });
    await thumbnails.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(thumbnails.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(thumbnails.locator('canvas[data-rendered]').first()).toBeVisible();
  });

  test('finds a word in the document, counts and marks the hits, and steps through them', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const edition = await editionWithWordOnPage2(page.request, 'Firenze');
    await openReader(page, edition.path);
    const reader = readerOf(page);
    const find = reader.getByRole('searchbox', { name: 'Find in document' });
    await find.fill('Firenze');
    const count = reader.getByRole('status').filter({ hasText: /^\d+ of \d+ matches$/ });
    await expect(count).toHaveText(/^1 of \d+ matches$/, { timeout: 15_000 });
    await expect(pagesOf(page).locator('.textLayer .highlight.selected')).toBeVisible();
    const total = Number(/of (\d+)/.exec((await count.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(1);

    await reader.getByRole('button', { name: 'Next match' }).click();
    await expect(count).toHaveText(`2 of ${total} matches`);
    await find.press('Enter');
    await expect(count).toHaveText(`3 of ${total} matches`);
    await find.press('Shift+Enter');
    await expect(count).toHaveText(`2 of ${total} matches`);
    await reader.getByRole('button', { name: 'Previous match' }).click();
    await expect(count).toHaveText(`1 of ${total} matches`);

    await find.fill('zzzqqq');
    await expect(reader.getByRole('status').filter({ hasText: 'No matches' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(pagesOf(page).locator('.textLayer .highlight')).toHaveCount(0);
  });

  test('opened from the full-text search, shows the page asked for with the word marked', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const edition = await editionWithWordOnPage2(page.request, 'Firenze');
    await openReader(page, `${edition.path}?page=2&q=Firenze`);
    await expect(indicator(page, 2, edition.pages)).toBeAttached();
    await expect(readerOf(page).getByRole('searchbox', { name: 'Find in document' })).toHaveValue('Firenze');
    const hit = pagesOf(page).locator('.page[data-page-number="2"] .textLayer .highlight.selected');
    await expect(hit).toBeVisible({ timeout: 15_000 });
    await expect(hit).toBeInViewport();
    await expect(hit).toHaveText(/firenze/i);
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(drawnPage(page, 2)).toBeInViewport();
    // Only the pages scrolled to the hit: the reader's toolbar is still in the window.
    await expect(readerOf(page).getByRole('toolbar', { name: 'Reader tools' })).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  test('opened at a page, draws that page first: page 1 is not drawn on the way', async ({ page }) => {
    test.setTimeout(60_000);
    const edition = await firstEdition(page.request);
    expect(edition.pages).toBeGreaterThanOrEqual(4);
    const last = edition.pages;
    await openReader(page, `${edition.path}?page=${last}`);
    await expect(drawnPage(page, last)).toBeInViewport();
    await expect(indicator(page, last, edition.pages)).toBeAttached();
    await expect(readerOf(page).getByRole('textbox', { name: 'Go to page' })).toHaveValue(String(last));
    await expect(page).toHaveURL(new RegExp(`[?&]page=${last}\\b`));
    // pdf.js keeps the canvases of the pages it drew: page 1 has none, so it was never drawn first.
    await expect(pagesOf(page).locator('.page[data-page-number="1"] canvas')).toHaveCount(0);
  });

  test("starts pdf.js and the PDF with the navigation, before the catalogue's calls answer", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { path, pdfPath } = await firstEdition(page.request);
    // The catalogue page's three calls are held until the reader's parts have been asked for (the
    // page comes without its copies of them, which would answer them at once).
    await withoutPageAnswers(page);
    const catalogueCall = /^\/api\/catalogues\/\d+(?:\/editions|\/supplementary-contents)?$/;
    const { held, release } = await holdRequests(page, (url) => catalogueCall.test(url.pathname));
    const pathOf = (url: string) => new URL(url).pathname;
    const openings = pdfOpenings(page, pdfPath);
    const asked = Promise.all([
      page.waitForRequest((request) => pathOf(request.url()) === openingPathOf(pdfPath)),
      page.waitForRequest((request) => /\/pdf\.worker[^/]*\.mjs$/.test(pathOf(request.url()))),
      page.waitForRequest((request) => /\/pdf-reader-[^/]*\.js$/.test(pathOf(request.url()))),
    ]);
    await page.goto(path);
    await asked;
    // The catalogue's calls are asked for too (after the reader's parts), and none has answered:
    // the edition's record and its reader are still to come.
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect(readerOf(page)).toHaveCount(0);

    release();
    // The reader showed the document started at navigation.
    await expectPage1DrawnFromOneOpening(page, openings);
  });

  test("on a first load, starts the PDF before the app's own code has arrived, and the reader takes it over", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { path, pdfPath } = await firstEdition(page.request);
    const pathOf = (url: string) => new URL(url).pathname;
    // The app's entry, as the page names it, is held until the PDF has been asked for: only the
    // reader's first-load entry, which imports nothing of it, can ask.
    const html = await (await page.request.get(path)).text();
    const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
    if (!entry) throw new Error('the page names its entry');
    const { release } = await holdRequests(page, (url) => url.pathname === entry);
    const openings = pdfOpenings(page, pdfPath);
    const pdfAsked = page.waitForRequest((request) => pathOf(request.url()) === openingPathOf(pdfPath), {
      timeout: 15_000,
    });
    await page.goto(path, { waitUntil: 'commit' });
    // Asked for while the entry is still held: nothing of the app has run.
    await pdfAsked;

    release();
    // The reader showed the document the first load started.
    await expectPage1DrawnFromOneOpening(page, openings);
  });

  test("on a first load, downloads pdf.js's worker once", async ({ page }) => {
    test.setTimeout(60_000);
    const { path, pdfPath } = await firstEdition(page.request);
    // The worker's script, whoever asks: the worker the first load starts, or a hint of the page.
    const workerScripts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.includes('/pdf.worker')) workerScripts.push(request.url());
    });
    const openings = pdfOpenings(page, pdfPath);
    await page.goto(path);
    await expectPage1DrawnFromOneOpening(page, openings);
    // A page's prefetch of it, made once the page has loaded, would come after the worker's own request.
    await page.waitForLoadState('networkidle');
    expect(workerScripts).toHaveLength(1);
  });

  test('offers the PDF for download, zooms, fits, and goes full screen and back', async ({ page }) => {
    const edition = await firstEdition(page.request);
    await openReader(page, edition.path);
    const reader = readerOf(page);

    const download = reader.getByRole('link', { name: 'Download PDF' });
    await expect(download).toHaveAttribute('href', edition.url);
    await expect(download).toHaveAttribute('download', /\.pdf$/);

    const zoomLevel = async () =>
      Number(((await reader.getByText(/^\d+\s?%$/).textContent()) ?? '').replace(/\D/g, ''));
    const before = await zoomLevel();
    await reader.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(zoomLevel).toBeGreaterThan(before);
    await expect(reader.getByRole('button', { name: 'Fit page' })).toHaveAttribute('aria-pressed', 'false');
    await reader.getByRole('button', { name: 'Fit to width' }).click();
    await expect(reader.getByRole('button', { name: 'Fit to width' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const pageBox = await drawnPage(page, 1).boundingBox();
    const pagesBox = await pagesOf(page).boundingBox();
    // Fitted to the width: the page spans the pages' box, less pdf.js's margins and the scroll bar.
    expect(pageBox?.width ?? 0).toBeGreaterThan((pagesBox?.width ?? 0) * 0.85);

    await reader.getByRole('button', { name: 'Full screen' }).click();
    await expect(reader.getByRole('button', { name: 'Exit full screen' })).toBeVisible();
    const viewport = page.viewportSize();
    await expect
      .poll(async () => (await reader.boundingBox())?.height)
      .toBeGreaterThan((viewport?.height ?? 0) - 2);
    await reader.getByRole('button', { name: 'Exit full screen' }).click();
    await expect(reader.getByRole('button', { name: 'Full screen' })).toBeVisible();
    await expect.poll(async () => (await reader.boundingBox())?.height).toBeLessThan(viewport?.height ?? 0);
  });

  test('at 320 px the tools wrap and the thumbnails open behind their button', async ({ page }) => {
    // As the other tests that open the reader: on a loaded 2-core machine its steps took 12 s and
    // the accessibility check of the reader's text layers 19 s more.
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 320, height: 720 });
    const edition = await firstEdition(page.request);
    await openReader(page, edition.path);
    const reader = readerOf(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const thumbnails = reader.getByRole('navigation', { name: 'Thumbnails' });
    await expect(thumbnails).toBeHidden();
    const toggle = reader.getByRole('button', { name: 'Thumbnails' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(thumbnails).toBeVisible();
    await thumbnails.getByRole('button', { name: 'Page 3', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=3\b/);
    // Chosen: the strip gets out of the way of the page.
    await expect(thumbnails).toBeHidden();
    await expect(drawnPage(page, 3)).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  test("shows the page's image from the IIIF service while the PDF loads, and the PDF's page takes its place without moving", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const edition = await firstEdition(page.request);
    // The PDF and its opening are held back until the image has been seen, so pdf.js cannot draw first.
    const { release } = await holdRequests(page, (url) => url.pathname.startsWith(edition.url));
    await page.goto(`${edition.path}?page=3`);
    const placeholder = readerOf(page).locator('[data-page-placeholder][data-shown] img');
    await expect(placeholder).toBeVisible({ timeout: 15_000 });
    await expect(placeholder).toHaveAttribute(
      'src',
      /\/iiif\/3\/edition-\d+-p3\/full\/\d+,\/0\/default\.jpg$/,
    );
    await expect(pagesOf(page)).not.toHaveAttribute('data-first-page-rendered', 'true');
    // The placeholder is no scroll box the keyboard cannot reach (it once was, for axe).
    await expectNoAxeViolations(page);
    // Boxes within the pages' scroll box: opened at a page, the reader scrolls itself into view once ready.
    const within = async (box: Promise<{ x: number; y: number; width: number; height: number } | null>) => {
      const [inner, frame] = await Promise.all([box, pagesOf(page).boundingBox()]);
      return inner && frame && { ...inner, x: inner.x - frame.x, y: inner.y - frame.y };
    };
    const imageBox = await within(placeholder.boundingBox());

    release();
    await expect(pagesOf(page)).toHaveAttribute('data-first-page-rendered', 'true', { timeout: 20_000 });
    await expect(readerOf(page).locator('[data-page-placeholder]')).toHaveCount(0);
    const drawnBox = await within(drawnPage(page, 3).boundingBox());
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(
        Math.abs((drawnBox?.[side] ?? 0) - (imageBox?.[side] ?? -10)),
        `${side}: ${JSON.stringify({ drawnBox, imageBox })}`,
      ).toBeLessThan(2);
    }
  });

  test('says when the PDF cannot be loaded, and loads it on retry', async ({ page }) => {
    const edition = await firstEdition(page.request);
    let failing = true;
    // The PDF and its opening, whichever the reader asks for first.
    await page.route(
      (url) => url.pathname.startsWith(edition.url),
      (route) => (failing ? route.abort() : route.continue()),
    );
    await page.goto(edition.path);
    const alert = readerOf(page).getByRole('alert');
    await expect(alert).toContainText('The PDF could not be loaded', { timeout: 15_000 });
    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(pagesOf(page)).toHaveAttribute('data-first-page-rendered', 'true', { timeout: 20_000 });
    await expect(drawnPage(page, 1)).toBeVisible();
  });
});
