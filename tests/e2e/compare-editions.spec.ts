import type { Page } from '@playwright/test';
import { catalogueTitled, expect, expectNoAxeViolations, popoverClosed, test } from './fixtures.ts';

/**
 * The demo catalogue whose third edition is a revision of its second (server/seed/demo-data.ts):
 * entries withdrawn, renumbered and added. No. 159 "Siena. Porta Ovile" is new in the third
 * edition, on page 5 of its PDF.
 */
const revisedTitle = 'Catalogo delle fotografie Brogi';
const addedEntry = { number: '159', text: 'Siena. Porta Ovile', toPage: 5 };

/** A picker: react-aria names its button by the chosen edition, then by its label. */
const picker = (page: Page, label: 'First edition' | 'Second edition') =>
  page.getByRole('button', { name: new RegExp(`${label}$`) });

async function choose(page: Page, label: 'First edition' | 'Second edition', option: string) {
  await picker(page, label).click();
  await page.getByRole('option', { name: option }).click();
  await popoverClosed(page);
}

const readerOf = (page: Page, side: 'First edition' | 'Second edition') =>
  page.getByRole('region', { name: `PDF reader: ${side}: ${revisedTitle}` });
const pageFieldOf = (page: Page, side: 'First edition' | 'Second edition') =>
  readerOf(page, side).getByRole('textbox', { name: 'Go to page' });
/** pdf.js has laid out the reader's pages: its buttons turn pages from now on. */
const readerReady = (page: Page, side: 'First edition' | 'Second edition') =>
  expect(readerOf(page, side).getByRole('button', { name: 'Next page' })).toBeEnabled({ timeout: 20_000 });

test.describe('comparing two editions', () => {
  test('from the catalogue page: an entry added in the later edition opens its page, and the readers page together', async ({
    page,
  }) => {
    // Two readers, three choices of edition and the paging: 84 s of the 90 s it had, on a loaded
    // 2-core machine.
    test.setTimeout(180_000);
    const catalogue = await catalogueTitled(page.request, revisedTitle);
    await page.goto(`/catalogues/catalogues/${catalogue.id}`);
    await page.getByRole('link', { name: 'Compare editions' }).click();
    await expect(page).toHaveURL(new RegExp(`/catalogues/catalogues/compare\\?catalogue=${catalogue.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Compare editions' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Compare editions');

    // By default the first two editions with a PDF: the 1872 list and the 2nd edition.
    await expect(picker(page, 'First edition')).toContainText('First version, 1872');
    await expect(picker(page, 'Second edition')).toContainText('2a edizione, 1878');
    await expect(
      page.getByRole('heading', { level: 3, name: /^Added in the second edition \(\d+\)$/ }),
    ).toBeVisible({
      timeout: 20_000,
    });

    // The 2nd edition on both sides: the page says why there is nothing to compare, the readers stay.
    await choose(page, 'First edition', '2a edizione, 1878');
    await expect(page.getByRole('alert')).toHaveText(
      'The first and the second edition are the same: choose two different editions to compare.',
    );
    await expect(readerOf(page, 'First edition')).toBeVisible();
    await expect(readerOf(page, 'Second edition')).toBeVisible();

    // The 2nd edition against the revised 3rd.
    await choose(page, 'Second edition', '3a edizione, [1884?]');
    await expect(page.getByRole('alert')).toHaveCount(0);
    const added = page.getByRole('region', { name: /^Added in the second edition/ });
    await expect(added.getByRole('heading')).toHaveText(/^Added in the second edition \(\d+\)$/, {
      timeout: 20_000,
    });
    await expect(page.getByRole('region', { name: 'Renumbered (3)' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Not in the second edition (3)' })).toBeVisible();
    const entry = added.getByRole('listitem').filter({ hasText: addedEntry.text });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(addedEntry.number);

    // Its page opens in the second reader, which takes the focus; the first stays where it was.
    await readerReady(page, 'Second edition');
    await readerReady(page, 'First edition');
    await entry.getByRole('button', { name: `Page ${addedEntry.toPage} of the second edition` }).click();
    await expect(pageFieldOf(page, 'Second edition')).toHaveValue(String(addedEntry.toPage));
    await expect(page).toHaveURL(new RegExp(`[?&]to-page=${addedEntry.toPage}\\b`));
    await expect(page.getByRole('region', { name: 'Second edition · 3a edizione, [1884?]' })).toBeFocused();
    await expect(pageFieldOf(page, 'First edition')).toHaveValue('1');

    // Paging together: a page turned in one reader turns the other as far.
    const pagingTogether = page.getByRole('switch', { name: 'Page together' });
    await expect(pagingTogether).toBeChecked();
    await readerOf(page, 'First edition').getByRole('button', { name: 'Next page' }).click();
    await expect(pageFieldOf(page, 'First edition')).toHaveValue('2');
    await expect(pageFieldOf(page, 'Second edition')).toHaveValue(String(addedEntry.toPage + 1));
    await expect(page).toHaveURL(/[?&]from-page=2\b/);
    await readerOf(page, 'Second edition').getByRole('button', { name: 'Previous page' }).click();
    await expect(pageFieldOf(page, 'Second edition')).toHaveValue(String(addedEntry.toPage));
    await expect(pageFieldOf(page, 'First edition')).toHaveValue('1');

    // Apart: each reader on its own (the switch from the keyboard).
    await pagingTogether.focus();
    await page.keyboard.press('Space');
    await expect(pagingTogether).not.toBeChecked();
    await expect(page).toHaveURL(/[?&]paging=apart\b/);
    await readerOf(page, 'First edition').getByRole('button', { name: 'Next page' }).click();
    await expect(pageFieldOf(page, 'First edition')).toHaveValue('2');
    await expect(pageFieldOf(page, 'Second edition')).toHaveValue(String(addedEntry.toPage));

    // The filter finds an entry by its text, whatever the case.
    await page.getByRole('searchbox', { name: 'Find an entry' }).fill('porta ovile');
    await expect(added.getByRole('listitem')).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Find an entry' }).fill('');

    await expectNoAxeViolations(page);
  });

  test('a shared address restores the editions, the pages and the paging; the swap exchanges them', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const catalogue = await catalogueTitled(page.request, revisedTitle);
    const [, second, third] = catalogue.editions;
    if (!second || !third) throw new Error('the revised demo catalogue has three editions');
    await page.goto(
      `/catalogues/catalogues/compare?catalogue=${catalogue.id}&from=${second.id}&to=${third.id}&from-page=3&to-page=4&paging=apart`,
    );
    await readerReady(page, 'First edition');
    await readerReady(page, 'Second edition');
    await expect(pageFieldOf(page, 'First edition')).toHaveValue('3');
    await expect(pageFieldOf(page, 'Second edition')).toHaveValue('4');
    await expect(page.getByRole('switch', { name: 'Page together' })).not.toBeChecked();

    await page.getByRole('button', { name: 'Swap the editions' }).click();
    await expect(picker(page, 'First edition')).toContainText('3a edizione, [1884?]');
    await expect(picker(page, 'Second edition')).toContainText('2a edizione, 1878');
    await readerReady(page, 'First edition');
    await readerReady(page, 'Second edition');
    await expect(pageFieldOf(page, 'First edition')).toHaveValue('4');
    await expect(pageFieldOf(page, 'Second edition')).toHaveValue('3');
    // Swapped, the revision reads the other way: what was added is now what the second edition lacks.
    const removed = page.getByRole('region', { name: /^Not in the second edition/ });
    await expect(removed.getByRole('listitem').filter({ hasText: addedEntry.text })).toHaveCount(1, {
      timeout: 20_000,
    });
  });

  test('a malformed address opens the default comparison instead of failing', async ({ page }) => {
    const catalogue = await catalogueTitled(page.request, revisedTitle);
    await page.goto(
      `/catalogues/catalogues/compare?catalogue=${catalogue.id}&from=abc&to=999999&from-page=-2&paging=sideways`,
    );
    await expect(picker(page, 'First edition')).toContainText('First version, 1872');
    await expect(picker(page, 'Second edition')).toContainText('2a edizione, 1878');
    await expect(page.getByRole('switch', { name: 'Page together' })).toBeChecked();
  });
});
