import { createHash, randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/catalogue';
import type { components as multimediaComponents } from '../../openapi/generated/multimedia';
import { updateEdition } from '../../server/domain/editions.ts';
import { FileStore } from '../../server/domain/files.ts';
import { demoData } from '../../server/seed/demo-data.ts';
import { startTestServer, type TestServer } from './harness.ts';

type Catalogue = components['schemas']['Catalogue'];
type Edition = components['schemas']['Edition'];
type Media = multimediaComponents['schemas']['Media'];

// Uploads refused, files deleted: on a data directory of its own, so that what is in `files/`
// before and after a request is this server's doing alone.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

// ---------------------------------------------------------------------------------------------------
// Helpers

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Every file under the data directory's `files/`, `files/tmp` included, relative to it. */
async function storedFiles(directory = server.dataDir): Promise<string[]> {
  const root = join(directory, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

const fileRows = async (target = server) =>
  (await target.db.query<{ count: number }>('select count(*)::int as count from files'))[0]?.count;

/** Runs `request` and checks it left no file and no `files` row behind. */
async function leavesNothing<Answer>(request: () => Promise<Answer>, target = server, directory?: string) {
  const [filesBefore, rowsBefore] = [await storedFiles(directory), await fileRows(target)];
  const response = await request();
  expect(await storedFiles(directory)).toEqual(filesBefore);
  expect(await fileRows(target)).toBe(rowsBefore);
  return response;
}

const blobExists = async (hash: string, directory = server.dataDir) =>
  (await storedFiles(directory)).includes(join(hash.slice(0, 2), hash));

const fileRowOf = async (hash: string) =>
  (await server.db.query<{ id: number }>('select id from files where sha256 = $1', [hash]))[0] ?? null;

/** A multipart/form-data body with one file, as a browser's FormData would send it. */
async function multipart(bytes: Uint8Array, field: string, fileName: string) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), fileName);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

async function uploadImage(bytes: Uint8Array, target = server) {
  const body = await multipart(bytes, 'file', 'image.bin');
  return target.request({
    method: 'POST',
    url: '/api/multimedia',
    headers: { ...target.admin, 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function uploadPdf(url: string, bytes: Uint8Array, target = server) {
  const body = await multipart(bytes, 'pdf', 'catalogue.pdf');
  return target.request({
    method: 'PUT',
    url,
    headers: { ...target.admin, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const json = (target: TestServer) => ({ 'content-type': 'application/json', ...target.admin });

/** A new catalogue with `editions` editions (the first comes with the catalogue). */
async function newCatalogue(mainTitle: string, editions = 1): Promise<Catalogue> {
  const created = await server.request({
    method: 'POST',
    url: '/api/catalogues',
    headers: json(server),
    payload: { mainTitle },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json<{ catalogue: Catalogue }>().catalogue;
  for (let added = 1; added < editions; added++) {
    await server.request({
      method: 'POST',
      url: `/api/catalogues/${id}/editions`,
      headers: json(server),
      payload: { date: String(1870 + added) },
    });
  }
  return server.getJson<{ catalogue: Catalogue }>(`/api/catalogues/${id}`).then((answer) => answer.catalogue);
}

const pdfUrlOf = (edition: Edition) => `/api/catalogues/${edition.catalogueId}/editions/${edition.id}/pdf`;

async function pdfWithText(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([400, 600]).drawText(text, { x: 40, y: 560, size: 10, font });
  return doc.save();
}

/** An image whose every pixel differs, so it compresses badly and is different in every call. */
const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });

async function setCover(edition: Edition, imageId: number | null) {
  const response = await server.request({
    method: 'PUT',
    url: `/api/catalogues/${edition.catalogueId}/editions/${edition.id}`,
    headers: json(server),
    payload: { imageId },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const deleteEdition = (edition: Edition) =>
  server.request({
    method: 'DELETE',
    url: `/api/catalogues/${edition.catalogueId}/editions/${edition.id}`,
    headers: server.admin,
  });

const refused = (statusCode: number, message: string) => ({
  statusCode,
  error: statusCode === 413 ? 'Payload Too Large' : 'Unsupported Media Type',
  message,
});

// ---------------------------------------------------------------------------------------------------

describe('refused uploads leave nothing behind', () => {
  it('refuses a truncated PNG with 415, which every IIIF request would otherwise fail on', async () => {
    const png = await noise(300, 200).png().toBuffer();
    const truncated = png.subarray(0, Math.floor(png.length / 2));
    const response = await leavesNothing(() => uploadImage(truncated));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(refused(415, 'this_image_format_is_not_allowed'));
    expect(await fileRowOf(sha256(truncated))).toBeNull();
  });

  it('refuses a JPEG whose data is corrupt though its header reads well', async () => {
    const jpeg = Buffer.from(await noise(300, 200).jpeg().toBuffer());
    for (let index = 600; index < 2000; index++) jpeg[index] = (index * 13) & 0xff;
    expect((await sharp(jpeg).metadata()).width).toBe(300);
    const response = await leavesNothing(() => uploadImage(jpeg));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(refused(415, 'this_image_format_is_not_allowed'));
  });

  it('refuses a file that is no image by its first bytes', async () => {
    const response = await leavesNothing(() => uploadImage(Buffer.from('GIF89a, or so it says')));
    expect(response.statusCode).toBe(415);
  });

  it('refuses a file that is not a PDF on the PDF route with 415', async () => {
    const catalogue = await newCatalogue('Catalogo senza PDF valido');
    const url = pdfUrlOf(catalogue.editions[0] as Edition);
    const png = await noise(20, 20).png().toBuffer();
    for (const bytes of [png, Buffer.from('Catalogo delle fotografie')]) {
      const response = await leavesNothing(() => uploadPdf(url, bytes));
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual(refused(415, 'invalid_pdf'));
    }
  });

  describe('over the size limits', () => {
    let small: TestServer;
    beforeAll(async () => {
      small = await startTestServer({
        IMAGE_MAX_BYTES: '4096',
        PDF_MAX_BYTES: '8192',
        IMAGE_MAX_PIXELS: '10000',
      });
    });
    afterAll(() => small?.close());

    it('refuses an image over IMAGE_MAX_BYTES with 413, though the PDF limit is larger', async () => {
      const big = await noise(40, 40).png().toBuffer();
      expect(big.length).toBeGreaterThan(4096);
      expect(big.length).toBeLessThan(8192);
      const response = await leavesNothing(() => uploadImage(big, small), small, small.dataDir);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual(refused(413, 'payload_too_large'));
    });

    it('refuses a PDF over PDF_MAX_BYTES with 413', async () => {
      const { catalogues } = (
        await small.request({ method: 'GET', url: '/api/catalogues?per-page=1' })
      ).json<{
        catalogues: Catalogue[];
      }>();
      const url = pdfUrlOf(catalogues[0]?.editions[0] as Edition);
      const big = Buffer.concat([Buffer.from(await pdfWithText('big')), Buffer.alloc(10_000, 0x20)]);
      const response = await leavesNothing(() => uploadPdf(url, big, small), small, small.dataDir);
      expect(response.statusCode).toBe(413);
    });

    it('refuses an image over IMAGE_MAX_PIXELS with 413 image_has_too_many_pixels', async () => {
      // Small in bytes, large in pixels: one colour compresses to almost nothing.
      const wide = await sharp({ create: { width: 101, height: 100, channels: 3, background: '#888' } })
        .png()
        .toBuffer();
      expect(wide.length).toBeLessThan(4096);
      const response = await leavesNothing(() => uploadImage(wide, small), small, small.dataDir);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual(refused(413, 'image_has_too_many_pixels'));
      const fits = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#888' } })
        .png()
        .toBuffer();
      expect((await uploadImage(fits, small)).statusCode).toBe(201);
    });
  });
});

describe('files that lose their last reference are deleted', () => {
  it("deletes an edition's PDF and cover with it when nothing else uses them", async () => {
    const catalogue = await newCatalogue('Catalogo con file da cancellare', 2);
    const edition = catalogue.editions[1] as Edition;
    const pdf = await pdfWithText(`pdf ${randomBytes(8).toString('hex')}`);
    const cover = await noise(40, 30).png().toBuffer();
    expect((await uploadPdf(pdfUrlOf(edition), pdf)).statusCode).toBe(200);
    const media = (await uploadImage(cover)).json<{ data: Media }>().data;
    await setCover(edition, media.id);
    expect(await blobExists(sha256(pdf))).toBe(true);
    expect(await blobExists(sha256(cover))).toBe(true);

    expect((await deleteEdition(edition)).statusCode).toBe(204);
    for (const hash of [sha256(pdf), sha256(cover)]) {
      expect(await blobExists(hash)).toBe(false);
      expect(await fileRowOf(hash)).toBeNull();
    }
    const info = await server.request({ method: 'GET', url: `/iiif/3/${sha256(cover)}/info.json` });
    expect(info.statusCode).toBe(404);
  });

  it('keeps a PDF and a cover another edition shares, until the last one goes', async () => {
    const first = await newCatalogue('Primo catalogo che condivide file', 2);
    const second = await newCatalogue('Secondo catalogo che condivide file');
    const [kept, deleted] = [second.editions[0] as Edition, first.editions[1] as Edition];
    const pdf = await pdfWithText(`shared ${randomBytes(8).toString('hex')}`);
    const cover = await noise(30, 30).png().toBuffer();
    const media = (await uploadImage(cover)).json<{ data: Media }>().data;
    for (const edition of [kept, deleted]) {
      expect((await uploadPdf(pdfUrlOf(edition), pdf)).statusCode).toBe(200);
      await setCover(edition, media.id);
    }

    expect((await deleteEdition(deleted)).statusCode).toBe(204);
    for (const hash of [sha256(pdf), sha256(cover)]) {
      expect(await blobExists(hash)).toBe(true);
      expect(await fileRowOf(hash)).not.toBeNull();
    }
    const served = await server.request({ method: 'GET', url: pdfUrlOf(kept) });
    expect(Buffer.from(served.rawPayload).equals(Buffer.from(pdf))).toBe(true);

    // Deleting the catalogue deletes its editions' files, now that nothing else uses them.
    const gone = await server.request({
      method: 'DELETE',
      url: `/api/catalogues/${second.id}`,
      headers: server.admin,
    });
    expect(gone.statusCode).toBe(204);
    for (const hash of [sha256(pdf), sha256(cover)]) {
      expect(await blobExists(hash)).toBe(false);
      expect(await fileRowOf(hash)).toBeNull();
    }
  });

  it('deletes the PDF a new upload replaces, and the PDF deleted', async () => {
    const catalogue = await newCatalogue('Catalogo il cui PDF viene sostituito');
    const url = pdfUrlOf(catalogue.editions[0] as Edition);
    const [old, replacement] = [await pdfWithText('old'), await pdfWithText('new')];
    await uploadPdf(url, old);
    expect((await uploadPdf(url, replacement)).statusCode).toBe(200);
    expect(await blobExists(sha256(old))).toBe(false);
    expect(await fileRowOf(sha256(old))).toBeNull();
    expect(await blobExists(sha256(replacement))).toBe(true);
    // The same file again replaces nothing.
    expect((await uploadPdf(url, replacement)).statusCode).toBe(200);
    expect(await blobExists(sha256(replacement))).toBe(true);

    expect((await server.request({ method: 'DELETE', url, headers: server.admin })).statusCode).toBe(204);
    expect(await blobExists(sha256(replacement))).toBe(false);
    expect(await fileRowOf(sha256(replacement))).toBeNull();
  });

  it('leaves images nothing refers to yet, and images a translation shows', async () => {
    const catalogue = await newCatalogue('Catalogo con immagini altrove', 2);
    const edition = catalogue.editions[1] as Edition;
    const notYetUsed = (await uploadImage(await noise(20, 20).png().toBuffer())).json<{ data: Media }>().data;
    const alsoATranslation = (await uploadImage(await noise(20, 21).png().toBuffer())).json<{ data: Media }>()
      .data;
    await setCover(edition, alsoATranslation.id);
    const translation = await server.request({
      method: 'POST',
      url: '/api/projects/translations',
      headers: json(server),
      payload: [
        {
          key: `upload_test_image_${randomBytes(4).toString('hex')}`,
          value: alsoATranslation.url,
          prefix: 'EN',
          type: 'image',
        },
      ],
    });
    expect(translation.statusCode, translation.body).toBe(201);

    expect((await deleteEdition(edition)).statusCode).toBe(204);
    for (const media of [notYetUsed, alsoATranslation]) {
      expect(await blobExists(media.sha256)).toBe(true);
      expect((await server.request({ method: 'GET', url: `/api/multimedia/${media.id}` })).statusCode).toBe(
        200,
      );
    }
  });

  it('deletes a cover the edition no longer shows, when the caller passes the store', async () => {
    const catalogue = await newCatalogue('Catalogo con copertina sostituita');
    const edition = catalogue.editions[0] as Edition;
    const [before, after] = [
      (await uploadImage(await noise(25, 20).png().toBuffer())).json<{ data: Media }>().data,
      (await uploadImage(await noise(20, 25).png().toBuffer())).json<{ data: Media }>().data,
    ];
    await setCover(edition, before.id);
    const ctx = { db: server.db, urls: { api: '/api', iiif: '/iiif/3', app: '/catalogues' } };
    await updateEdition(ctx, catalogue.id, edition.id, { imageId: after.id }, new FileStore(server.dataDir));
    expect(await blobExists(before.sha256)).toBe(false);
    expect(await fileRowOf(before.sha256)).toBeNull();
    expect(await blobExists(after.sha256)).toBe(true);
  });
});

describe('covers made from the PDF', () => {
  const coverHashOf = (edition: Edition) => edition.imageSrc?.split('/').at(-1) ?? null;
  const editionAt = async (edition: Edition) =>
    (
      await server.getJson<{ catalogue: Catalogue }>(`/api/catalogues/${edition.catalogueId}`)
    ).catalogue.editions.find((candidate) => candidate.id === edition.id) as Edition;

  it("shows the demo's later editions with their PDF's title page as the cover", async () => {
    const demo = await server.db.query<{ from_pdf: boolean; width: number; position: number }>(
      `select e.cover_from_pdf as from_pdf, f.width, e.position from editions e
       join files f on f.id = e.cover_file_id join catalogues c on c.id = e.catalogue_id
       where c.main_title = any($1)`,
      [demoData.catalogues.map((catalogue) => catalogue.mainTitle)],
    );
    const later = demo.filter((edition) => edition.position > 1);
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((edition) => edition.from_pdf && edition.width === 1000)).toBe(true);
    expect(demo.filter((edition) => edition.position === 1).some((edition) => edition.from_pdf)).toBe(false);
  });

  it("gives an edition without a cover its PDF's first page, drawn 1,000 px wide", async () => {
    const edition = (await newCatalogue('Catalogo senza copertina')).editions[0] as Edition;
    expect(edition.imageSrc).toBeNull();
    const uploaded = await uploadPdf(pdfUrlOf(edition), await pdfWithText('Frontespizio'));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const cover = coverHashOf(uploaded.json<{ edition: Edition }>().edition);
    expect(cover).toMatch(/^[0-9a-f]{64}$/);

    // Served through the IIIF Image API like an uploaded cover, at the page's proportions (400 × 600 pt).
    const info = await server.request({ method: 'GET', url: `/iiif/3/${cover}/info.json` });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ width: 1000, height: 1500 });
    const image = await server.request({ method: 'GET', url: `/iiif/3/${cover}/full/200,/0/default.jpg` });
    const { dominant } = await sharp(image.rawPayload).stats();
    // A white page with a line of black text: mostly white, not blank black.
    expect(dominant.r).toBeGreaterThan(200);
  });

  it('makes the cover again when the PDF is replaced, and deletes the one it replaces', async () => {
    const edition = (await newCatalogue('Catalogo la cui copertina segue il PDF')).editions[0] as Edition;
    const first = coverHashOf(
      (await uploadPdf(pdfUrlOf(edition), await pdfWithText('Prima edizione'))).json<{ edition: Edition }>()
        .edition,
    ) as string;
    const second = coverHashOf(
      (await uploadPdf(pdfUrlOf(edition), await pdfWithText('Seconda tiratura, con aggiunte'))).json<{
        edition: Edition;
      }>().edition,
    );
    expect(second).not.toBe(first);
    expect(await blobExists(first)).toBe(false);
    expect(await fileRowOf(first)).toBeNull();
  });

  it('never replaces a cover staff chose, even one that was first made from the PDF', async () => {
    const edition = (await newCatalogue('Catalogo con copertina scelta')).editions[0] as Edition;
    const chosen = (await uploadImage(await noise(30, 40).png().toBuffer())).json<{ data: Media }>().data;
    await setCover(edition, chosen.id);
    const uploaded = await uploadPdf(pdfUrlOf(edition), await pdfWithText('Frontespizio'));
    expect(coverHashOf(uploaded.json<{ edition: Edition }>().edition)).toBe(chosen.sha256);

    // A cover made from the PDF, then chosen by staff, is theirs from then on too.
    const other = (await newCatalogue('Catalogo la cui copertina viene poi scelta')).editions[0] as Edition;
    await uploadPdf(pdfUrlOf(other), await pdfWithText('Frontespizio di un altro'));
    await setCover(other, chosen.id);
    await uploadPdf(pdfUrlOf(other), await pdfWithText('Frontespizio sostituito'));
    expect(coverHashOf(await editionAt(other))).toBe(chosen.sha256);
  });

  it('leaves the edition without a cover when the first page cannot be drawn, and keeps the PDF', async () => {
    const edition = (await newCatalogue('Catalogo con un PDF illeggibile')).editions[0] as Edition;
    // A PDF by its first bytes whose body is garbage: stored and served, as before, but not drawable.
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2048)]);
    const uploaded = await uploadPdf(pdfUrlOf(edition), broken);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json<{ edition: Edition }>().edition.imageSrc).toBeNull();
  });
});
