import { expect, test } from './fixtures.ts';

// The fixture fails the test on any Content-Security-Policy violation: Swagger UI must work under it.
test('the API documentation shows the three contracts under the Content-Security-Policy', async ({
  page,
}) => {
  const response = await page.goto('/api/docs/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1, name: /Photo catalogues API/ })).toBeVisible();
  await page.locator('.opblock-summary').first().click();
  await expect(page.locator('.opblock-body').first()).toBeVisible();
  for (const name of ['projects', 'multimedia']) {
    await page.getByRole('combobox', { name: 'Select a definition' }).selectOption(name);
    await expect(page.getByRole('link', { name: `/api/docs/openapi/${name}.yaml` })).toBeVisible();
    await expect(page.locator('.opblock').first()).toBeVisible();
  }
});
