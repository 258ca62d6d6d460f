import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import type { components } from '../../openapi/generated/catalogue';

export const staff = { email: 'staff@example.org', password: 'staff-password-e2e' };

/** What Chromium says when the Content-Security-Policy blocks something. */
const cspViolation = /Content[- ]Security[- ]Policy|Refused to/i;

/**
 * Pages open with the cookie banner already accepted, unless a test wants to see it. Every test
 * fails when the Content-Security-Policy blocked anything on any of its pages.
 */
export const test = base.extend<{ acceptCookies: boolean }>({
  acceptCookies: [true, { option: true }],
  context: async ({ context, acceptCookies, baseURL }, use) => {
    if (acceptCookies && baseURL) {
      await context.addCookies([{ name: 'allow-cookies', value: 'true', url: baseURL }]);
    }
    const violations: string[] = [];
    context.on('console', (message) => {
      if (cspViolation.test(message.text())) violations.push(`${message.page()?.url()}: ${message.text()}`);
    });
    // The page's violation events too, with the directive and the blocked address, whatever the
    // browser's own console message says.
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    await use(context);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };

/**
 * axe must find nothing on the page as it is now, once the screen is there: a route's code and
 * loader arrive as chunks after the document's load event, so the check waits for the page's
 * main landmark and its heading rather than judge the shell alone.
 */
export async function expectNoAxeViolations(page: Page) {
  await expect(page.getByRole('main').first()).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  // react-aria's live announcer keeps each message 7 s. A pending button's is an element that reads
  // the button's label (role img, aria-labelledby): when a save navigates away, it outlives the
  // button it names. It was read when it was added, so axe judges the page without such stale ones.
  await page.evaluate(() => {
    for (const message of document.querySelectorAll('[data-live-announcer] [role="img"][aria-labelledby]')) {
      if (!document.getElementById(message.getAttribute('aria-labelledby') ?? ''))
        message.setAttribute('data-stale-announcement', '');
    }
  });
  const results = await new AxeBuilder({ page }).exclude('[data-stale-announcement]').analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/** A token for API fixtures, through the API (not the database). */
export async function staffToken(page: Page): Promise<string> {
  const response = await page.request.post('/api/users/signin', { data: staff });
  expect(response.ok()).toBe(true);
  return (await response.json()).token;
}

export async function signInThroughMenu(page: Page, credentials: { email: string; password: string }) {
  await page.getByRole('button', { name: 'Staff sign-in' }).click();
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Staff signed in before the page loads: the token as the app stores it after a sign-in. */
export async function signInAsStaff(page: Page) {
  const token = await staffToken(page);
  await page.addInitScript(
    (value) => window.localStorage.setItem('auth._token.local', `Bearer ${value}`),
    token,
  );
  return token;
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Types into a searching combo box and picks an option. The list first shows the earlier
 * suggestions; the pick waits until it answers for the typed text, because an option re-rendered
 * under the pointer swallows the click. The earlier suggestions filtered by the typed text may
 * pass for that answer, which then replaces them under the pointer: a pick that left the list
 * open is made again, as a person would.
 */
export async function chooseOption(page: Page, field: Locator, text: string, option: string, exact = false) {
  await field.fill(text);
  await expect
    .poll(async () => {
      const names = await page.getByRole('option').allTextContents();
      return names.length > 0 && names.every((name) => folded(name).includes(folded(text)));
    })
    .toBe(true);
  await expect(async () => {
    const listbox = page.getByRole('listbox');
    if ((await listbox.count()) > 0) await page.getByRole('option', { name: option, exact }).click();
    await expect(listbox).toHaveCount(0, { timeout: 1000 });
  }).toPass();
}

/**
 * Waits until no list box is open. While a combo box's or select's popover is open, or closing,
 * react-aria hides the rest of the page from assistive technology, so role queries outside it find
 * nothing: the next step must wait for the popover to go. Only popovers hold list boxes here.
 */
export async function popoverClosed(page: Page) {
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** A demo catalogue (supplements included) found by its title through the API, not by a fixed id. */
export async function catalogueTitled(
  request: APIRequestContext,
  title: string,
): Promise<components['schemas']['Catalogue']> {
  const response = await request.get('/api/catalogues?per-page=100&include-supplements=true');
  const { catalogues } = (await response.json()) as { catalogues: components['schemas']['Catalogue'][] };
  const found = catalogues.find((catalogue) => catalogue.title === title);
  if (!found) throw new Error(`the demo data has the catalogue ${title}`);
  return found;
}

/**
 * Serves the app's pages without the service answers they carry (common/page-answers.ts), as a
 * page the server could not read them for: the app then asks the service for its first calls, as
 * it does after a navigation inside it, so a test can hold back or fail those calls.
 */
export async function withoutPageAnswers(page: Page) {
  await page.route(
    (url) => url.pathname.startsWith('/catalogues/') && !url.pathname.startsWith('/catalogues/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script type="application\/json" id="page-answers">[\s\S]*?<\/script>/,
        '',
      );
      return route.fulfill({ response, body });
    },
  );
}
