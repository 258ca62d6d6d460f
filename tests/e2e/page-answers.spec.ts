import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * A page brings the answers of its first calls (common/page-answers.ts): the home page, the catalogue
 * list and the navigation list as they open and a catalogue page draw their data without asking the
 * catalogue service for it. Should the server write a call otherwise than the app makes it, the app asks, and this fails.
 */

/** The catalogue service's calls the page asks for, as paths with their query. */
function catalogueCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/projects/'))
      calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

/**
 * What `container` showed at each change of the page from its first render on, in order:
 * `content` once it holds an element matching `content`, `placeholder` before.
 */
async function recordWhatShows(page: Page, container: string, content: string) {
  await page.addInitScript(
    ({ container, content }) => {
      const shown: string[] = [];
      Object.assign(window, { shownInOrder: shown });
      new MutationObserver(() => {
        const element = document.querySelector(container);
        if (!element) return;
        const now = element.querySelector(content) ? 'content' : 'placeholder';
        if (shown.at(-1) !== now) shown.push(now);
      }).observe(document, { childList: true, subtree: true });
    },
    { container, content },
  );
  return () => page.evaluate(() => (window as unknown as { shownInOrder: string[] }).shownInOrder);
}

/** The demo data's first catalogue, as the catalogue service lists it. */
async function firstCatalogue(page: Page): Promise<{ id: number; title: string }> {
  const response = await page.request.get('/api/catalogues?per-page=1');
  const [catalogue] = (await response.json()).catalogues as Array<{ id: number; title: string }>;
  if (!catalogue) throw new Error('the demo data has catalogues');
  return catalogue;
}

test('the home page shows the latest catalogues and the counts without asking for them', async ({ page }) => {
  const calls = catalogueCalls(page);
  await page.goto('/catalogues/');
  await expect(page.locator('article[data-card="catalogue"]').first()).toBeVisible();
  for (const list of ['catalogues', 'publishers', 'places', 'holders'])
    await expect(page.getByText(new RegExp(`^[\\d,]+ ${list}$`))).toBeVisible();
  expect(calls).toEqual([]);
});

test('the catalogue list shows its first cards without asking for them, and asks for what a search needs', async ({
  page,
}) => {
  const calls = catalogueCalls(page);
  await page.goto('/catalogues/catalogues');
  await expect(page.locator('article[data-card="catalogue"]').nth(5)).toBeVisible();
  expect(calls.filter((call) => call.includes('page=1&'))).toEqual([]);
  await page.getByRole('searchbox', { name: 'Search by title' }).fill('brogi');
  await page.keyboard.press('Enter');
  await expect.poll(() => calls.some((call) => call.includes('brogi'))).toBe(true);
});

test('the catalogue list draws its first cards in its first render, with no placeholders before them', async ({
  page,
}) => {
  // The page's answer is in the query cache before the first render, so the list starts with it.
  const shown = await recordWhatShows(page, 'section[aria-busy]', 'article[data-card="catalogue"]');
  await page.goto('/catalogues/catalogues');
  await expect(page.locator('article[data-card="catalogue"]').nth(5)).toBeVisible();
  expect(await shown()).toEqual(['content']);
});

test('the navigation list shows its first rows without asking for them', async ({ page }) => {
  const calls = catalogueCalls(page);
  await page.goto('/catalogues/navigate-list');
  await expect(page.locator('table tbody tr[aria-rowindex]').first()).toBeVisible();
  await expect(page.getByText(/^Showing [\d,]+ of [\d,]+$/)).toBeVisible();
  expect(calls.filter((call) => call.startsWith('/api/editions'))).toEqual([]);
});

test('the navigation list in another order shows its first rows without asking for them', async ({
  page,
}) => {
  const calls = catalogueCalls(page);
  await page.goto('/catalogues/navigate-list?sort=year&direction=desc');
  const table = page.getByRole('table', { name: 'Navigate list' });
  await expect(table.getByRole('columnheader', { name: 'Year' })).toHaveAttribute('aria-sort', 'descending');
  await expect(table.locator('tbody tr[aria-rowindex]').first()).toBeVisible();
  await expect(page.getByText(/^Showing [\d,]+ of [\d,]+$/)).toBeVisible();
  expect(calls.filter((call) => call.startsWith('/api/editions'))).toEqual([]);
});

test('a catalogue page shows its catalogue without asking for it; another language asks', async ({
  page,
}) => {
  const catalogue = await firstCatalogue(page);
  const calls = catalogueCalls(page);
  await page.goto(`/catalogues/catalogues/${catalogue.id}`);
  await expect(page.getByRole('heading', { level: 1, name: catalogue.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/catalogues/${catalogue.id}/edition/\\d+$`));
  const carried = ['', '/editions', '/supplementary-contents'].map(
    (call) => `/api/catalogues/${catalogue.id}${call}?lang=EN`,
  );
  expect(calls.filter((call) => carried.includes(call))).toEqual([]);

  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitem', { name: 'Italian' }).click();
  await expect.poll(() => calls).toContain(`/api/catalogues/${catalogue.id}?lang=IT`);
});

test('a catalogue page draws its heading in its first render, with no placeholder before it', async ({
  page,
}) => {
  const catalogue = await firstCatalogue(page);
  // The page's answers are in the query cache before the first render, so the layout starts with them.
  const shown = await recordWhatShows(page, 'main header', 'h1');
  await page.goto(`/catalogues/catalogues/${catalogue.id}`);
  await expect(page.getByRole('heading', { level: 1, name: catalogue.title })).toBeVisible();
  expect(await shown()).toEqual(['content']);
});
