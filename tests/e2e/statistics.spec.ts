import type { Page } from '@playwright/test';
import type { components } from '../../openapi/generated/catalogue';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

type Statistics = components['schemas']['Statistics'];

const chartTitles = [
  'Catalogues and editions per decade',
  'Catalogues per place of publication',
  'Publishers with the most editions, over time',
];
const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /About [\d,]+ results/ });
const countOf = async (page: Page) =>
  Number(((await resultCount(page).textContent()) ?? '').replace(/\D/g, ''));
/** React Aria's checkboxes hide their input; a person clicks the label around it. */
const pressLabelOf = (control: ReturnType<Page['getByRole']>) =>
  control.locator('xpath=ancestor::label').click();
const decadeChart = (page: Page) => page.getByRole('figure', { name: chartTitles[0] });
const decadeBar = (page: Page, decade: number) =>
  decadeChart(page).getByRole('link', {
    name: new RegExp(`^${decade}s: [\\d,]+ catalogues?, [\\d,]+ editions?$`),
  });

async function statistics(page: Page, query = ''): Promise<Statistics> {
  const response = await page.request.get(`/api/statistics?lang=EN${query}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

const catalogueName = (n: number) => `${n.toLocaleString('en')} catalogue${n === 1 ? '' : 's'}`;

test.describe('statistics', () => {
  test('shows the three charts and their tables, reached from the navigation', async ({ page }) => {
    await page.goto('/catalogues/browse');
    await page.getByRole('link', { name: /The collection in figures/ }).click();
    await expect(page).toHaveURL(/\/statistics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
    await expect(page).toHaveTitle(/^Statistics/);
    const answer = await statistics(page);
    for (const title of chartTitles) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(page.getByRole('figure', { name: title })).toBeVisible();
    }
    const busiest = answer.decades.reduce((best, decade) =>
      decade.catalogues > best.catalogues ? decade : best,
    );
    await expect(decadeBar(page, busiest.decade)).toHaveAccessibleName(
      new RegExp(`^${busiest.decade}s: ${catalogueName(busiest.catalogues)}, `),
    );
    const place = answer.places[0];
    if (!place) throw new Error('no places');
    await expect(
      page
        .getByRole('figure', { name: chartTitles[1] })
        .getByRole('link', { name: new RegExp(`^${place.name}: `) }),
    ).toBeVisible();

    // Each chart's figures as a table, behind a disclosure.
    for (const summary of await page.getByText('Figures as a table').all()) await summary.click();
    for (const title of chartTitles) await expect(page.getByRole('table', { name: title })).toBeVisible();
    const decadeTable = page.getByRole('table', { name: chartTitles[0] });
    await expect(decadeTable.getByRole('row')).toHaveCount(answer.decades.length + 1);
    await expect(
      decadeTable
        .getByRole('row', { name: new RegExp(`^${busiest.decade}s `) })
        .getByRole('cell')
        .first(),
    ).toHaveText(busiest.catalogues.toLocaleString('en'));
    await expectNoAxeViolations(page);

    await page.getByRole('navigation').getByRole('link', { name: 'Statistics' }).first().click();
    await expect(page).toHaveURL(/\/statistics$/);
  });

  test('a bar opens the catalogue list it counts, with the same total', async ({ page }) => {
    await page.goto('/catalogues/statistics');
    const answer = await statistics(page);
    const decade = answer.decades.find((each) => each.catalogues > 1);
    if (!decade) throw new Error('no decade with catalogues');
    await decadeBar(page, decade.decade).click();
    await expect(page).toHaveURL(new RegExp(`/catalogues\\?.*yearFrom=${decade.dateBegin}`));
    await expect(page).toHaveURL(new RegExp(`yearTo=${decade.dateEnd}`));
    await expect.poll(() => countOf(page)).toBe(decade.catalogues);
  });

  test('a filter changes the counts, and the bars keep it', async ({ page }) => {
    await page.goto('/catalogues/statistics');
    const all = await statistics(page);
    const busiest = all.decades.reduce((best, decade) =>
      decade.catalogues > best.catalogues ? decade : best,
    );
    await expect(decadeBar(page, busiest.decade)).toHaveAccessibleName(
      new RegExp(`^${busiest.decade}s: ${catalogueName(busiest.catalogues)}, `),
    );

    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await pressLabelOf(drawer.getByRole('checkbox', { name: 'Florence' }));
    await expect(page).toHaveURL(/places=\d+/);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    const places = new URL(page.url()).searchParams.get('places');
    const florence = await statistics(page, `&places=${places}`);
    const narrowed = florence.decades.find((decade) => decade.decade === busiest.decade);
    if (!narrowed || narrowed.catalogues === 0)
      throw new Error('no catalogues from Florence in the busiest decade');
    expect(narrowed.catalogues).toBeLessThan(busiest.catalogues);
    await expect(decadeBar(page, busiest.decade)).toHaveAccessibleName(
      new RegExp(`^${busiest.decade}s: ${catalogueName(narrowed.catalogues)}, `),
    );
    await expect(page.getByRole('figure', { name: chartTitles[1] }).getByRole('link')).toHaveCount(1);

    await decadeBar(page, busiest.decade).click();
    await expect(page).toHaveURL(new RegExp(`places=${places}`));
    await expect.poll(() => countOf(page)).toBe(narrowed.catalogues);
  });

  test('the keyboard reaches the bars, and a focused bar shows it', async ({ page }) => {
    await page.goto('/catalogues/statistics');
    const answer = await statistics(page);
    const first = answer.decades[0];
    if (!first) throw new Error('no decades');
    await expect(decadeBar(page, first.decade)).toBeVisible();
    await page.getByRole('button', { name: 'Filters' }).focus();
    const focusedName = () =>
      page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName,
      );
    let name: string | null | undefined = '';
    for (let presses = 0; presses < 40 && !name?.startsWith(`${first.decade}s:`); presses++) {
      await page.keyboard.press('Tab');
      name = await focusedName();
    }
    expect(name).toMatch(new RegExp(`^${first.decade}s: `));
    const ring = await page.evaluate(() => {
      const band = document.activeElement?.querySelector('rect');
      return band ? getComputedStyle(band).stroke : 'none';
    });
    expect(ring).not.toBe('none');
    await page.keyboard.press('Tab');
    expect(await focusedName()).toMatch(new RegExp(`^${answer.decades[1]?.decade ?? 0}s: `));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/catalogues\?.*yearFrom=/);
  });

  test('fits a phone: no sideways scrolling, the charts drawn, the tables scroll on their own', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 760 });
    await page.goto('/catalogues/statistics');
    const answer = await statistics(page);
    await expect(decadeBar(page, answer.decades[0]?.decade ?? 0)).toBeVisible();
    for (const title of chartTitles) await expect(page.getByRole('figure', { name: title })).toBeVisible();
    for (const summary of await page.getByText('Figures as a table').all()) await summary.click();
    await expect(page.getByRole('table', { name: chartTitles[2] })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
