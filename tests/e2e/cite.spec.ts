import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { components } from '../../openapi/generated/catalogue';
import { expect, expectNoAxeViolations, staffToken, test } from './fixtures.ts';

type Catalogue = components['schemas']['Catalogue'];
type Edition = components['schemas']['Edition'];

const site = 'Photographers’ Catalogues';
/** The page the tests cite: page 37 where a PDF has that many, else its last. */
const wantedPage = 37;

/** The demo edition dated "ca. 1890" (Alinari's Rome), with its PDF, found through the API. */
async function circaEdition(request: APIRequestContext): Promise<{ catalogue: Catalogue; edition: Edition }> {
  const response = await request.get('/api/catalogues?keyword=Roma%20e%20dintorni&per-page=10&lang=EN');
  expect(response.ok()).toBe(true);
  for (const catalogue of (await response.json()).catalogues as Catalogue[]) {
    const edition = catalogue.editions.find((candidate) => candidate.date === 'ca. 1890' && candidate.pdf);
    if (edition) return { catalogue, edition };
  }
  throw new Error('the demo data has an edition of about 1890 with a PDF');
}

const editionPath = (edition: Edition) =>
  `/catalogues/catalogues/${edition.catalogueId}/edition/${edition.id}`;

const readerOf = (page: Page) => page.getByRole('region', { name: /^PDF reader: / });
const pagesOf = (page: Page) => readerOf(page).getByRole('region', { name: /^Pages of / });

async function openReader(page: Page, path: string) {
  await page.goto(path);
  await expect(pagesOf(page)).toHaveAttribute('data-first-page-rendered', 'true', { timeout: 20_000 });
}

/** One form of a style's citation in the dialog: the text after its label. */
const form = (style: Locator, label: string) =>
  style.getByRole('definition').filter({ has: style.page().getByRole('button', { name: `Copy: ${label}` }) });

const citationText = async (style: Locator, label: string) =>
  ((await form(style, label).locator('p').textContent()) ?? '').trim();

test.describe('citing an edition', () => {
  test('from the reader, the citations name the page being read and link to the reader at that page', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const { edition } = await circaEdition(page.request);
    const firm = edition.publishers[0]?.name ?? '';
    const title = edition.title ?? edition.catalogue.title;
    const cited = Math.min(wantedPage, edition.pdf?.pages ?? 1);
    expect(cited).toBeGreaterThan(1);

    // In the reader, at the page.
    await openReader(page, editionPath(edition));
    const reader = readerOf(page);
    await reader.getByRole('textbox', { name: 'Go to page' }).fill(String(cited));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]page=${cited}\\b`));

    const cite = reader.getByRole('button', { name: `Cite page ${cited}` });
    await cite.click();
    const dialog = page.getByRole('dialog', { name: 'Cite this edition' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`The citations name page ${cited}`);

    const chicago = dialog.getByRole('region', {
      name: 'Chicago Manual of Style, 17th edition (notes and bibliography)',
    });
    const apa = dialog.getByRole('region', { name: 'APA, 7th edition' });
    const mla = dialog.getByRole('region', { name: 'MLA, 9th edition' });
    await expect(chicago.getByRole('button', { name: 'Copy: Chicago: Note' })).toBeVisible({
      timeout: 15_000,
    });

    const pageUrl = new RegExp(
      `/catalogues/catalogues/${edition.catalogueId}/edition/${edition.id}\\?page=${cited}\\b`,
    );
    const texts = {
      chicagoNote: await citationText(chicago, 'Chicago: Note'),
      chicagoBibliography: await citationText(chicago, 'Chicago: Bibliography'),
      apaInText: await citationText(apa, 'APA: In-text citation'),
      apaReference: await citationText(apa, 'APA: Reference list'),
      mlaInText: await citationText(mla, 'MLA: In-text citation'),
      mlaWorksCited: await citationText(mla, 'MLA: Works cited'),
    };
    // The firm is the author; the title stays as the catalogue prints it (not title-cased).
    for (const text of [
      texts.chicagoNote,
      texts.chicagoBibliography,
      texts.apaReference,
      texts.mlaWorksCited,
    ]) {
      expect(text).toContain(firm);
      expect(text).toContain(title);
    }
    for (const text of [texts.apaInText, texts.mlaInText]) expect(text).toContain(firm);
    // The page, as each style writes a page: Chicago's note and MLA bare, APA with "p.".
    expect(texts.chicagoNote).toMatch(new RegExp(`, ${cited}\\.$`));
    expect(texts.apaInText).toContain(`p. ${cited}`);
    expect(texts.mlaInText).toBe(`(${firm} ${cited})`);
    // The address opens the reader at that page.
    for (const text of [texts.chicagoBibliography, texts.apaReference, texts.mlaWorksCited]) {
      expect(text).toMatch(pageUrl);
    }
    // The date keeps its uncertainty where the style has a way to say it (MLA's style drops it).
    expect(texts.chicagoBibliography).toContain('[1890?]');
    expect(texts.apaReference).toContain('(ca. 1890)');
    expect(texts.apaInText).toContain('ca. 1890');
    expect(texts.mlaWorksCited).toContain('1890');

    // Copy puts the text on the clipboard, and says so.
    await apa.getByRole('button', { name: 'Copy: APA: In-text citation' }).click();
    await expect(
      dialog.getByRole('status').filter({ hasText: 'Copied: APA: In-text citation' }),
    ).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(texts.apaInText);
    await chicago.getByRole('button', { name: 'Copy: Chicago: Bibliography' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(texts.chicagoBibliography);

    // Keys pressed in the dialog are not the reader's: the page stays.
    await page.keyboard.press('End');
    await expect(page).toHaveURL(new RegExp(`[?&]page=${cited}\\b`));

    await expectNoAxeViolations(page);

    // Escape closes it; focus goes back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cite).toBeFocused();

    // The cited address opens the reader at that page.
    const citedUrl = new URL(/(https?:\/\/\S+?)\.?$/.exec(texts.mlaWorksCited)?.[1] ?? '');
    await openReader(page, `${citedUrl.pathname}${citedUrl.search}`);
    await expect(
      readerOf(page).getByText(`Page ${cited} of ${edition.pdf?.pages}`, { exact: true }),
    ).toBeAttached();
    await expect(pagesOf(page).locator(`.page[data-page-number="${cited}"] canvas`).first()).toBeInViewport({
      timeout: 15_000,
    });
  });

  test('outside the reader, the citations cite the whole edition, with the holder’s own citation', async ({
    page,
  }) => {
    const { edition } = await circaEdition(page.request);
    const headers = { Authorization: `Bearer ${await staffToken(page)}` };
    const path = `/api/catalogues/${edition.catalogueId}/editions/${edition.id}`;
    const holderCitation = 'BHMPI, Dy 400-5890 gr raro';
    expect((await page.request.put(path, { headers, data: { citation: holderCitation } })).ok()).toBe(true);
    try {
      await page.goto(editionPath(edition));
      await page.getByRole('button', { name: 'Cite', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Cite this edition' });
      const apa = dialog.getByRole('region', { name: 'APA, 7th edition' });
      await expect(apa.getByRole('button', { name: 'Copy: APA: In-text citation' })).toBeVisible({
        timeout: 15_000,
      });
      expect(await citationText(apa, 'APA: In-text citation')).toBe(
        `(${edition.publishers[0]?.name}, ca. 1890)`,
      );
      const reference = await citationText(apa, 'APA: Reference list');
      expect(reference).toMatch(
        new RegExp(`/catalogues/catalogues/${edition.catalogueId}/edition/${edition.id}$`),
      );
      await expect(dialog).not.toContainText('The citations name page');

      const holder = dialog.getByRole('region', { name: 'Holder’s preferred citation' });
      await expect(holder).toContainText(holderCitation);
      await expect(holder.getByRole('button', { name: 'Copy: Holder’s preferred citation' })).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    } finally {
      await page.request.put(path, { headers, data: { citation: null } });
    }
  });
});

test.describe('the document head', () => {
  test('follows client-side navigation: one title, one description, one canonical link per page', async ({
    page,
  }) => {
    const { edition } = await circaEdition(page.request);
    const publisher = edition.publishers[0];
    if (!publisher) throw new Error('the edition has a publisher');
    const head = () =>
      page.evaluate(() => ({
        titles: [...document.querySelectorAll('title')].map((title) => title.textContent),
        canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((link) =>
          link.getAttribute('href'),
        ),
        descriptions: document.querySelectorAll('meta[name="description"]').length,
        citationTags: document.querySelectorAll('meta[name^="citation_"]').length,
      }));

    await page.goto(editionPath(edition));
    const editionTitle = `${edition.title?.trim() || edition.catalogue.mainTitle} · ${site}`;
    await expect(page).toHaveTitle(editionTitle);
    await expect.poll(head).toMatchObject({
      titles: [editionTitle],
      canonicals: [expect.stringMatching(new RegExp(`${editionPath(edition)}$`))],
      descriptions: 1,
    });
    expect((await head()).citationTags).toBeGreaterThan(0);
    // A mark on the window: it survives client-side navigation only.
    await page.evaluate(() => Object.assign(window, { stayedInTheApp: true }));

    // The edition's publisher, through its panel, to its own page.
    await page.getByRole('link', { name: publisher.name }).first().click();
    await page.getByRole('link', { name: 'View public page' }).click();
    await expect(page).toHaveURL(new RegExp(`/catalogues/publisher/${publisher.id}$`));
    await expect(page).toHaveTitle(`${publisher.name} · ${site}`);
    await expect.poll(head).toEqual({
      titles: [`${publisher.name} · ${site}`],
      canonicals: [expect.stringMatching(new RegExp(`/catalogues/publisher/${publisher.id}$`))],
      descriptions: 1,
      // The edition's citation tags described the page the server sent, not this one.
      citationTags: 0,
    });
    expect(await page.evaluate(() => (window as { stayedInTheApp?: boolean }).stayedInTheApp)).toBe(true);

    // And back.
    await page.goBack();
    await expect(page).toHaveTitle(editionTitle);
    await expect.poll(head).toMatchObject({
      titles: [editionTitle],
      canonicals: [expect.stringMatching(new RegExp(`${editionPath(edition)}$`))],
      descriptions: 1,
    });
  });
});
