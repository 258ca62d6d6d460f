import { catalogueTitled, expect, expectNoAxeViolations, test } from './fixtures.ts';

test('on a phone the two readers stand one above the other, as wide as the screen allows', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const catalogue = await catalogueTitled(page.request, 'Catalogo delle fotografie Brogi');
  await page.goto(`/catalogues/catalogues/compare?catalogue=${catalogue.id}`);
  const first = page.getByRole('region', { name: /^PDF reader: First edition: / });
  const second = page.getByRole('region', { name: /^PDF reader: Second edition: / });
  await expect(first.getByRole('button', { name: 'Next page' })).toBeEnabled({ timeout: 20_000 });
  await expect(second.getByRole('button', { name: 'Next page' })).toBeEnabled({ timeout: 20_000 });
  const [firstBox, secondBox] = [await first.boundingBox(), await second.boundingBox()];
  const viewport = page.viewportSize();
  expect(firstBox && secondBox && viewport).toBeTruthy();
  if (!firstBox || !secondBox || !viewport) return;
  expect(secondBox.y).toBeGreaterThanOrEqual(firstBox.y + firstBox.height);
  expect(firstBox.width).toBeGreaterThan(viewport.width * 0.8);
  // Nothing wider than the screen: the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  await expect(
    page.getByRole('heading', { level: 3, name: /^Added in the second edition \(\d+\)$/ }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expectNoAxeViolations(page);
});
