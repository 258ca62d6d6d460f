import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { normalize } from '@iiif/parser';
import { presentation3StrictUpgrade } from '@iiif/parser/strict';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { PDFDocument, rgb } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueCollectionPath,
  editionManifestPath,
  IIIF_PRESENTATION_MEDIA_TYPE,
  repositoryCollectionPath,
} from '../../common/iiif-presentation.ts';
import type { components } from '../../openapi/generated/catalogue';
import { headTags } from '../../server/domain/page-head.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * The IIIF Presentation 3 manifests and collections, as a viewer reads them: checked against the
 * IIIF validator's JSON schema (fixtures/README.md) and parsed by @iiif/parser, the library
 * Mirador's and Clover's data layers are built on.
 */

type Catalogue = components['schemas']['Catalogue'];
type Edition = components['schemas']['Edition'];
type LanguageMap = Record<string, string[]>;
interface Resource {
  id: string;
  type: string;
  label?: LanguageMap;
  [property: string]: unknown;
}
interface Canvas extends Resource {
  width: number;
  height: number;
  label: LanguageMap;
  thumbnail?: Array<Resource & { width: number; height: number }>;
  items: Array<{
    items: Array<{
      motivation: string;
      target: string;
      body: Resource & { width: number; height: number; service: Resource[] };
    }>;
  }>;
}
interface Manifest extends Resource {
  items: Canvas[];
  metadata: Array<{ label: LanguageMap; value: LanguageMap }>;
  requiredStatement?: { label: LanguageMap; value: LanguageMap };
  rights?: string;
  summary?: LanguageMap;
}
interface Collection extends Resource {
  items: Resource[];
}

const host = 'iiif.example.org';
const origin = `http://${host}`;
const publicOrigin = 'https://photo.example.org';
const rightsUri = 'http://rightsstatements.org/vocab/NoC-NC/1.0/';

/** Three pages of three shapes, in points: octavo, landscape octavo, A4. */
const pageShapes: Array<[number, number]> = [
  [432, 648],
  [648, 432],
  [595.28, 841.89],
];
/** Their page images at 150 dpi, as the Image API describes them (server/services/iiif/pdf-pages.ts). */
const pageImages = [
  { width: 900, height: 1350 },
  { width: 1350, height: 900 },
  { width: 1240, height: 1753 },
];

let server: TestServer;
let validate: ReturnType<Ajv['compile']>;
let edition: Edition;
let supplement: Edition;
let florence: { id: number; names: Record<string, string> };

const get = (url: string, headers: Record<string, string> = {}) =>
  server.request({ method: 'GET', url, headers: { host, ...headers } });

async function getDocument<T>(url: string): Promise<T> {
  const response = await get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

/** Passes when the document is valid IIIF Presentation 3 (the validator's schema), else fails listing why. */
function expectValidIiif(document: unknown) {
  const valid = validate(document);
  expect(validate.errors ?? [], JSON.stringify(validate.errors?.slice(0, 5), null, 2)).toEqual([]);
  expect(valid).toBe(true);
}

const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  server.request({ method, url, headers: { ...server.admin, 'content-type': 'application/json' }, payload });

async function createCatalogue(payload: object): Promise<Catalogue> {
  const response = await send('POST', '/api/catalogues', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ catalogue: Catalogue }>().catalogue;
}

async function uploadPdf(target: Edition, bytes: Uint8Array): Promise<Edition> {
  const form = new FormData();
  form.append('pdf', new Blob([new Uint8Array(bytes)]), 'catalogue.pdf');
  const encoded = new Response(form);
  const response = await server.request({
    method: 'PUT',
    url: `/api/catalogues/${target.catalogueId}/editions/${target.id}/pdf`,
    headers: { ...server.admin, 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ edition: Edition }>().edition;
}

/** A PDF of pages of the given shapes; `caption` tells its bytes apart from another's of the same shapes. */
async function pdfOf(shapes: Array<[number, number]>, caption: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (const [index, [width, height]] of shapes.entries()) {
    const page = doc.addPage([width, height]);
    page.drawRectangle({
      x: 20,
      y: 20,
      width: width - 40,
      height: height - 40,
      color: rgb(0.2, 0.3, 0.1 * index),
    });
    page.drawText(`${caption} ${index + 1}`, { x: 40, y: 40, size: 14 });
  }
  return doc.save();
}

const updateEdition = (target: Edition, payload: object) =>
  send('PUT', `/api/catalogues/${target.catalogueId}/editions/${target.id}`, payload);

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_ORIGIN: publicOrigin });
  const schema = JSON.parse(
    await readFile(join(import.meta.dirname, 'fixtures', 'iiif-presentation-3.schema.json'), 'utf8'),
  );
  // The schema keeps its definitions under keywords of its own (`types`, `classes`): not strict.
  validate = addFormats(new Ajv({ strict: false, allErrors: true })).compile(schema);

  const [place] = await server.db.query<{ id: number; names: Record<string, string> }>(
    "select id, names from places where names ->> 'EN' = 'Florence'",
  );
  const [holder] = await server.db.query<{ id: number }>('select id from holders order by id limit 1');
  const [publisher] = await server.db.query<{ id: number }>('select id from publishers order by id limit 1');
  if (!place || !holder || !publisher) throw new Error('the demo data has no Florence, holder or publisher');
  florence = place;
  const catalogue = await createCatalogue({
    mainTitle: 'Catalogo delle fotografie di opere d’arte e vedute',
    title: 'Catalogo IIIF',
    date: '1873',
    editionEnumeration: 'Seconda edizione',
    physicalDescription: '120 p. ; 18 cm',
    citation: 'Fondo Fotografico, inv. 4711',
    rights: rightsUri,
    publishers: [publisher.id],
    places: [place.id],
    holders: [holder.id],
  });
  edition = await uploadPdf(catalogue.editions[0] as Edition, await pdfOf(pageShapes, 'Tavola'));

  const supplementCatalogue = await createCatalogue({ mainTitle: 'Supplemento al catalogo IIIF' });
  supplement = await uploadPdf(
    supplementCatalogue.editions[0] as Edition,
    await pdfOf([[432, 648]], 'Supplemento'),
  );
  const linked = await send('POST', `/api/catalogues/${catalogue.id}/supplementary-contents`, {
    supplementCatalogueId: supplementCatalogue.id,
  });
  expect(linked.statusCode, linked.body).toBe(201);
});
afterAll(() => server?.close());

describe('the manifest of an edition', () => {
  it('is valid IIIF Presentation 3 and parses with @iiif/parser into a canvas per PDF page', async () => {
    const manifest = await getDocument<Manifest>(editionManifestPath(edition.id));
    expectValidIiif(manifest);
    const id = `${origin}${editionManifestPath(edition.id)}`;
    expect(manifest).toMatchObject({
      '@context': 'http://iiif.io/api/presentation/3/context.json',
      id,
      type: 'Manifest',
    });

    const warnings: string[] = [];
    presentation3StrictUpgrade(structuredClone(manifest) as never, { warnings });
    expect(warnings).toEqual([]);
    const { entities, resource } = normalize(manifest);
    expect(resource).toEqual({ id, type: 'Manifest' });
    const normalized = (entities.Manifest as Record<string, { items: Array<{ id: string; type: string }> }>)[
      id
    ];
    expect(normalized?.items.map((canvas) => canvas.id)).toEqual(
      pageShapes.map((_, index) => `${origin}/iiif/presentation/editions/${edition.id}/canvas/${index + 1}`),
    );
    expect(Object.keys(entities.Canvas)).toHaveLength(pageShapes.length);
  });

  it('gives each canvas its page’s size and paints it with the page image, whose service answers', async () => {
    const manifest = await getDocument<Manifest>(editionManifestPath(edition.id));
    expect(manifest.items.map(({ width, height }) => ({ width, height }))).toEqual(pageImages);
    for (const [index, canvas] of manifest.items.entries()) {
      // The page's shape: a landscape page is a landscape canvas.
      const [pointWidth, pointHeight] = pageShapes[index] as [number, number];
      expect(canvas.width / canvas.height).toBeCloseTo(pointWidth / pointHeight, 2);
      const [annotation] = canvas.items[0]?.items ?? [];
      const service = `${origin}/iiif/3/edition-${edition.id}-p${index + 1}`;
      expect(annotation).toMatchObject({
        motivation: 'painting',
        target: canvas.id,
        body: {
          id: `${service}/full/max/0/default.jpg`,
          type: 'Image',
          format: 'image/jpeg',
          width: canvas.width,
          height: canvas.height,
          service: [{ id: service, type: 'ImageService3', profile: 'level2' }],
        },
      });
      expect(canvas.thumbnail?.[0]).toMatchObject({ id: `${service}/full/200,/0/default.jpg`, width: 200 });
    }
    // The first page's image service, followed as a viewer does: its info.json names the same size.
    const service = manifest.items[0]?.items[0]?.items[0]?.body.service[0]?.id ?? '';
    const info = await getDocument<{ id: string; width: number; height: number }>(
      `${new URL(service).pathname}/info.json`,
    );
    expect(info).toMatchObject({ id: service, ...pageImages[0] });
    const thumbnail = await get(new URL(manifest.items[0]?.thumbnail?.[0]?.id ?? '').pathname);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
  });

  it('labels its pages, facts and credit line in English, German, Italian and a language staff add', async () => {
    const before = await getDocument<Manifest>(editionManifestPath(edition.id));
    expect(before.items[1]?.label).toEqual({ en: ['Page 2'], de: ['Seite 2'], it: ['Pagina 2'] });
    expect(before.label).toEqual({
      none: ['Catalogo delle fotografie di opere d’arte e vedute (Seconda edizione, 1873)'],
    });
    const metadata = Object.fromEntries(before.metadata.map((pair) => [pair.label.en?.[0], pair]));
    expect(Object.keys(metadata)).toEqual([
      'Edition enumeration',
      'Publisher',
      'Place',
      'Date',
      'Holder',
      'Physical description',
    ]);
    expect(metadata.Place?.label).toEqual({ en: ['Place'], de: ['Ort'], it: ['Luogo'] });
    expect(metadata.Place?.value).toEqual({
      en: [florence.names.EN],
      de: [florence.names.DE],
      it: [florence.names.IT],
    });
    expect(metadata.Date?.value).toEqual({ none: ['1873'] });
    expect(metadata['Physical description']?.value).toEqual({ none: ['120 p. ; 18 cm'] });
    expect(before.summary?.de?.[0]).toContain(florence.names.DE);
    expect(before.summary?.it?.[0]).toContain(florence.names.IT);
    expect(before.requiredStatement?.value.none?.[0]).toMatch(/, Fondo Fotografico, inv\. 4711$/);

    const language = await server.request({
      method: 'POST',
      url: '/api/projects/languages',
      headers: server.admin,
      payload: { name: 'Français', prefix: 'fr' },
    });
    expect(language.statusCode, language.body).toBe(201);
    const translation = await server.request({
      method: 'POST',
      url: '/api/projects/translations',
      headers: server.admin,
      payload: [{ key: 'page_n', prefix: 'FR', value: 'Page {page} (fr)' }],
    });
    expect(translation.statusCode, translation.body).toBe(201);
    const after = await getDocument<Manifest>(editionManifestPath(edition.id));
    expect(after.items[1]?.label).toEqual({
      en: ['Page 2'],
      de: ['Seite 2'],
      it: ['Pagina 2'],
      fr: ['Page 2 (fr)'],
    });
    // A label not translated into French yet stays in the languages it has.
    expect(after.metadata.find((pair) => pair.label.en?.[0] === 'Place')?.label.fr).toBeUndefined();
    expectValidIiif(after);
  });

  it('links the edition’s page, its JSON-LD, its PDF and its catalogue’s collection, and states its rights', async () => {
    const manifest = await getDocument<Manifest>(editionManifestPath(edition.id));
    const api = `${publicOrigin}/api/catalogues/${edition.catalogueId}/editions/${edition.id}`;
    expect(manifest).toMatchObject({
      rights: rightsUri,
      navDate: '1873-01-01T00:00:00Z',
      homepage: [
        {
          id: `${publicOrigin}/catalogues/catalogues/${edition.catalogueId}/edition/${edition.id}`,
          type: 'Text',
          format: 'text/html',
        },
      ],
      seeAlso: [{ id: `${api}?format=jsonld`, type: 'Dataset', format: 'application/ld+json' }],
      rendering: [{ id: `${api}/pdf`, type: 'Text', format: 'application/pdf' }],
      partOf: [
        {
          id: `${origin}${catalogueCollectionPath(edition.catalogueId)}`,
          type: 'Collection',
          label: { none: ['Catalogo IIIF'] },
        },
      ],
    });
    const pdf = await server.request({ method: 'GET', url: new URL(`${api}/pdf`).pathname });
    expect(pdf.statusCode).toBe(200);
    const linkedData = await server.request({ method: 'GET', url: new URL(`${api}?format=jsonld`).pathname });
    expect(linkedData.statusCode).toBe(200);
  });

  it('is linked from the edition page’s head, for crawlers and IIIF browser extensions', async () => {
    const head = await server.app.pageHead?.(
      `/catalogues/catalogues/${edition.catalogueId}/edition/${edition.id}`,
    );
    const link = head?.alternates.find((alternate) => alternate.type === IIIF_PRESENTATION_MEDIA_TYPE);
    expect(link?.href).toBe(`${publicOrigin}${editionManifestPath(edition.id)}`);
    expect(headTags(head as NonNullable<typeof head>)).toContain(
      `<link rel="alternate" type="application/ld+json;profile=&quot;http://iiif.io/api/presentation/3/context.json&quot;" href="${publicOrigin}${editionManifestPath(edition.id)}"`,
    );
  });

  it('keeps the pages of a PDF that cannot be read, without images, so that the manifest still opens', async () => {
    // A PDF by its first bytes, which neither pdf.js nor PDFium can open: stored all the same.
    const catalogue = await createCatalogue({ mainTitle: 'Catalogo illeggibile', pdfPageCount: 3 });
    const broken = await uploadPdf(
      catalogue.editions[0] as Edition,
      new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 9 0 R >> broken beyond repair'),
    );
    const manifest = await getDocument<Manifest>(editionManifestPath(broken.id));
    expectValidIiif(manifest);
    expect(manifest.items).toHaveLength(pageShapes.length);
    for (const canvas of manifest.items) {
      expect(canvas).toMatchObject({ width: 1240, height: 1753, items: [] });
    }
    expect(manifest.rendering).toHaveLength(1);
  });
});

describe('the rights statement of an edition', () => {
  it('is set, read back and cleared through the edition API', async () => {
    const set = await updateEdition(edition, { rights: 'http://creativecommons.org/publicdomain/mark/1.0/' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<{ edition: Edition }>().edition.rights).toBe(
      'http://creativecommons.org/publicdomain/mark/1.0/',
    );
    const read = await server.getJson<{ edition: Edition }>(
      `/api/catalogues/${edition.catalogueId}/editions/${edition.id}`,
    );
    expect(read.edition.rights).toBe('http://creativecommons.org/publicdomain/mark/1.0/');
    expect((await getDocument<Manifest>(editionManifestPath(edition.id))).rights).toBe(
      'http://creativecommons.org/publicdomain/mark/1.0/',
    );

    // Fields left out of an update stay as they are.
    expect((await updateEdition(edition, { date: '1873' })).json<{ edition: Edition }>().edition.rights).toBe(
      'http://creativecommons.org/publicdomain/mark/1.0/',
    );
    const cleared = await updateEdition(edition, { rights: null });
    expect(cleared.json<{ edition: Edition }>().edition.rights).toBeNull();
    expect((await getDocument<Manifest>(editionManifestPath(edition.id))).rights).toBeUndefined();
    const restored = await updateEdition(edition, { rights: rightsUri });
    expect(restored.statusCode).toBe(200);
  });

  it('refuses a URI that is not one of the listed statements, written as listed', async () => {
    for (const rights of [
      'https://rightsstatements.org/vocab/InC/1.0/',
      'http://creativecommons.org/licenses/by/3.0/',
      'All rights reserved',
    ]) {
      const response = await updateEdition(edition, { rights });
      expect(response.statusCode, rights).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'invalid_rights' });
    }
    const created = await send('POST', `/api/catalogues/${edition.catalogueId}/editions`, {
      rights: 'http://example.org/licence',
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe('invalid_rights');
    const read = await server.getJson<{ edition: Edition }>(
      `/api/catalogues/${edition.catalogueId}/editions/${edition.id}`,
    );
    expect(read.edition.rights).toBe(rightsUri);
  });
});

describe('the collections', () => {
  it('of a catalogue list its editions with PDFs as manifests and its supplements as collections', async () => {
    const url = catalogueCollectionPath(edition.catalogueId);
    const collection = await getDocument<Collection>(url);
    expectValidIiif(collection);
    expect(collection).toMatchObject({
      id: `${origin}${url}`,
      type: 'Collection',
      label: { none: ['Catalogo IIIF'] },
      homepage: [{ id: `${publicOrigin}/catalogues/catalogues/${edition.catalogueId}` }],
    });
    expect(collection.items.map(({ id, type }) => ({ id, type }))).toEqual([
      { id: `${origin}${editionManifestPath(edition.id)}`, type: 'Manifest' },
      { id: `${origin}${catalogueCollectionPath(supplement.catalogueId)}`, type: 'Collection' },
    ]);
    const supplementCollection = await getDocument<Collection>(
      catalogueCollectionPath(supplement.catalogueId),
    );
    expectValidIiif(supplementCollection);
    expect(supplementCollection.items.map((item) => item.id)).toEqual([
      `${origin}${editionManifestPath(supplement.id)}`,
    ]);
    const { entities } = normalize(collection);
    expect(Object.keys(entities.Manifest)).toEqual([`${origin}${editionManifestPath(edition.id)}`]);
  });

  it('of the repository list parts, whose catalogues include every catalogue with a PDF', async () => {
    const top = await getDocument<Collection>(repositoryCollectionPath());
    expectValidIiif(top);
    expect(top.label).toMatchObject({ en: ['Photographers’ Catalogues'], de: ['Fotografenkataloge'] });
    expect(top.items.length).toBeGreaterThan(0);
    const listed: string[] = [];
    for (const part of top.items) {
      expect(part.type).toBe('Collection');
      const document = await getDocument<Collection>(new URL(part.id).pathname);
      expectValidIiif(document);
      expect(document.label).toEqual(part.label);
      listed.push(...document.items.map((item) => item.id));
    }
    const withPdfs = await server.db.query<{ id: number }>(
      'select distinct catalogue_id as id from editions where pdf_file_id is not null',
    );
    expect(listed.sort()).toEqual(
      withPdfs.map((row) => `${origin}${catalogueCollectionPath(row.id)}`).sort(),
    );
    expect(listed).toContain(`${origin}${catalogueCollectionPath(edition.catalogueId)}`);
  });
});

describe('serving', () => {
  it('answers JSON-LD with the IIIF profile by default, plain JSON to a client that asks for it, to every origin', async () => {
    const url = editionManifestPath(edition.id);
    for (const accept of [
      undefined,
      'application/ld+json',
      'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"',
    ]) {
      const response = await get(url, accept ? { accept } : {});
      expect(response.headers['content-type'], accept).toBe(IIIF_PRESENTATION_MEDIA_TYPE);
      expect(response.headers['access-control-allow-origin']).toBe('*');
    }
    const plain = await get(url, { accept: 'application/json' });
    expect(plain.headers['content-type']).toBe('application/json');
    expect(plain.json()).toEqual((await get(url)).json());
    expect(plain.headers.vary).toContain('Accept');
  });

  it('is revalidated with its ETag until the data changes', async () => {
    const url = editionManifestPath(edition.id);
    const first = await get(url);
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect((await updateEdition(edition, { physicalDescription: '121 p. ; 18 cm' })).statusCode).toBe(200);
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const metadata = changed.json<Manifest>().metadata;
    expect(metadata.find((pair) => pair.label.en?.[0] === 'Physical description')?.value).toEqual({
      none: ['121 p. ; 18 cm'],
    });
  });

  it('answers 404 for what does not exist or has no PDF, and 400 for ids that are not ids, in the error envelope', async () => {
    const withoutPdf = (await createCatalogue({ mainTitle: 'Catalogo senza PDF' })).editions[0];
    for (const url of [
      editionManifestPath(2_000_000_000),
      editionManifestPath(withoutPdf?.id ?? 0),
      catalogueCollectionPath(2_000_000_000),
      '/iiif/presentation/collection/9999.json',
      '/iiif/presentation/editions/1/nothing.json',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ statusCode: 404, error: 'Not Found' });
      expect(response.headers['access-control-allow-origin']).toBe('*');
    }
    for (const url of [
      '/iiif/presentation/editions/abc/manifest.json',
      '/iiif/presentation/editions/0/manifest.json',
      '/iiif/presentation/editions/99999999999/manifest.json',
      '/iiif/presentation/catalogues/-1/collection.json',
      '/iiif/presentation/collection/first.json',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'malformed_id',
      });
    }
  });
});
