import { expect, expectNoAxeViolations, signInAsStaff, test } from './fixtures.ts';

/**
 * Staff record the authority ids of publishers (Wikidata, Getty ULAN, ISNI) and holders
 * (Wikidata, ISIL): the forms check them as the server does, with translated messages at the
 * field, and the public publisher page links the records.
 */
test.describe('dashboard: authority ids', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsStaff(page);
  });

  test('a bad ISNI is refused at its field; a good Wikidata id saves, normalised, and the public page links it', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/catalogues/dashboard/publishers/create');
    const ids = page.getByRole('group', { name: 'Authority identifiers' });
    await expect(ids).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill('Studio e2e authority ids');
    // A wrong check character: the ISO 7064 check fails.
    const isni = ids.getByRole('textbox', { name: 'ISNI' });
    await isni.fill('0000 0001 2103 2684');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(isni).toHaveAttribute('aria-invalid', 'true');
    await expect(
      ids.getByText(
        'This is not a valid ISNI: 15 digits and a check character (a digit or X) that must match them',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/publishers\/create$/);
    await expectNoAxeViolations(page);

    await isni.fill('');
    const wikidata = ids.getByRole('textbox', { name: 'Wikidata ID' });
    await wikidata.fill(' q1056526 ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/publishers\/update\/\d+$/);
    await expect(wikidata).toHaveValue('Q1056526');
    await expect(isni).toHaveValue('');
    const id = /update\/(\d+)$/.exec(page.url())?.[1];

    // A visitor sees the link on the public page (as a guest: signed in, the floating user button
    // is translucent by design until hovered, which axe would count against the page).
    const visitor = await browser.newContext({ baseURL });
    await visitor.addCookies([{ name: 'allow-cookies', value: 'true', url: baseURL ?? '' }]);
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/catalogues/publisher/${id}`);
    await expect(
      publicPage.getByRole('heading', { level: 1, name: 'Studio e2e authority ids' }),
    ).toBeVisible();
    await expect(publicPage.getByRole('link', { name: /^Wikidata/ })).toHaveAttribute(
      'href',
      'https://www.wikidata.org/entity/Q1056526',
    );
    await expectNoAxeViolations(publicPage);
    // The same in the page's linked data.
    const linked = await publicPage.request.get(`/api/publishers/${id}`, {
      headers: { accept: 'application/ld+json' },
    });
    expect(await linked.json()).toMatchObject({ sameAs: 'https://www.wikidata.org/entity/Q1056526' });
    await visitor.close();
  });

  test('the messages are translated: in German', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('locale', 'DE'));
    await page.goto('/catalogues/dashboard/publishers/create');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const ids = page.getByRole('group', { name: 'Normdaten' });
    await ids.getByRole('textbox', { name: 'ISNI' }).fill('0000 0001 2103 268');
    await ids.getByRole('textbox', { name: 'Getty-ULAN-ID' }).fill('400115588');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(
      ids.getByText(
        'Dies ist keine gültige ISNI: 15 Ziffern und ein dazu passendes Prüfzeichen (eine Ziffer oder X)',
      ),
    ).toBeVisible();
    await expect(
      ids.getByText('Dies ist keine Getty-ULAN-ID: neun Ziffern, beginnend mit 500'),
    ).toBeVisible();
  });

  test('the server’s refusal is shown at the field it names', async ({ page }) => {
    // A server that refuses what the form let through (their checks agree, so it is staged).
    await page.route('**/api/publishers', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'invalid_ulan' }),
          })
        : route.continue(),
    );
    await page.goto('/catalogues/dashboard/publishers/create');
    const ids = page.getByRole('group', { name: 'Authority identifiers' });
    await page.getByRole('textbox', { name: 'Name' }).fill('Studio e2e refused');
    const ulan = ids.getByRole('textbox', { name: 'Getty ULAN ID' });
    await ulan.fill('500115588');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(ulan).toHaveAttribute('aria-invalid', 'true');
    await expect(ids.getByText('This is not a Getty ULAN ID: nine digits starting with 500')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/publishers\/create$/);
  });

  test('a holder takes a Wikidata id and an ISIL, and refuses a malformed ISIL', async ({ page }) => {
    await page.goto('/catalogues/dashboard/holders/create');
    const ids = page.getByRole('group', { name: 'Authority identifiers' });
    await page.getByRole('textbox', { name: 'Name' }).fill('Archivio e2e authority ids');
    const isil = ids.getByRole('textbox', { name: 'ISIL' });
    await isil.fill('IT FI0098');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(isil).toHaveAttribute('aria-invalid', 'true');
    await expect(ids.getByText(/^This is not an ISIL/)).toBeVisible();
    await isil.fill('IT-FI0098');
    await ids.getByRole('textbox', { name: 'Wikidata ID' }).fill('https://www.wikidata.org/wiki/Q3633704');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Created successfully')).toBeVisible();
    await expect(ids.getByRole('textbox', { name: 'Wikidata ID' })).toHaveValue('Q3633704');
    await expect(isil).toHaveValue('IT-FI0098');
  });
});
