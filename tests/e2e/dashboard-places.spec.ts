import type { APIRequestContext } from '@playwright/test';
import { chooseOption, expect, expectNoAxeViolations, signInAsStaff, test } from './fixtures.ts';

/** Staff calls for fixtures and clean-up, through the API. */
function staffApi(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async create(path: string, data: object): Promise<number> {
      const response = await request.post(`/api${path}`, { headers, data });
      expect(response.status(), path).toBe(201);
      const body = await response.json();
      return (body.place ?? body.catalogue).id;
    },
    async remove(path: string) {
      expect((await request.delete(`/api${path}`, { headers })).status(), path).toBe(204);
    },
  };
}

test.describe('dashboard: places, publishers and supplementary contents', () => {
  test('creates a place from a GeoNames lookup, keeps it while editions use it, moves them and deletes it', async ({
    page,
  }) => {
    const api = staffApi(page.request, await signInAsStaff(page));
    await page.goto('/catalogues/dashboard/places');
    await expect(page.getByRole('heading', { level: 1, name: 'Places' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Places' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Create place' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create place' })).toBeVisible();
    // Enter in the lookup searches GeoNames; it does not submit the place form.
    const lookup = page.getByRole('searchbox', { name: 'Look up in GeoNames' });
    await lookup.fill('Lucca');
    await lookup.press('Enter');
    await page
      .getByRole('button', { name: /^Use this place: Lucca, / })
      .first()
      .click();
    for (const language of ['English', 'German', 'Italian']) {
      await expect(page.getByRole('textbox', { name: `Name (${language})` })).toHaveValue('Lucca');
    }
    await expect(page.getByRole('textbox', { name: 'Original place name' })).toHaveValue('Lucca');
    await expect(page.getByText('No GeoNames record chosen')).toHaveCount(0);
    await expect(page.getByText('This field is required')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/places\/update\/\d+$/);
    const luccaId = Number(/(\d+)$/.exec(page.url())?.[1]);

    // Fixtures through the API: a catalogue published in Lucca, and a place to move it to.
    const catalogueId = await api.create('/catalogues', {
      mainTitle: 'Catalogo e2e stampato a Lucca',
      places: [luccaId],
    });
    const targetId = await api.create('/places', { names: { EN: 'Luccaville e2e' } });
    await page.reload();
    await expect(page.getByText('This place is used by 1 editions')).toBeVisible();

    // Another GeoNames record would replace this one: asked first; Cancel keeps the place.
    await lookup.fill('Arezzo');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByRole('button', { name: /^Use this place: Arezzo, / })
      .first()
      .click();
    const replace = page.getByRole('alertdialog', {
      name: 'The current place will be replaced, do you want to proceed?',
    });
    await replace.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('textbox', { name: 'Name (English)' })).toHaveValue('Lucca');

    // In use: the server refuses, the error shows and the place stays.
    await page.goto('/catalogues/dashboard/places?q=Lucca');
    const row = page.getByRole('row', { name: /^Lucca Lucca IT/ });
    await row.getByRole('button', { name: 'Delete: Lucca' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Error to delete place, it is being used')).toBeVisible();
    await expect(row).toBeVisible();

    // Its editions move to another place; then it can go.
    await row.getByRole('link', { name: 'Edit: Lucca' }).click();
    await chooseOption(
      page,
      page.getByRole('combobox', { name: 'Target place' }),
      'Luccaville',
      'Luccaville e2e',
    );
    await page.getByRole('button', { name: 'Move editions' }).click();
    await expect(page.getByText('1 edition moved')).toBeVisible();
    await expect(page.getByText('This place is used by 0 editions')).toBeVisible();
    await page.getByRole('link', { name: 'Back to list' }).click();
    await row.getByRole('button', { name: 'Delete: Lucca' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);

    await api.remove(`/catalogues/${catalogueId}`);
    await api.remove(`/places/${targetId}`);
  });

  test('refuses to delete a publisher in use, and keeps it', async ({ page }) => {
    await signInAsStaff(page);
    await page.goto('/catalogues/dashboard/publishers');
    await expect(page.getByRole('heading', { level: 1, name: 'Publishers' })).toBeVisible();
    const used = page
      .getByRole('table', { name: 'Publishers' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: /^[1-9]\d*$/ }) })
      .first();
    const usedName = (await used.getByRole('rowheader').textContent()) ?? '';
    await expectNoAxeViolations(page);
    await used.getByRole('button', { name: `Delete: ${usedName}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Error to delete publisher, it is being used')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: usedName, exact: true })).toBeVisible();
  });

  test('creates a publisher with validated years, edits it and deletes it', async ({ page }) => {
    await signInAsStaff(page);
    await page.goto('/catalogues/dashboard/publishers/create');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('textbox', { name: 'Name' }).fill('Studio fotografico e2e');
    await page.getByRole('textbox', { name: 'Active from' }).fill('1880');
    await page.getByRole('textbox', { name: 'Active until' }).fill('1870');
    await page.getByRole('textbox', { name: 'Active until' }).press('Enter');
    await expect(page.getByText('The first year of activity must not be after the last')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Active until' }).fill('1890');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/publishers\/update\/\d+$/);

    await page.getByRole('textbox', { name: 'Description' }).fill('Ritratti e vedute.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Updated successfully')).toBeVisible();
    await page.getByRole('link', { name: 'Back to list' }).click();
    await page.getByRole('searchbox', { name: 'Search publishers' }).fill('fotografico e2e');
    const row = page.getByRole('row', { name: /Studio fotografico e2e/ });
    await expect(row).toContainText('1880–1890');
    await row.getByRole('button', { name: 'Delete: Studio fotografico e2e' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('links a catalogue as supplementary content, shown on the public catalogue page', async ({ page }) => {
    const api = staffApi(page.request, await signInAsStaff(page));
    const mainId = await api.create('/catalogues', { mainTitle: 'Catalogo principale e2e' });
    const supplementId = await api.create('/catalogues', { mainTitle: 'Supplemento e2e' });

    await page.goto(`/catalogues/dashboard/catalogues/${mainId}/supplementary`);
    await expect(page.getByRole('heading', { level: 1, name: 'Supplementary contents' })).toBeVisible();
    await expect(page.getByText('Catalogo principale e2e')).toBeVisible();
    await expect(page.getByText('No supplementary contents')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add supplementary content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add supplementary content' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Choose a catalogue or enter a title')).toBeVisible();
    await chooseOption(
      page,
      dialog.getByRole('combobox', { name: 'Catalogue' }),
      'Supplemento e2e',
      'Supplemento e2e',
    );
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Listino dei prezzi');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Created successfully')).toBeVisible();
    const row = page.getByRole('row', { name: /Supplemento e2e/ });
    await expect(row).toContainText('Listino dei prezzi');

    await page.getByRole('link', { name: 'View public page' }).click();
    await expect(page.getByRole('tab', { name: 'Supplementary content', selected: true })).toBeVisible();
    const supplements = page.getByRole('region', { name: 'Supplementary content' });
    await expect(supplements.getByRole('heading', { name: 'Listino dei prezzi' })).toBeVisible();
    await expect(supplements.getByRole('heading', { name: 'Supplemento e2e' })).toBeVisible();

    await page.goBack();
    await row.getByRole('button', { name: 'Delete: Listino dei prezzi' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('No supplementary contents')).toBeVisible();
    await api.remove(`/catalogues/${supplementId}`);
    await api.remove(`/catalogues/${mainId}`);
  });
});
