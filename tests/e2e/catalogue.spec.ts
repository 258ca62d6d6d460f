import type { APIRequestContext } from '@playwright/test';
import type { components } from '../../openapi/generated/catalogue';
import { expect, expectNoAxeViolations, test, withoutPageAnswers } from './fixtures.ts';

type Catalogue = components['schemas']['Catalogue'];

/** Demo catalogues found through the API, so the tests follow the data rather than fixed ids. */
async function catalogues(request: APIRequestContext): Promise<Catalogue[]> {
  const response = await request.get('/api/catalogues?per-page=100&include-supplements=true');
  expect(response.ok()).toBe(true);
  return (await response.json()).catalogues;
}

async function supplementCounts(request: APIRequestContext, id: number) {
  const body = await (await request.get(`/api/catalogues/${id}/supplementary-contents`)).json();
  return body.supplementaryContents.length + body.supplementaryContentsOf.length;
}

test.describe('the catalogue layout', () => {
  test('shows a tab per version, each with its own address, and opens at the first version', async ({
    page,
  }) => {
    const withVersions = (await catalogues(page.request)).find((catalogue) => catalogue.editions.length >= 3);
    if (!withVersions) throw new Error('the demo data has a catalogue with three versions');
    const [first, second] = [...withVersions.editions].sort((a, b) => a.position - b.position);
    await page.goto(`/catalogues/catalogues/${withVersions.id}`);
    await expect(page).toHaveURL(new RegExp(`/catalogues/${withVersions.id}/edition/${first?.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: withVersions.title })).toBeVisible();

    const tabs = page.getByRole('tablist', { name: 'Catalogue versions' }).getByRole('tab');
    await expect(tabs.first()).toHaveText('First version');
    await expect(tabs.nth(1)).toHaveText('2º versions');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    // The breadcrumb names the catalogue.
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: withVersions.title }),
    ).toBeVisible();

    // Arrow keys move between the tabs, and the address follows.
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(new RegExp(`/edition/${second?.id}$`));
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);

    await page.goBack();
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  });

  test('shows no tabs for a single edition without supplementary contents', async ({ page }) => {
    let single: Catalogue | undefined;
    for (const catalogue of await catalogues(page.request)) {
      if (catalogue.editions.length === 1 && (await supplementCounts(page.request, catalogue.id)) === 0) {
        single = catalogue;
        break;
      }
    }
    if (!single) throw new Error('the demo data has a single-edition catalogue');
    await page.goto(`/catalogues/catalogues/${single.id}/edition/${single.editions[0]?.id}`);
    await expect(page.getByRole('heading', { level: 1, name: single.title })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: /^Title$/ })).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
  });

  test('shows the supplementary contents in their own tab', async ({ page }) => {
    let owner: Catalogue | undefined;
    for (const catalogue of await catalogues(page.request)) {
      const body = await (
        await page.request.get(`/api/catalogues/${catalogue.id}/supplementary-contents`)
      ).json();
      if (body.supplementaryContents.length > 0) {
        owner = catalogue;
        break;
      }
    }
    if (!owner) throw new Error('the demo data has a catalogue with supplementary content');
    await page.goto(`/catalogues/catalogues/${owner.id}`);
    await page.getByRole('tab', { name: 'Supplementary content' }).click();
    await expect(page).toHaveURL(new RegExp(`/catalogues/${owner.id}/supplementary-content$`));
    await expect(page.getByRole('tabpanel').locator('article[data-card="catalogue"]').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('still shows the editions when the supplementary contents fail, with a retry', async ({ page }) => {
    const withVersions = (await catalogues(page.request)).find((catalogue) => catalogue.editions.length >= 2);
    if (!withVersions) throw new Error('the demo data has a catalogue with versions');
    let failing = true;
    // The page's own copy of the call would answer it: the page comes without.
    await withoutPageAnswers(page);
    await page.route('**/api/catalogues/*/supplementary-contents*', (route) =>
      failing
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({
              statusCode: 503,
              error: 'Service Unavailable',
              message: 'service_unavailable',
            }),
          })
        : route.continue(),
    );
    await page.goto(`/catalogues/catalogues/${withVersions.id}`);
    await expect(page.getByRole('heading', { level: 1, name: withVersions.title })).toBeVisible();
    await expect(page.getByText('The supplementary contents could not be loaded')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'First version' })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: /^Title$/ })).toBeVisible();
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('The supplementary contents could not be loaded')).toBeHidden();
  });

  test("opens an edition's publisher in a panel with its other catalogues", async ({ page }) => {
    const catalogue = (await catalogues(page.request)).find(
      (candidate) => candidate.editions[0]?.publishers.length,
    );
    const edition = catalogue?.editions[0];
    const publisher = edition?.publishers[0];
    if (!catalogue || !edition || !publisher) throw new Error('the demo data has a published catalogue');
    await page.goto(`/catalogues/catalogues/${catalogue.id}/edition/${edition.id}`);
    await page.getByRole('link', { name: publisher.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/edition/${edition.id}/publisher/${publisher.id}$`));
    const panel = page.getByRole('region', { name: publisher.name });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: /Related catalogues/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await panel.getByRole('link', { name: 'Close' }).click();
    await expect(page).toHaveURL(new RegExp(`/edition/${edition.id}$`));
  });
});
