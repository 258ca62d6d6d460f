import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/catalogue';
import { indexUnreadEditionEntries } from '../../server/domain/catalogue-entries-store.ts';
import { demoData } from '../../server/seed/demo-data.ts';
import type { DemoEntry } from '../../server/seed/demo-data.types.ts';
import { type DemoIds, demoIds } from './demo-ids.ts';
import { startTestServer, type TestServer } from './harness.ts';

type EditionComparison = components['schemas']['EditionComparison'];
type ErrorBody = components['schemas']['Error'];
type CatalogueTimeline = components['schemas']['CatalogueTimeline'];
type TimelineEdition = components['schemas']['TimelineEdition'];
type Edition = components['schemas']['Edition'];
type PdfSearch = { data: components['schemas']['PdfSearchHit'][] };

let server: TestServer;
let ids: DemoIds;
beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
});
afterAll(() => server.close());

const catalogueId = (key: string) => {
  const id = ids.catalogues.get(key);
  if (id === undefined) throw new Error(`no demo catalogue ${key}`);
  return id;
};

const timelineOf = (key: string) =>
  server.getJson<CatalogueTimeline>(`/api/catalogues/${catalogueId(key)}/timeline?lang=EN`);

const allEditions = (timeline: CatalogueTimeline) => [
  ...timeline.lanes.flatMap((lane) => lane.editions),
  ...timeline.undated,
];

/** The demo catalogue's editions on the timeline, in their order in the catalogue. */
async function editionsOf(key: string): Promise<TimelineEdition[]> {
  const id = catalogueId(key);
  return allEditions(await timelineOf(key))
    .filter((edition) => edition.catalogueId === id)
    .sort((left, right) => left.position - right.position);
}

async function editionId(key: string, position: number): Promise<number> {
  const edition = (await editionsOf(key)).find((candidate) => candidate.position === position);
  if (!edition) throw new Error(`no edition ${position} of ${key}`);
  return edition.editionId;
}

const compare = (from: number | string, to: number | string) =>
  server.request({ method: 'GET', url: `/api/editions/comparison?from=${from}&to=${to}&lang=EN` });

async function comparison(from: number, to: number): Promise<EditionComparison> {
  const response = await compare(from, to);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EditionComparison>();
}

const demoEditions = (key: string) =>
  demoData.catalogues.find((catalogue) => catalogue.key === key)?.editions ?? [];
/** An entry's text as the demo PDF prints it: the subject, then the format on its last line. */
const printed = (entry: DemoEntry) => (entry.format ? `${entry.subject} ${entry.format}` : entry.subject);

/** The page of `editionId`'s PDF on which the search inside the catalogues finds `text`. */
async function pageFound(id: number, text: string): Promise<number | undefined> {
  const search = await server.getJson<PdfSearch>(
    `/api/editions/pdfs?keyword=${encodeURIComponent(text)}&per-page=100`,
  );
  const hit = search.data.find((candidate) => candidate.edition.id === id);
  return hit?.matches.length === 1 ? hit.matches[0]?.page : undefined;
}

describe('comparing two editions of a catalogue', () => {
  it("lists what Brogi's 3rd edition withdrew, renumbered and added against the 2nd, as the seed revised it", async () => {
    const [second, third] = demoEditions('brogi-catalogo').slice(1);
    if (!second || !third) throw new Error('Brogi has three demo editions');
    const result = await comparison(
      await editionId('brogi-catalogo', 2),
      await editionId('brogi-catalogo', 3),
    );

    // What the seed printed, matched by text: the subjects are unique within each edition.
    const secondByText = new Map(second.entries.map((entry) => [printed(entry), entry.number]));
    const thirdByText = new Map(third.entries.map((entry) => [printed(entry), entry.number]));
    expect(secondByText.size).toBe(second.entries.length);
    expect(thirdByText.size).toBe(third.entries.length);
    const removed = second.entries.filter((entry) => !thirdByText.has(printed(entry)));
    const added = third.entries.filter((entry) => !secondByText.has(printed(entry)));
    const moved = third.entries.filter((entry) => {
      const before = secondByText.get(printed(entry));
      return before !== undefined && before !== entry.number;
    });

    expect(result.removed.map((entry) => [entry.number, entry.text])).toEqual(
      removed.map((entry) => [String(entry.number), printed(entry)]),
    );
    expect(result.added.map((entry) => [entry.number, entry.text])).toEqual(
      added.map((entry) => [String(entry.number), printed(entry)]),
    );
    expect(result.renumbered.map((entry) => [entry.fromNumber, entry.toNumber, entry.text])).toEqual(
      moved.map((entry) => [String(secondByText.get(printed(entry))), String(entry.number), printed(entry)]),
    );
    expect(result.unchanged).toBe(third.entries.length - added.length - moved.length);
    // The revision as documented in the seed: three withdrawn, three moved, three new between the old.
    expect(result.removed.map((entry) => entry.number)).toEqual(['141', '153', '173']);
    expect(result.renumbered.map((entry) => `${entry.fromNumber}>${entry.toNumber}`)).toEqual([
      '155>157',
      '156>158',
      '186>197',
    ]);
    expect(result.added.map((entry) => entry.number).slice(0, 3)).toEqual(['159', '160', '192']);
    expect(result.added.map((entry) => entry.number)).toContain('198');
    expect(result.from).toMatchObject({
      entries: second.entries.length,
      editionEnumeration: '2a edizione',
      date: '1878',
    });
    expect(result.to).toMatchObject({
      entries: third.entries.length,
      editionEnumeration: '3a edizione',
      date: '[1884?]',
    });
  });

  it('gives each entry the page of its PDF it stands on, in either edition', async () => {
    const [from, to] = [await editionId('brogi-catalogo', 2), await editionId('brogi-catalogo', 3)];
    const result = await comparison(from, to);
    const porta = result.added.find((entry) => entry.number === '159');
    expect(porta?.text).toContain('Porta Ovile');
    expect(porta?.toPage).toBe(await pageFound(to, 'Porta Ovile'));
    const branda = result.removed.find((entry) => entry.number === '141');
    expect(branda?.fromPage).toBe(await pageFound(from, 'Fonte Branda'));
    const spina = result.renumbered.find((entry) => entry.toNumber === '197');
    expect(spina?.fromPage).toBe(await pageFound(from, 'Maria della Spina'));
    expect(spina?.toPage).toBe(await pageFound(to, 'Maria della Spina'));
    for (const entry of [...result.added, ...result.renumbered]) {
      expect(entry.toPage).toBeGreaterThanOrEqual(2);
      expect(entry.toPage).toBeLessThanOrEqual(result.to.pdfPages);
    }
  });

  it('shows only additions between an edition and a later one that extends it', async () => {
    const [first, second] = demoEditions('brogi-catalogo');
    const result = await comparison(
      await editionId('brogi-catalogo', 1),
      await editionId('brogi-catalogo', 2),
    );
    expect(result.removed).toEqual([]);
    expect(result.renumbered).toEqual([]);
    expect(result.unchanged).toBe(first?.entries.length);
    expect(result.added.map((entry) => entry.number)).toEqual(
      second?.entries.slice(first?.entries.length).map((entry) => String(entry.number)),
    );
  });

  it('compares a catalogue with its supplement, which lists other photographs', async () => {
    const supplement = demoEditions('brogi-supplemento')[0];
    const main = demoEditions('brogi-catalogo')[2];
    const from = await editionId('brogi-catalogo', 3);
    const to = await editionId('brogi-supplemento', 1);
    const result = await comparison(from, to);
    expect(result.from).toEqual({
      catalogueId: catalogueId('brogi-catalogo'),
      editionId: from,
      catalogueTitle: 'Catalogo delle fotografie Brogi',
      editionEnumeration: '3a edizione',
      date: '[1884?]',
      pdfPages: result.from.pdfPages,
      entries: main?.entries.length,
    });
    expect(result.to).toMatchObject({
      catalogueId: catalogueId('brogi-supplemento'),
      editionId: to,
      catalogueTitle: 'Brogi. Supplemento al catalogo',
      date: '1880',
      entries: supplement?.entries.length,
    });
    expect(result.from.pdfPages).toBeGreaterThan(1);
    expect(result.unchanged).toBe(0);
    expect(result.renumbered).toEqual([]);
    expect(result.added.map((entry) => entry.number)).toEqual(
      supplement?.entries.map((entry) => String(entry.number)),
    );
    expect(result.removed).toHaveLength(main?.entries.length ?? -1);
  });

  it('answers the same comparison again from the cache, with an ETag', async () => {
    const [from, to] = [await editionId('brogi-catalogo', 1), await editionId('brogi-catalogo', 3)];
    const first = await compare(from, to);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await server.request({
      method: 'GET',
      url: `/api/editions/comparison?from=${from}&to=${to}&lang=EN`,
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

const json = { 'content-type': 'application/json' };

async function newEdition(catalogueKey: string): Promise<Edition> {
  const response = await server.request({
    method: 'POST',
    url: `/api/catalogues/${catalogueId(catalogueKey)}/editions`,
    headers: { ...json, ...server.admin },
    payload: { date: '1890', publishers: [], places: [] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ edition: Edition }>().edition;
}

/** A PDF whose pages carry the given lines of text (none: a scan without a text layer). */
async function pdfWithPages(pages: string[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  for (const lines of pages) {
    const page = doc.addPage([400, 600]);
    for (const [index, line] of lines.entries()) {
      page.drawText(line, { x: 40, y: 560 - index * 14, size: 10, font });
    }
  }
  return doc.save();
}

async function uploadPdf(catalogueKey: string, edition: Edition, bytes: Uint8Array) {
  const form = new FormData();
  form.append('pdf', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'catalogue.pdf');
  const encoded = new Response(form);
  const response = await server.request({
    method: 'PUT',
    url: `/api/catalogues/${catalogueId(catalogueKey)}/editions/${edition.id}/pdf`,
    headers: { ...server.admin, 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function refused(from: number | string, to: number | string, status: number) {
  const response = await compare(from, to);
  expect(response.statusCode, response.body).toBe(status);
  return response.json<ErrorBody>();
}

describe('editions that cannot be compared', () => {
  it('refuses an edition compared with itself', async () => {
    const id = await editionId('brogi-catalogo', 1);
    expect((await refused(id, id, 400)).message).toBe('same_edition');
  });

  it('refuses missing and malformed editions with a 400', async () => {
    const id = await editionId('brogi-catalogo', 1);
    for (const url of [
      `/api/editions/comparison?from=${id}`,
      `/api/editions/comparison?to=${id}`,
      `/api/editions/comparison?from=abc&to=${id}`,
      `/api/editions/comparison?from=${id}&to=1.5`,
      `/api/editions/comparison?from=0&to=${id}`,
      `/api/editions/comparison?from=${id}&to=99999999999`,
    ]) {
      const response = await server.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
    }
  });

  it('answers 404 for an edition that does not exist', async () => {
    const id = await editionId('brogi-catalogo', 1);
    expect((await refused(id, 2_000_000_000, 404)).message).toBe('not_found');
    expect((await refused(2_000_000_000, id, 404)).message).toBe('not_found');
  });

  it('says which edition has no PDF', async () => {
    const bare = await newEdition('brogi-catalogo');
    const other = await editionId('brogi-catalogo', 1);
    expect(await refused(other, bare.id, 409)).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: `edition_without_pdf: to edition ${bare.id}`,
    });
    expect((await refused(bare.id, other, 409)).message).toBe(`edition_without_pdf: from edition ${bare.id}`);
  });

  it('says which edition has a PDF whose text is not indexed (a scan without text)', async () => {
    const scan = await newEdition('brogi-catalogo');
    await uploadPdf('brogi-catalogo', scan, await pdfWithPages([[], []]));
    const other = await editionId('brogi-catalogo', 2);
    expect(await refused(scan.id, other, 409)).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: `edition_text_not_indexed: from edition ${scan.id}`,
    });
  });
});

describe('numbered entries on the catalogue timeline', () => {
  it("counts each edition's entries once its text is read, and none for an edition without a PDF", async () => {
    await indexUnreadEditionEntries(server.db);
    const counted = (await editionsOf('brogi-catalogo')).filter((edition) => edition.position <= 3);
    expect(counted.map((edition) => edition.numberedEntries)).toEqual(
      demoEditions('brogi-catalogo').map((edition) => edition.entries.length),
    );
    const supplement = (await timelineOf('brogi-catalogo')).lanes.find(
      (lane) => lane.kind === 'supplementaryContent',
    );
    expect(supplement?.editions.map((edition) => edition.numberedEntries)).toEqual([
      demoEditions('brogi-supplemento')[0]?.entries.length,
    ]);
    const bare = await newEdition('brogi-catalogo');
    const drawn = (await editionsOf('brogi-catalogo')).find((edition) => edition.editionId === bare.id);
    expect(drawn?.numberedEntries).toBeNull();
  });

  it('counts the entries of an uploaded PDF at once, compares it, and forgets them with the PDF', async () => {
    const edition = await newEdition('brogi-catalogo');
    await uploadPdf(
      'brogi-catalogo',
      edition,
      await pdfWithPages([
        ['Catalogo delle fotografie Brogi', 'Nuova edizione'],
        [
          '1. Firenze. Cattedrale di S. Maria del Fiore. Facciata',
          '2. Firenze. Ponte Vecchio',
          '3. Firenze. Loggia dei Lanzi',
        ],
        ['4. Siena. Porta Ovile'],
      ]),
    );
    const drawn = (await editionsOf('brogi-catalogo')).find(
      (candidate) => candidate.editionId === edition.id,
    );
    expect(drawn?.numberedEntries).toBe(4);

    const result = await comparison(edition.id, await editionId('brogi-catalogo', 3));
    // The 3rd edition prints each of these subjects with its format: none of them is the same entry.
    expect(result.from.entries).toBe(4);
    expect(result.removed.map((entry) => [entry.number, entry.fromPage])).toEqual([
      ['1', 2],
      ['2', 2],
      ['3', 2],
      ['4', 3],
    ]);

    const deleted = await server.request({
      method: 'DELETE',
      url: `/api/catalogues/${catalogueId('brogi-catalogo')}/editions/${edition.id}/pdf`,
      headers: server.admin,
    });
    expect(deleted.statusCode).toBe(204);
    const after = (await editionsOf('brogi-catalogo')).find(
      (candidate) => candidate.editionId === edition.id,
    );
    expect(after?.numberedEntries).toBeNull();
    expect((await refused(edition.id, await editionId('brogi-catalogo', 3), 409)).message).toBe(
      `edition_without_pdf: from edition ${edition.id}`,
    );
  });
});
