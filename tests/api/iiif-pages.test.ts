import { PDFDocument, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageImageServiceUrl } from '../../common/iiif-page-images.ts';
import type { components } from '../../openapi/generated/catalogue';
import { startTestServer, type TestServer } from './harness.ts';

type Catalogue = components['schemas']['Catalogue'];
type Edition = components['schemas']['Edition'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const page = (editionId: number, number: number) =>
  pageImageServiceUrl('/iiif/3', { editionId, page: number });

/** A demo edition with a PDF, and how many pages its PDF has. */
async function demoEditionWithPdf() {
  const [row] = await server.db.query<{ id: number; pages: number }>(
    'select id, pdf_pages as pages from editions where pdf_file_id is not null and pdf_pages >= 2 order by id limit 1',
  );
  if (!row) throw new Error('the demo data has no edition with a PDF of two pages or more');
  return row;
}

async function newEdition(mainTitle: string): Promise<Edition> {
  const created = await server.request({
    method: 'POST',
    url: '/api/catalogues',
    headers: { 'content-type': 'application/json', ...server.admin },
    payload: { mainTitle },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ catalogue: Catalogue }>().catalogue.editions[0] as Edition;
}

async function uploadPdf(edition: Edition, bytes: Uint8Array) {
  const form = new FormData();
  form.append('pdf', new Blob([new Uint8Array(bytes)]), 'catalogue.pdf');
  const encoded = new Response(form);
  const response = await server.request({
    method: 'PUT',
    url: `/api/catalogues/${edition.catalogueId}/editions/${edition.id}/pdf`,
    headers: { ...server.admin, 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A one-page PDF of 288 × 432 points filled with one colour. */
async function plainPdf(colour: [number, number, number]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const pdfPage = doc.addPage([288, 432]);
  pdfPage.drawRectangle({ x: 0, y: 0, width: 288, height: 432, color: rgb(...colour) });
  return doc.save();
}

async function decoded(url: string) {
  const response = await server.request({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  const image = sharp(response.rawPayload);
  const { width, height, format } = await image.metadata();
  const { channels } = await image.stats();
  const mean = channels.slice(0, 3).map((channel) => Math.round(channel.mean));
  return { response, width, height, format, mean };
}

describe('PDF pages as IIIF images', () => {
  it('describes page 1 and page 2 of a demo PDF at 150 dpi, with sizes and tiles', async () => {
    const edition = await demoEditionWithPdf();
    for (const number of [1, 2]) {
      const response = await server.request({ method: 'GET', url: `${page(edition.id, number)}/info.json` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      const info = response.json();
      expect(info).toMatchObject({
        '@context': 'http://iiif.io/api/image/3/context.json',
        id: expect.stringMatching(new RegExp(`/iiif/3/edition-${edition.id}-p${number}$`)),
        type: 'ImageService3',
        protocol: 'http://iiif.io/api/image',
        profile: 'level2',
        extraFormats: expect.arrayContaining(['png', 'webp']),
      });
      // The demo catalogues are small octavos: taller than wide, a few hundred points each way.
      expect(info.height).toBeGreaterThan(info.width);
      expect(info.width).toBeGreaterThan(500);
      expect(info.sizes.length).toBeGreaterThanOrEqual(3);
      expect(info.tiles[0]).toMatchObject({ width: 512, scaleFactors: expect.arrayContaining([1, 2]) });
    }
  });

  it('draws a whole page, and a region at a size, to the dimensions asked for', async () => {
    const edition = await demoEditionWithPdf();
    const service = page(edition.id, 1);
    const info = await server.getJson<{ width: number; height: number }>(`${service}/info.json`);

    const full = await decoded(`${service}/full/max/0/default.jpg`);
    expect([full.width, full.height, full.format]).toEqual([info.width, info.height, 'jpeg']);
    expect(full.response.headers['access-control-allow-origin']).toBe('*');
    expect(full.response.headers['content-type']).toBe('image/jpeg');
    // A page with printed text on white paper: light on the whole, not blank.
    expect(full.mean[0]).toBeGreaterThan(180);
    expect(full.mean[0]).toBeLessThan(255);

    const scaled = await decoded(`${service}/full/400,/0/default.png`);
    expect([scaled.width, scaled.height, scaled.format]).toEqual([
      400,
      Math.round((400 * info.height) / info.width),
      'png',
    ]);

    const region = await decoded(`${service}/100,200,300,150/150,/90/gray.webp`);
    // Turned a quarter: the 150 × 75 answer stands 75 wide and 150 high.
    expect([region.width, region.height, region.format]).toEqual([75, 150, 'webp']);

    const tile = await decoded(`${service}/0,0,512,512/256,/0/default.jpg`);
    expect([tile.width, tile.height]).toEqual([256, 256]);

    // The second request is the cached one: the same bytes.
    const again = await server.request({ method: 'GET', url: `${service}/full/max/0/default.jpg` });
    expect(Buffer.compare(again.rawPayload, full.response.rawPayload)).toBe(0);
  });

  it('answers 404 for a page past the last one and for an edition without a PDF', async () => {
    const edition = await demoEditionWithPdf();
    const past = await server.request({
      method: 'GET',
      url: `${page(edition.id, edition.pages + 1)}/info.json`,
    });
    expect(past.statusCode, past.body).toBe(404);
    expect(past.json().message).toMatch(/outside the PDF/);
    const pastImage = await server.request({
      method: 'GET',
      url: `${page(edition.id, edition.pages + 1)}/full/max/0/default.jpg`,
    });
    expect(pastImage.statusCode).toBe(404);

    const withoutPdf = await newEdition('A catalogue not yet scanned');
    for (const url of [
      `${page(withoutPdf.id, 1)}/info.json`,
      `${page(withoutPdf.id, 1)}/full/max/0/default.jpg`,
    ]) {
      const response = await server.request({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.headers['access-control-allow-origin']).toBe('*');
    }
    const noEdition = await server.request({ method: 'GET', url: `${page(2_000_000_000, 1)}/info.json` });
    expect(noEdition.statusCode).toBe(404);
  });

  it('answers 400 for a region outside the page', async () => {
    const edition = await demoEditionWithPdf();
    const info = await server.getJson<{ width: number; height: number }>(`${page(edition.id, 1)}/info.json`);
    const response = await server.request({
      method: 'GET',
      url: `${page(edition.id, 1)}/${info.width + 10},0,100,100/max/0/default.jpg`,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(/outside/);
  });

  it('draws the new PDF once the old one is replaced', async () => {
    const edition = await newEdition('A catalogue scanned twice');
    await uploadPdf(edition, await plainPdf([1, 0, 0]));
    const url = `${page(edition.id, 1)}/full/200,/0/default.png`;
    const red = await decoded(url);
    expect(red.mean).toEqual([255, 0, 0]);
    await uploadPdf(edition, await plainPdf([0, 0, 1]));
    const blue = await decoded(url);
    expect(blue.mean).toEqual([0, 0, 255]);
    expect(blue.response.headers.etag).not.toBe(red.response.headers.etag);
  });

  it('answers 422 for a PDF that cannot be drawn, and keeps serving the others', async () => {
    const edition = await newEdition('A damaged scan');
    const corrupt = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.alloc(4096, 0x41),
      Buffer.from('\n%%EOF\n'),
    ]);
    await uploadPdf(edition, corrupt);
    for (const url of [`${page(edition.id, 1)}/info.json`, `${page(edition.id, 1)}/full/max/0/default.jpg`]) {
      const response = await server.request({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const good = await demoEditionWithPdf();
    const after = await decoded(`${page(good.id, 2)}/full/100,/0/default.jpg`);
    expect(after.width).toBe(100);
  });
});
