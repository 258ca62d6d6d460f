import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { localhostCertificate } from '../api/localhost-certificate.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { type SyntheticServer, startSyntheticServer } from './synthetic-server.ts';

/**
 * The app served over HTTPS with HTTP/2 (TLS_CERT_FILE, TLS_KEY_FILE), as a public deployment
 * serves it: the spec runs its own server, on the build Playwright made, with a self-signed
 * certificate and 30 synthetic catalogues whose editions with text show one real PDF.
 */
let server: SyntheticServer;

test.use({ ignoreHTTPSErrors: true });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startSyntheticServer({
    name: 'https',
    seed: { catalogues: 30, pdfShare: 0.5 },
    withPdfs: true,
    environment: async (dataDir) => {
      const tls = await localhostCertificate(join(dataDir, 'tls'));
      return { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile };
    },
  });
});

test.afterAll(() => server?.close());

/** The protocols the page and its files came over the network with, as the browser reports them. */
const protocolsOf = (page: Page) =>
  page.evaluate(() => [
    ...new Set(
      [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
        .map((entry) => entry as PerformanceResourceTiming)
        // A file from the browser's cache came over no protocol.
        .filter((entry) => entry.transferSize > 0)
        .map((entry) => entry.nextHopProtocol),
    ),
  ]);

test('the catalogue list and an edition with its PDF, over HTTP/2', async ({ page }) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const encodings = new Map<string, string>();
  page.on('response', (response) =>
    encodings.set(new URL(response.url()).pathname, response.headers()['content-encoding'] ?? 'identity'),
  );

  await page.goto(`${server.url}/catalogues/catalogues`);
  const cards = page.locator('article[data-card="catalogue"]');
  await expect(cards.nth(5)).toBeVisible();
  expect(await protocolsOf(page)).toEqual(['h2']);
  // The entry came as the build compressed it, with Brotli (vite.plugins.ts), not gzipped on its way.
  const entry = await page.locator('head script[type="module"]').getAttribute('src');
  expect(entry && encodings.get(entry)).toBe('br');
  await expectNoAxeViolations(page);

  const response = await page.request.get(`${server.url}/api/catalogues?per-page=30`);
  const catalogues = (await response.json()).catalogues as Array<{
    id: number;
    editions: Array<{ id: number; pdf?: unknown }>;
  }>;
  const catalogue = catalogues.find((each) => each.editions.some((edition) => edition.pdf));
  const edition = catalogue?.editions.find((each) => each.pdf);
  if (!catalogue || !edition) throw new Error('the synthetic editions have PDFs');
  await page.goto(`${server.url}/catalogues/catalogues/${catalogue.id}/edition/${edition.id}`);
  const pages = page
    .getByRole('region', { name: /^PDF reader: / })
    .getByRole('region', { name: /^Pages of / });
  await expect(pages).toHaveAttribute('data-first-page-rendered', 'true', { timeout: 20_000 });
  expect(await protocolsOf(page)).toEqual(['h2']);
  expect(errors).toEqual([]);
});
