import { expect, expectNoAxeViolations, signInAsStaff, test } from './fixtures.ts';

/**
 * Languages cannot be deleted, and the e2e server keeps its data for the whole run: this file adds
 * a language that no other spec uses (French is the shell spec's), the first free one of these.
 */
const candidates = [
  { name: 'Nederlands', prefix: 'NL', maps: 'Kaarten' },
  { name: 'Svenska', prefix: 'SV', maps: 'Kartor' },
  { name: 'Dansk', prefix: 'DA', maps: 'Landkort' },
];

const png1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('dashboard: translations', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsStaff(page);
  });

  test('adds a language, translates a navigation entry into it, and the public site shows it', async ({
    page,
  }) => {
    const existing: Array<{ prefix: string }> = await (
      await page.request.get('/api/projects/languages/services/8')
    ).json();
    const language = candidates.find(
      (candidate) => !existing.some((other) => other.prefix === candidate.prefix),
    );
    if (!language) throw new Error('every candidate language exists already');

    await page.goto('/catalogues/dashboard/translations');
    await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'maps', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // A code in use is refused; a new one is added and chosen for translating.
    await page.getByRole('button', { name: 'Add language' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add language' });
    await dialog.getByRole('textbox', { name: 'Language name' }).fill(language.name);
    await dialog.getByRole('textbox', { name: 'Language code' }).fill('de');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This language already exists')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('textbox', { name: 'Language code' }).fill(language.prefix.toLowerCase());
    await dialog.getByRole('textbox', { name: 'Language code' }).press('Enter');
    await expect(page.getByText('Language added')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`lang=${language.prefix}`));
    await expect(page.getByRole('row', { name: new RegExp(language.name) })).toBeVisible();

    // Everything is untranslated in the new language; the filter and the count follow the URL.
    await page.getByText('Untranslated only').click();
    await expect(page).toHaveURL(/untranslated=true/);
    const count = page.getByText(/^\d+ untranslated$/);
    const before = Number.parseInt((await count.textContent()) ?? '', 10);
    expect(before).toBeGreaterThan(100);
    await page.getByRole('searchbox', { name: 'Search translations' }).fill('maps');
    await expect(page).toHaveURL(/q=maps/);
    const maps = page.getByRole('textbox', { name: 'maps', exact: true });
    await expect(maps).toHaveValue('');
    await maps.fill(language.maps);
    await expect(page.getByText('Unsaved changes: 1')).toBeVisible();
    // Leaving with unsaved texts asks first; staying keeps them.
    await page.getByRole('link', { name: 'View public site' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Unsaved changes will be lost. Leave this page?' });
    await warning.getByRole('button', { name: 'Stay on page' }).click();
    await expect(maps).toHaveValue(language.maps);
    await page.getByRole('button', { name: 'Save all' }).click();
    await expect(page.getByText('Translations saved')).toBeVisible();
    // Translated, it leaves the untranslated list.
    await expect(maps).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search translations' }).clear();
    await expect(count).toHaveText(`${before - 1} untranslated`);

    // Without a reload, the public language switcher offers the new language.
    await page.getByRole('link', { name: 'View public site' }).click();
    await page.getByRole('button', { name: /Change language/ }).click();
    await page.getByRole('menuitem', { name: language.name }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language.prefix.toLowerCase());
    await expect(
      page.getByRole('navigation').getByRole('link', { name: language.maps, exact: true }).first(),
    ).toBeVisible();
  });

  test('edits one key in every language, with image uploads checked, and warns before leaving', async ({
    page,
  }) => {
    await page.goto('/catalogues/dashboard/translations/translation?key=home_image');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit translation' })).toBeVisible();
    const english = page.getByRole('textbox', { name: 'English (EN)' });
    await expect(english).toBeVisible();
    await expectNoAxeViolations(page);

    const upload = page.locator('input[type="file"]').first();
    await upload.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(page.getByText('This image format is not allowed')).toBeVisible();
    await expect(english).toHaveAttribute('aria-invalid', 'true');
    await upload.setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: png1x1 });
    await expect(english).toHaveValue(/\/iiif\/.+\.jpg$/);
    const preview = page.getByRole('img', { name: /^Preview: home_image/ });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

    // The upload is not saved yet: leaving asks first.
    await page.getByRole('link', { name: 'Back to list' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Unsaved changes will be lost. Leave this page?' });
    await warning.getByRole('button', { name: 'Leave page' }).click();
    await expect(page).toHaveURL(/\/dashboard\/translations$/);

    // The list fits a 320 px phone.
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(page.getByRole('textbox', { name: 'maps', exact: true })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
