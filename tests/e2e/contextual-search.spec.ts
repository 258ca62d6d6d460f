import type { Locator, Page } from '@playwright/test';
import { chooseOption, expect, expectNoAxeViolations, popoverClosed, test } from './fixtures.ts';

const queryOf = (url: string) => new URL(url).searchParams.get('q');

type QueryNode = {
  query: { subject: string; object: string; input?: string; dateMatch?: 'overlap' | 'within' };
  condition?: 'AND' | 'OR';
  where?: QueryNode[];
};

const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /About [\d,]+ results/ });
const countOf = async (page: Page) =>
  Number(((await resultCount(page).textContent()) ?? '').replace(/\D/g, ''));
const results = (page: Page) => page.getByRole('region', { name: 'Search results' });
/** The live count beside Run search, and what it says for `n` results. */
const liveCount = (page: Page) => page.getByTestId('live-count');
const resultsText = (n: number) => (n === 1 ? '1 result' : `${n.toLocaleString('en')} results`);
const resultTitles = (page: Page) => results(page).getByRole('heading', { level: 3 }).allInnerTexts();
const sentence = (page: Page) => page.getByRole('heading', { level: 2 }).first();
const condition = (page: Page, number: string) =>
  page.getByRole('group', { name: `Condition ${number}`, exact: true });
const criterion = (group: Locator) => group.getByRole('button', { name: /Criterion/ });
/** React Aria's radios hide their input; a person clicks the label around it. */
const pressLabelOf = (control: Locator) => control.locator('xpath=ancestor::label').click();

/** Picks a criterion with the mouse: open the list, click the option. */
async function chooseCriterion(page: Page, group: Locator, label: string) {
  await criterion(group).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await popoverClosed(page);
  await expect(criterion(group)).toContainText(label);
}

/**
 * Brings a field to the middle of the screen, as a person would scroll to it, and waits until the
 * browser has told the page of the scroll (at its next frames): React Aria closes an open list
 * when the page scrolls under it, so a scroll reported after typing began would shut the list.
 */
async function scrollToMiddle(field: Locator) {
  await field.evaluate(
    (element) =>
      new Promise((settled) => {
        element.scrollIntoView({ block: 'center' });
        requestAnimationFrame(() => requestAnimationFrame(settled));
      }),
  );
}

/** Types into a condition's value and clicks the suggestion, the field in the middle of the screen. */
async function chooseSuggestion(page: Page, group: Locator, text: string, suggestion: string) {
  const value = group.getByRole('combobox', { name: 'Value' });
  await scrollToMiddle(value);
  await chooseOption(page, value, text, suggestion);
  await expect(value).toHaveValue(suggestion);
}

/** The API's own answer for a tree, to compare the screen with. */
async function apiCount(page: Page, query: QueryNode[]): Promise<number> {
  const response = await page.request.post('/api/contextual-search?per-page=1', { data: { query } });
  expect(response.ok()).toBe(true);
  return (await response.json()).pagination.count;
}

async function entityId(page: Page, object: 'publisher' | 'place', name: string): Promise<string> {
  const response = await page.request.post('/api/contextual-search', {
    data: { suggest: { subject: 'catalogue', object, input: name, limit: 1 } },
  });
  const [first] = await response.json();
  return first[object];
}

test.describe('the contextual search', () => {
  test('a visitor builds a two-condition query, runs it, and a reload of the link shows the same', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/catalogues/contextual-search');
    await expect(page.getByRole('heading', { level: 1, name: 'Contextual search' })).toBeVisible();

    // Nothing to search yet: the form says what it needs.
    await page.getByRole('button', { name: 'Run search' }).click();
    await expect(page.getByText('Add at least one condition with a value')).toBeVisible();

    // Condition 1 with the mouse: catalogues published by Fratelli Alinari, chosen from suggestions.
    const first = condition(page, '1');
    await chooseCriterion(page, first, 'published by');
    await chooseSuggestion(page, first, 'Alin', 'Fratelli Alinari');
    await expect(page.getByText('Add at least one condition with a value')).toBeHidden();

    // Condition 2 with the keyboard: year from 1890.
    await page.getByRole('button', { name: 'Add condition' }).press('Enter');
    const second = condition(page, '2');
    await expect(second.getByRole('radio', { name: 'AND' })).toBeChecked();
    await criterion(second).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('year f');
    await page.keyboard.press('Enter');
    await expect(criterion(second)).toContainText('year from');
    // Focus is back on the criterion once its list has closed, and the year's field has replaced
    // the suggestions: a keyboard user tabs on from there.
    await expect(criterion(second)).toBeFocused();
    await expect(second.getByRole('textbox', { name: 'Value' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(second.getByRole('textbox', { name: 'Value' })).toBeFocused();
    await page.keyboard.type('1890');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/[?&]q=catalogue/);
    await expect(sentence(page)).toHaveText('Catalogues published by Fratelli Alinari and year from 1890');
    const alinari = await entityId(page, 'publisher', 'Alinari');
    const expected = await apiCount(page, [
      { query: { subject: 'catalogue', object: 'publisher', input: alinari } },
      { query: { subject: 'catalogue', object: 'yearFrom', input: '1890' }, condition: 'AND' },
    ]);
    const allAlinari = await apiCount(page, [
      { query: { subject: 'catalogue', object: 'publisher', input: alinari } },
    ]);
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(allAlinari);
    await expect.poll(() => countOf(page)).toBe(expected);
    await expect(results(page).locator('article[data-card="catalogue"]')).toHaveCount(Math.min(6, expected));
    const titles = await resultTitles(page);
    await expectNoAxeViolations(page);

    // The shared link: a reload shows the same query in the form, the sentence and the results.
    // The query of the link (scrolling may add `page=2` to the address on its own).
    const link = queryOf(page.url());
    await page.reload();
    await expect(sentence(page)).toHaveText('Catalogues published by Fratelli Alinari and year from 1890');
    await expect.poll(() => countOf(page)).toBe(expected);
    expect(await resultTitles(page)).toEqual(titles);
    await expect(criterion(condition(page, '1'))).toContainText('published by');
    await expect(condition(page, '1').getByRole('combobox', { name: 'Value' })).toHaveValue(
      'Fratelli Alinari',
    );
    await expect(criterion(condition(page, '2'))).toContainText('year from');
    await expect(condition(page, '2').getByRole('textbox', { name: 'Value' })).toHaveValue('1890');
    expect(queryOf(page.url())).toBe(link);
  });

  test('nests a sub-condition, joins with OR, and removes a condition', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/catalogues/contextual-search');

    // Catalogues published by a publisher active in Florence…
    const first = condition(page, '1');
    await chooseCriterion(page, first, 'published by');
    await first.getByRole('button', { name: 'Add sub-condition' }).click();
    const nested = condition(page, '1.1');
    await chooseCriterion(page, nested, 'active in');
    // With the keyboard this time: type, arrow down to the suggestion, Enter.
    const nestedValue = nested.getByRole('combobox', { name: 'Value' });
    await scrollToMiddle(nestedValue);
    await nestedValue.fill('Flor');
    await expect(page.getByRole('option', { name: 'Florence' })).toBeVisible();
    await nestedValue.press('ArrowDown');
    await nestedValue.press('Enter');
    await expect(nestedValue).toHaveValue('Florence');
    await popoverClosed(page);

    // …or published in Dresden.
    await page.getByRole('button', { name: 'Add condition' }).click();
    const second = condition(page, '2');
    await chooseCriterion(page, second, 'published in');
    await chooseSuggestion(page, second, 'Dresd', 'Dresden');
    await pressLabelOf(second.getByRole('radio', { name: 'OR' }));
    await expect(second.getByRole('radio', { name: 'OR' })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Run search' }).click();

    await expect(sentence(page)).toHaveText(
      'Catalogues published by any publisher (active in Florence) or published in Dresden',
    );
    const florence = await entityId(page, 'place', 'Florence');
    const dresden = await entityId(page, 'place', 'Dresden');
    const florentine = {
      query: { subject: 'catalogue', object: 'publisher', input: '' },
      where: [{ query: { subject: 'publisher', object: 'place', input: florence } }],
    };
    const inDresden = { query: { subject: 'catalogue', object: 'place', input: dresden } };
    const either = await apiCount(page, [florentine, { ...inDresden, condition: 'OR' }]);
    const onlyDresden = await apiCount(page, [inDresden]);
    expect(either).toBeGreaterThan(onlyDresden);
    await expect.poll(() => countOf(page)).toBe(either);
    const orLink = queryOf(page.url());

    // Removing the first condition: Dresden is first now, joined by nothing, and is all that is run.
    await page.getByRole('button', { name: 'Remove condition 1', exact: true }).click();
    await expect(condition(page, '2')).toHaveCount(0);
    await expect(criterion(condition(page, '1'))).toContainText('published in');
    await expect(condition(page, '1').getByRole('radio')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add condition' })).toBeFocused();
    await page.getByRole('button', { name: 'Run search' }).click();
    await expect(sentence(page)).toHaveText('Catalogues published in Dresden');
    await expect.poll(() => countOf(page)).toBe(onlyDresden);

    // Back: the earlier query returns, in the form too.
    await page.goBack();
    expect(queryOf(page.url())).toBe(orLink);
    await expect(sentence(page)).toHaveText(
      'Catalogues published by any publisher (active in Florence) or published in Dresden',
    );
    await expect(condition(page, '1.1').getByRole('combobox', { name: 'Value' })).toHaveValue('Florence');
    await expect(condition(page, '2').getByRole('radio', { name: 'OR' })).toBeChecked();
    await expect.poll(() => countOf(page)).toBe(either);
  });

  test('searches for publishers, checks years, and ignores a link it cannot read', async ({ page }) => {
    await page.goto('/catalogues/contextual-search?q=catalogue(publisher:1(oops');
    await expect(page.getByRole('heading', { level: 1, name: 'Contextual search' })).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    // The unreadable query leaves the address, in place: Back does not bring it again.
    await expect(page).not.toHaveURL(/q=/);

    await page.getByRole('button', { name: /Search for/ }).click();
    await page.getByRole('option', { name: 'Publisher', exact: true }).click();
    const first = condition(page, '1');
    await chooseCriterion(page, first, 'year from');
    const year = first.getByRole('textbox', { name: 'Value' });
    await year.fill('123');
    await year.blur();
    await expect(first.getByText(/Enter a year between 1839 and \d{4}/)).toBeVisible();
    await year.fill('1880');
    await chooseCriterion(page, first, 'active in');
    await chooseSuggestion(page, first, 'Flor', 'Florence');
    await page.getByRole('button', { name: 'Run search' }).click();

    await expect(sentence(page)).toHaveText('Publishers active in Florence');
    await expect(resultCount(page)).toBeVisible();
    expect(await countOf(page)).toBeGreaterThan(0);
    await expect(results(page).locator('article[data-card="publisher"]').first()).toBeVisible();
    await expect(results(page).getByRole('link', { name: 'Fratelli Alinari' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Clear search: one blank condition about the same subject, and no results.
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(results(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/q=/);
    await expect(page.getByRole('button', { name: /Search for/ })).toContainText('Publisher');
    await expect(condition(page, '1').getByRole('combobox', { name: 'Value' })).toHaveValue('');
  });

  test('after a choice the suggestions stay shut until asked for: the arrow key or typing opens them', async ({
    page,
  }) => {
    await page.goto('/catalogues/contextual-search');
    const first = condition(page, '1');
    await chooseCriterion(page, first, 'published in');
    await chooseSuggestion(page, first, 'Dresd', 'Dresden');
    const value = first.getByRole('combobox', { name: 'Value' });
    await expect(value).toBeFocused();
    // The page moving under the field, and the suggestions' late answers, leave the list shut.
    await page.mouse.wheel(0, 60);
    await page.waitForTimeout(500);
    await expect(page.getByRole('listbox')).toHaveCount(0);

    await value.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Dresden' })).toBeVisible();
    await value.press('Escape');
    await popoverClosed(page);
    await expect(value).toHaveValue('Dresden');

    await value.press('End');
    await value.press('Backspace');
    await expect(value).toHaveValue('Dresde');
    await expect(page.getByRole('option', { name: 'Dresden' })).toBeVisible();
  });

  test('the count of results follows the conditions before Run search, and is their total after it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // The browser's own calls that count or search a tree (suggestions aside).
    const counts: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/contextual-search') return;
      const body = request.postDataJSON() as { query?: QueryNode[] } | null;
      if (body?.query) counts.push(JSON.stringify(body.query));
    });
    await page.goto('/catalogues/contextual-search');
    await expect(liveCount(page)).toHaveAttribute('aria-live', 'polite');
    await expect(liveCount(page)).toHaveText('');

    // Typing a word: counted once it settles, not at every keystroke, and nothing is run yet.
    const first = condition(page, '1');
    await chooseCriterion(page, first, 'any field contains');
    await first.getByRole('textbox', { name: 'Value' }).pressSequentially('Alinari', { delay: 30 });
    const keyword = { query: { subject: 'catalogue', object: 'keyword', input: 'Alinari' } };
    const alinari = await apiCount(page, [keyword]);
    expect(alinari).toBeGreaterThan(0);
    // A prefix may count as many as the whole word, so the text alone does not say the word's
    // count has been asked for: the last count call does.
    await expect.poll(() => counts.at(-1) ?? '').toContain('"input":"Alinari"');
    await expect(liveCount(page)).toHaveText(resultsText(alinari));
    expect(counts.length).toBeLessThan('Alinari'.length);
    await expect(page).not.toHaveURL(/q=/);
    await expect(results(page)).toHaveCount(0);

    // A second condition changes the count; a year that is not one yet counts nothing.
    await page.getByRole('button', { name: 'Add condition' }).click();
    const second = condition(page, '2');
    await chooseCriterion(page, second, 'year from');
    const year = second.getByRole('textbox', { name: 'Value' });
    await year.fill('1890');
    const later = await apiCount(page, [
      keyword,
      { query: { subject: 'catalogue', object: 'yearFrom', input: '1890' }, condition: 'AND' },
    ]);
    expect(later).toBeLessThan(alinari);
    await expect(liveCount(page)).toHaveText(resultsText(later));
    await year.fill('18');
    await expect(liveCount(page)).toHaveText('');
    // Back to conditions already counted: the answer comes from the cache, without a call.
    const callsBefore = counts.length;
    await year.fill('1890');
    await expect(liveCount(page)).toHaveText(resultsText(later));
    expect(counts).toHaveLength(callsBefore);
    await expectNoAxeViolations(page);

    // Run search: the results' total is the count, and their first page was already at hand.
    await page.getByRole('button', { name: 'Run search' }).click();
    await expect(page).toHaveURL(/[?&]q=catalogue/);
    await expect.poll(() => countOf(page)).toBe(later);
    await expect(liveCount(page)).toHaveText(resultsText(later));
    expect(counts).toHaveLength(callsBefore);
  });

  test('"only dates certainly inside the range" narrows year conditions, live, in the results and in the link', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/catalogues/contextual-search');
    const within = page.getByRole('switch', { name: 'Only dates certainly inside the range' });
    // Without a year condition the switch has nothing to act on: disabled, saying why.
    await expect(within).toBeDisabled();
    await expect(within).toHaveAccessibleDescription('Add a condition on the year first.');

    const first = condition(page, '1');
    await chooseCriterion(page, first, 'year from');
    await first.getByRole('textbox', { name: 'Value' }).fill('1890');
    const yearFrom = { subject: 'catalogue', object: 'yearFrom', input: '1890' };
    const overlapping = await apiCount(page, [{ query: yearFrom }]);
    const inside = await apiCount(page, [{ query: { ...yearFrom, dateMatch: 'within' } }]);
    // "ca. 1890" (1885 to 1895) reaches into 1890 on but is not certainly from 1890 on.
    expect(inside).toBeGreaterThan(0);
    expect(inside).toBeLessThan(overlapping);
    await expect(liveCount(page)).toHaveText(resultsText(overlapping));
    await expect(within).toBeEnabled();
    await expect(within).toHaveAccessibleDescription(
      /counts only if all of its possible years lie in the range/,
    );

    // With the keyboard: the live count follows the switch before Run search.
    await within.focus();
    await page.keyboard.press('Space');
    await expect(within).toBeChecked();
    await expect(liveCount(page)).toHaveText(resultsText(inside));
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Run search' }).click();
    await expect(page).toHaveURL(/[?&]dateMatch=within/);
    const sentenceText = 'Catalogues year from 1890, only dates certainly inside the range';
    await expect(sentence(page)).toHaveText(sentenceText);
    await expect.poll(() => countOf(page)).toBe(inside);

    // The link keeps the switch: a reload shows the same form, sentence and count.
    await page.reload();
    await expect(sentence(page)).toHaveText(sentenceText);
    await expect(within).toBeChecked();
    await expect.poll(() => countOf(page)).toBe(inside);

    // Off again: the run drops it from the address and the overlapping results come back.
    // With the mouse, as the radios: React Aria hides the switch's input inside its label.
    await pressLabelOf(within);
    await expect(within).not.toBeChecked();
    await expect(liveCount(page)).toHaveText(resultsText(overlapping));
    await page.getByRole('button', { name: 'Run search' }).click();
    await expect(page).not.toHaveURL(/dateMatch/);
    await expect(sentence(page)).toHaveText('Catalogues year from 1890');
    await expect.poll(() => countOf(page)).toBe(overlapping);
  });

  test('a query with sub-conditions fits a 320 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const q = 'catalogue(publisher(place:Florence,yearFrom:1860)|holder:Kunsthistorisches Institut)';
    await page.goto(`/catalogues/contextual-search?q=${encodeURIComponent(q)}`);
    await expect(sentence(page)).toContainText('Catalogues published by any publisher');
    await expect(condition(page, '1.2')).toBeVisible();
    await expect(resultCount(page)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
