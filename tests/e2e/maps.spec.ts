import type { Page } from '@playwright/test';
import type { components } from '../../openapi/generated/catalogue';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

type MapPoints = components['schemas']['MapPoints'];

const summary = (page: Page) =>
  page.getByRole('status').filter({ hasText: /\d+ places?, \d+ (catalogues?|publishers?)/ });
const mapCanvas = (page: Page) => page.locator('canvas.maplibregl-canvas');
/**
 * The map's code (MapLibre, deck.gl: the largest chunks of the app) and its first frame, drawn in
 * software WebGL: on a loaded 2-core machine, with another browser running beside, that took over
 * the 7 s an expectation waits by default.
 */
const mapLoad = { timeout: 30_000 };
/** The map as drawn on screen: the basemap canvas with deck.gl's canvas on top. */
const mapFrame = (page: Page) => mapCanvas(page);
const popup = (page: Page) => page.locator('.maplibregl-popup');

async function mapPoints(page: Page, query: string): Promise<MapPoints> {
  const response = await page.request.get(`/api/maps/${query}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

async function placeId(page: Page, name: string): Promise<number> {
  const response = await page.request.get(`/api/places?lang=EN&name=${encodeURIComponent(name)}`);
  const { places } = (await response.json()) as { places: Array<{ id: number; name: string }> };
  const place = places.find((candidate) => candidate.name === name);
  if (!place) throw new Error(`no place ${name}`);
  return place.id;
}

/** Clicks the middle of the map until the point drawn there opens (deck.gl draws once the map has loaded). */
async function clickMapCentre(page: Page) {
  await expect(page.locator('[data-drawn-points]:not([data-drawn-points="0"])')).toBeAttached({
    timeout: 15_000,
  });
  const box = await mapCanvas(page).boundingBox();
  if (!box) throw new Error('no map');
  await expect(async () => {
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/[?&]place=\d+/, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test.describe('maps', () => {
  // Software WebGL on a shared 2-core machine: three times the usual time for each test.
  test.slow();
  test('the maps page leads to the catalogue map, drawn from our own server only', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const host = new URL(request.url()).hostname;
      if (host !== '127.0.0.1' && !request.url().startsWith('data:') && !request.url().startsWith('blob:'))
        foreign.push(request.url());
    });
    await page.goto('/catalogues/maps');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Open the catalogue map' }).click();
    await expect(page).toHaveURL(/\/maps\/catalogues$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Catalogues by place of publication' }),
    ).toBeVisible();
    const all = await mapPoints(page, 'catalogues?lang=EN');
    const total = all.points.reduce((sum, point) => sum + point.count, 0);
    await expect(summary(page)).toHaveText(`${all.points.length} places, ${total} catalogues`);
    await expect(mapCanvas(page)).toBeVisible(mapLoad);
    await expect(mapCanvas(page)).toHaveAttribute('aria-label', 'Map: Catalogues by place of publication');
    await expect(page.getByRole('region', { name: 'Map: Catalogues by place of publication' })).toBeVisible();
    // The basemap (bundled country shapes) and the points are drawn: the map is not one flat colour.
    await expect
      .poll(async () => (await mapFrame(page).screenshot()).length, {
        timeout: 15_000,
      })
      .toBeGreaterThan(20_000);
    await expectNoAxeViolations(page);
    expect(foreign).toEqual([]);
  });

  test('a click on a point opens its popup listing the catalogues there, and Escape closes it', async ({
    page,
  }) => {
    const rome = await placeId(page, 'Rome');
    const [point] = (await mapPoints(page, `catalogues?lang=EN&places=${rome}`)).points;
    if (!point) throw new Error('Rome has no catalogues');
    // One place: the map centres on it.
    await page.goto(`/catalogues/maps/catalogues?places=${rome}`);
    await expect(mapCanvas(page)).toBeVisible(mapLoad);
    await clickMapCentre(page);
    await expect(page).toHaveURL(new RegExp(`place=${rome}`));
    const heading = popup(page).getByRole('heading', { name: `${point.count} catalogues in Rome` });
    await expect(heading).toBeVisible();
    await expect(popup(page).getByRole('listitem')).toHaveCount(Math.min(point.count, 10));
    await expectNoAxeViolations(page);

    // A shared link opens the same popup; Escape closes it.
    await page.reload();
    await expect(heading).toBeVisible(mapLoad);
    // The map starts with the point low, the popup above it shown whole inside the map.
    await expect(popup(page)).toHaveClass(/maplibregl-popup-anchor-bottom/);
    await expect
      .poll(async () => {
        const [frame, shown] = [await mapCanvas(page).boundingBox(), await popup(page).boundingBox()];
        return frame && shown && shown.y >= frame.y && shown.y + shown.height <= frame.y + frame.height;
      })
      .toBe(true);
    await popup(page).getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(popup(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/[?&]place=/);

    // Its catalogues link to their pages (opened afresh: the popup left its point below the middle).
    await page.goto(`/catalogues/maps/catalogues?places=${rome}`);
    await clickMapCentre(page);
    const first = popup(page).getByRole('listitem').first().getByRole('link');
    const title = await first.textContent();
    await first.click();
    await expect(page).toHaveURL(/\/catalogues\/\d+\/edition\/\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title ?? '');
  });

  test('the year control changes the points on the map and the counts', async ({ page }) => {
    await page.goto('/catalogues/maps/catalogues');
    const all = await mapPoints(page, 'catalogues?lang=EN');
    await expect(summary(page)).toContainText(`${all.points.length} places`);
    const frame = mapFrame(page);
    await expect(mapCanvas(page)).toBeVisible(mapLoad);
    await page.waitForTimeout(1500);
    const before = await frame.screenshot();

    // The lower thumb moved with the keyboard to 1880.
    const from = page.getByRole('slider', { name: 'From' });
    await from.focus();
    for (let year = 1839; year < 1880; year++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    await expect(page).toHaveURL(/yearFrom=1880/);
    const later = await mapPoints(page, 'catalogues?lang=EN&date-begin=1880');
    expect(later.points.length).toBeLessThan(all.points.length);
    const total = later.points.reduce((sum, point) => sum + point.count, 0);
    await expect(summary(page)).toHaveText(`${later.points.length} places, ${total} catalogues`);
    await expect.poll(async () => (await frame.screenshot()).equals(before), { timeout: 10_000 }).toBe(false);
  });

  test('the list view gives the same places as a table, each leading to its list and back to the map', async ({
    page,
  }) => {
    await page.goto('/catalogues/maps/publishers?yearFrom=1860&yearTo=1900');
    const { points } = await mapPoints(page, 'publishers?lang=EN&date-begin=1860&date-end=1900');
    await page.getByRole('button', { name: 'Show as list' }).click();
    await expect(page).toHaveURL(/view=list/);
    const table = page.getByRole('table', { name: 'Places on the map' });
    await expect(table.getByRole('row')).toHaveCount(points.length + 1);
    await expect(mapCanvas(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    const busiest = points[0];
    if (!busiest) throw new Error('no places');
    // The count leads to the publisher list of that place and years, with the same total.
    await table.getByRole('link', { name: `${busiest.count} publishers: ${busiest.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/publisher\\?.*places=${busiest.placeId}`));
    await expect(page.getByRole('status').filter({ hasText: /About \d+ results/ })).toHaveText(
      `About ${busiest.count} results`,
    );
    await page.goBack();
    await table.getByRole('button', { name: `Show on map: ${busiest.name}` }).click();
    await expect(page).not.toHaveURL(/view=list/);
    await expect(
      popup(page).getByRole('heading', { name: `${busiest.count} publishers in ${busiest.name}` }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(popup(page).getByRole('listitem').first().getByRole('link')).toHaveAttribute(
      'href',
      /\/publisher\/\d+$/,
    );
  });
});
