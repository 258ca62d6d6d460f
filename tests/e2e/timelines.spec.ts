import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { components } from '../../openapi/generated/catalogue';
import { catalogueTitled, expect, expectNoAxeViolations, test } from './fixtures.ts';

type Edition = components['schemas']['Edition'];

/** Demo records found through the API, so the tests follow the data rather than fixed ids. */
async function publisherId(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.get(`/api/publishers?per-page=100&name=${encodeURIComponent(name)}`);
  const { publishers } = (await response.json()) as { publishers: Array<{ id: number; name: string }> };
  const found = publishers.find((publisher) => publisher.name === name);
  if (!found) throw new Error(`the demo data has the publisher ${name}`);
  return found.id;
}

const timelineSection = (page: Page) => page.getByRole('region', { name: 'Timeline' });
/** The chart's marks: the links inside its figure. */
const marksOf = (section: Locator) => section.getByRole('figure').getByRole('link');

/** Presses Tab until a mark of the chart has the focus; fails after `limit` presses. */
async function tabToFirstMark(page: Page, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    const inChart = await page.evaluate(() => Boolean(document.activeElement?.closest('figure svg a')));
    if (inChart) return;
  }
  throw new Error('Tab never reached a mark of the timeline');
}

test.describe("a firm's timeline", () => {
  test('draws a lane per place, each mark a link to its edition', async ({ page }) => {
    const id = await publisherId(page.request, 'Fratelli Alinari');
    await page.goto(`/catalogues/publisher/${id}`);
    const section = timelineSection(page);
    const chart = section.getByRole('figure', { name: 'Timeline of Fratelli Alinari' });
    await expect(chart).toBeVisible();
    // One lane per place of publication: the branch in Rome shows beside Florence.
    await expect(chart.locator('text', { hasText: /^Florence$/ })).toBeVisible();
    await expect(chart.locator('text', { hasText: /^Rome$/ })).toBeVisible();
    // The catalogue published in both cities is a mark in each lane.
    await expect(
      section.getByRole('link', { name: 'Alinari. Fotografie di Roma e dintorni, ca. 1890, Florence' }),
    ).toBeVisible();
    await expect(
      section.getByRole('link', { name: 'Alinari. Fotografie di Roma e dintorni, ca. 1890, Rome' }),
    ).toBeVisible();

    // A mark opens its edition.
    const mark = section.getByRole('link', { name: 'Catalogo generale Alinari, 1887, Florence' });
    const href = await mark.getAttribute('href');
    expect(href).toMatch(/\/catalogues\/\d+\/edition\/\d+$/);
    await mark.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogo generale Alinari' })).toBeVisible();
    await expect(page.getByRole('tab', { name: '2º versions', selected: true })).toBeVisible();
  });

  test('the table holds the same editions as the chart, with the same links', async ({ page }) => {
    const id = await publisherId(page.request, 'Fratelli Alinari');
    await page.goto(`/catalogues/publisher/${id}`);
    const section = timelineSection(page);
    const marks = marksOf(section);
    await expect(marks.first()).toBeVisible();
    const markNames = (
      await marks.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))
    )
      .map(String)
      .sort();

    await section.locator('summary', { hasText: 'The timeline as a table' }).click();
    const table = section.getByRole('table', { name: 'The timeline as a table' });
    await expect(table).toBeVisible();
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(markNames.length);
    const rowNames = (
      await rows.evaluateAll((trs) =>
        trs.map((tr) => {
          const [lane, date, title] = [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '');
          return `${title}, ${date}, ${lane}`;
        }),
      )
    ).sort();
    expect(rowNames).toEqual(markNames);
    // Each row's link goes where the chart's mark goes.
    const markTargets = (
      await marks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    ).sort();
    const rowTargets = (
      await table.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    ).sort();
    expect(rowTargets).toEqual(markTargets);
    await expectNoAxeViolations(page);
  });

  test('the keyboard reaches the marks, shows where the focus is and opens the edition', async ({ page }) => {
    const id = await publisherId(page.request, 'Fratelli Alinari');
    await page.goto(`/catalogues/publisher/${id}`);
    const section = timelineSection(page);
    await expect(marksOf(section).first()).toBeVisible();
    await section.getByRole('heading', { name: 'Timeline' }).click();
    await tabToFirstMark(page);
    const focused = page.locator('figure svg a:focus');
    const name = await focused.getAttribute('aria-label');
    // The earliest edition comes first: Catalogo delle fotografie Alinari, 1873.
    expect(name).toBe('Catalogo delle fotografie Alinari, 1873, Florence');
    // Its focus ring shows.
    await expect
      .poll(() => focused.evaluate((link) => getComputedStyle(link.querySelector('rect') as Element).opacity))
      .toBe('1');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/catalogues\/\d+\/edition\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Catalogo delle fotografie Alinari' }),
    ).toBeVisible();
  });
});

test.describe("a catalogue's timeline", () => {
  test('shows the editions and the supplements with their page counts, each linking to its edition', async ({
    page,
  }) => {
    const catalogue = await catalogueTitled(page.request, 'Catalogo generale Alinari');
    const editionsResponse = await page.request.get(`/api/catalogues/${catalogue.id}/editions?lang=EN`);
    const { editions } = (await editionsResponse.json()) as { editions: Edition[] };
    await page.goto(`/catalogues/catalogues/${catalogue.id}`);
    const section = timelineSection(page);
    await expect(
      section.getByRole('figure', { name: 'Timeline of Catalogo generale Alinari' }),
    ).toBeVisible();
    for (const edition of editions) {
      const pages = edition.pdf?.pages ?? edition.pdfPageCount;
      const mark = section.getByRole('link', {
        name: `Catalogo generale Alinari, ${edition.date}, ${pages} pages`,
      });
      await expect(mark).toBeVisible();
      await expect(mark).toHaveAttribute(
        'href',
        new RegExp(`/catalogues/${catalogue.id}/edition/${edition.id}$`),
      );
      // The page count is written on the chart too.
      await expect(mark.locator('text')).toHaveText(`${pages} pp.`);
    }
    // Its two supplements are drawn beside it, each in a lane of its own.
    const figure = section.getByRole('figure');
    await expect(
      figure.locator('text', { hasText: /^Supplementary content: Alinari\. Supplemento I al/ }),
    ).toBeVisible();
    await expect(
      figure.locator('text', { hasText: /^Supplementary content: Alinari\. Supplemento II al/ }),
    ).toBeVisible();
    const supplement = section.getByRole('link', {
      name: /^Alinari\. Supplemento II al catalogo generale, 1899, /,
    });
    await expect(supplement).toBeVisible();

    // The current edition's mark is marked as the page the visitor is on.
    const [first] = [...editions].sort((a, b) => a.position - b.position);
    await expect(
      section.getByRole('link', { name: new RegExp(`^Catalogo generale Alinari, ${first?.date},`) }),
    ).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);

    await supplement.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Alinari. Supplemento II al catalogo generale' }),
    ).toBeVisible();
  });
});
