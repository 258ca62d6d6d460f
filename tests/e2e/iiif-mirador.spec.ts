import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page, Response } from '@playwright/test';
import type { components } from '../../openapi/generated/catalogue';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

type Catalogue = components['schemas']['Catalogue'];

/** The first demo catalogue's first edition, which has a PDF of several pages. */
async function editionWithPdf(request: APIRequestContext) {
  const response = await request.get('/api/catalogues?per-page=1');
  expect(response.ok()).toBe(true);
  const [catalogue] = (await response.json()).catalogues as Catalogue[];
  const edition = catalogue?.editions[0];
  if (!catalogue || !edition?.pdf) throw new Error('the demo data has a first edition with a PDF');
  expect(edition.pdf.pages).toBeGreaterThanOrEqual(2);
  return {
    id: edition.id,
    path: `/catalogues/catalogues/${catalogue.id}/edition/${edition.id}`,
    title: edition.title ?? edition.catalogue.title,
  };
}

const manifestLinkName = 'IIIF manifest of this edition: open it, or drag it into a IIIF viewer';

/**
 * How much of OpenSeadragon's canvas is drawn, and a fingerprint of what: the share of pixels
 * that are not transparent, and a sum over a sample of them (two different pages differ in it).
 */
async function canvasDrawing(page: Page) {
  return page
    .locator('.openseadragon-canvas canvas')
    .first()
    .evaluate((element) => {
      const canvas = element as HTMLCanvasElement;
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0 || canvas.height === 0) return { drawn: 0, fingerprint: 0 };
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let opaque = 0;
      let fingerprint = 0;
      for (let index = 0; index < data.length; index += 4) {
        if ((data[index + 3] ?? 0) > 0) opaque += 1;
        if (index % 400 === 0) fingerprint += (data[index] ?? 0) + (data[index + 1] ?? 0) * 3;
      }
      return { drawn: opaque / (data.length / 4), fingerprint };
    });
}

/** The answers to requests for one page's IIIF images (info.json, tiles, sizes). */
function pageImageAnswers(page: Page, editionId: number, pageNumber: number) {
  const answers: Response[] = [];
  const prefix = `/iiif/3/edition-${editionId}-p${pageNumber}/`;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith(prefix)) answers.push(response);
  });
  return answers;
}

test.describe('IIIF: the manifest link and the hosted Mirador', () => {
  test('the edition view links its manifest with the IIIF logo, draggable into a IIIF viewer, to copy, in the page head', async ({
    page,
    context,
    baseURL,
  }) => {
    const edition = await editionWithPdf(page.request);
    const manifestUrl = `${baseURL}/iiif/presentation/editions/${edition.id}/manifest.json`;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
    await page.goto(edition.path);

    // The IIIF logo is an image named for what the link does; the link follows IIIF's convention.
    const logoLink = page.getByRole('link', { name: manifestLinkName });
    await expect(logoLink).toHaveAttribute('href', `${manifestUrl}?manifest=${manifestUrl}`);
    await expect(logoLink.getByRole('img', { name: manifestLinkName })).toBeVisible();
    const manifest = await page.request.get(manifestUrl);
    expect(manifest.ok()).toBe(true);
    expect((await manifest.json()).type).toBe('Manifest');

    // Dropped on a IIIF viewer, the link hands over its address, from which viewers read ?manifest=.
    await page.evaluate(() => {
      const zone = document.createElement('div');
      zone.id = 'drop-zone';
      zone.style.cssText = 'position:fixed;bottom:0;right:0;width:200px;height:200px;z-index:99999';
      zone.addEventListener('dragover', (event) => event.preventDefault());
      zone.addEventListener('drop', (event) => {
        event.preventDefault();
        zone.dataset.dropped = event.dataTransfer?.getData('text/uri-list') ?? '';
      });
      document.body.append(zone);
    });
    await logoLink.dragTo(page.locator('#drop-zone'));
    const dropped = await page.locator('#drop-zone').getAttribute('data-dropped');
    expect(new URL(dropped ?? '').searchParams.get('manifest')).toBe(manifestUrl);
    await page.locator('#drop-zone').evaluate((zone) => zone.remove());

    // The address to copy, and shown for copying by hand.
    await page.getByRole('button', { name: 'Copy manifest URL' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Manifest URL copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(manifestUrl);
    await expect(page.getByText(manifestUrl, { exact: true })).toBeVisible();

    // The page head names the manifest for machines (the IIIF discovery link, on the public origin).
    const alternate = page.locator('head link[rel="alternate"][type*="iiif.io/api/presentation/3"]');
    await expect(alternate).toHaveAttribute(
      'href',
      new RegExp(`/iiif/presentation/editions/${edition.id}/manifest\\.json$`),
    );

    await expect(page.getByRole('link', { name: 'Open in Mirador' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('opens the edition in Mirador, which draws page 1 and, on the next item, page 2', async ({ page }) => {
    test.setTimeout(90_000);
    const edition = await editionWithPdf(page.request);
    const firstPageImages = pageImageAnswers(page, edition.id, 1);
    const secondPageImages = pageImageAnswers(page, edition.id, 2);
    await page.goto(edition.path);
    await page.getByRole('link', { name: 'Open in Mirador' }).click();

    await expect(page).toHaveURL(new RegExp(`${edition.path}/mirador$`));
    await expect(page.getByRole('heading', { level: 1, name: `${edition.title} in Mirador` })).toBeVisible();
    await expect(page).toHaveTitle(`${edition.title} in Mirador · Photographers’ Catalogues`);
    const viewer = page.getByRole('region', { name: 'Mirador viewer' });
    await expect(viewer.locator('.openseadragon-canvas canvas').first()).toBeVisible({ timeout: 30_000 });

    // Page 1: its image service answers, and OpenSeadragon has drawn it (a page fitted into the
    // wide viewer covers a fifth of its canvas or so; an undrawn canvas is transparent).
    await expect
      .poll(() => firstPageImages.filter((answer) => answer.status() === 200).length, {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    await expect
      .poll(async () => (await canvasDrawing(page)).drawn, { timeout: 30_000 })
      .toBeGreaterThan(0.1);
    const first = await canvasDrawing(page);

    // The next item: page 2's images, drawn in place of page 1's.
    await viewer.getByRole('button', { name: 'Next item' }).click();
    await expect
      .poll(() => secondPageImages.filter((answer) => answer.status() === 200).length, {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    await expect
      .poll(
        async () => {
          const now = await canvasDrawing(page);
          return now.drawn > 0.1 && now.fingerprint !== first.fingerprint;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const failed = [...firstPageImages, ...secondPageImages].filter((answer) => answer.status() >= 400);
    expect(failed.map((answer) => `${answer.status()} ${answer.url()}`)).toEqual([]);

    // axe finds nothing on the page, but for one thing: Mirador's workspace is a <main>, which the
    // page gives the role of a region (two main landmarks, one inside the other, would mislead),
    // and ARIA in HTML allows no role on <main>. That one finding, on that one element, is allowed.
    const results = await new AxeBuilder({ page }).analyze();
    const findings = results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
    );
    expect(findings.filter((finding) => finding !== 'aria-allowed-role: .mirador-viewer')).toEqual([]);

    // Back to the edition.
    await page.getByRole('link', { name: 'Back to the edition' }).click();
    await expect(page).toHaveURL(new RegExp(`${edition.path}$`));
  });
});
