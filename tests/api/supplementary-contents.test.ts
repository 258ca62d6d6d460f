import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/catalogue';
import { demoData } from '../../server/seed/demo-data.ts';
import { startTestServer, type TestServer } from './harness.ts';

type Catalogue = components['schemas']['Catalogue'];
type SupplementaryContent = components['schemas']['SupplementaryContent'];
type BothDirections = {
  supplementaryContents: SupplementaryContent[];
  supplementaryContentsOf: SupplementaryContent[];
};

let server: TestServer;
const catalogueIds = new Map<string, number>();

beforeAll(async () => {
  server = await startTestServer();
  const { catalogues } = await get<{ catalogues: Catalogue[] }>(
    '/api/catalogues?per-page=100&include-supplements=true',
  );
  for (const demo of demoData.catalogues) {
    const catalogue = catalogues.find((c) => c.title === demo.title);
    if (!catalogue) throw new Error(`no demo catalogue ${demo.key}`);
    catalogueIds.set(demo.key, catalogue.id);
  }
});
afterAll(() => server.close());

const get = <T>(url: string) => server.getJson<T>(url);

const idOf = (key: string) => {
  const id = catalogueIds.get(key);
  if (id === undefined) throw new Error(`no demo catalogue ${key}`);
  return id;
};

const contentsOf = (catalogueId: number, lang = '') =>
  get<BothDirections>(`/api/catalogues/${catalogueId}/supplementary-contents${lang ? `?lang=${lang}` : ''}`);

const json = (auth: { authorization: string }) => ({ 'content-type': 'application/json', ...auth });

const create = (catalogueId: number, payload: unknown, auth = server.admin) =>
  server.request({
    method: 'POST',
    url: `/api/catalogues/${catalogueId}/supplementary-contents`,
    headers: json(auth),
    payload: JSON.stringify(payload),
  });

const update = (catalogueId: number, id: number, payload: unknown) =>
  server.request({
    method: 'PUT',
    url: `/api/catalogues/${catalogueId}/supplementary-contents/${id}`,
    headers: json(server.admin),
    payload: JSON.stringify(payload),
  });

const remove = (catalogueId: number, id: number) =>
  server.request({
    method: 'DELETE',
    url: `/api/catalogues/${catalogueId}/supplementary-contents/${id}`,
    headers: server.admin,
  });

const defaultListIds = async () =>
  (await get<{ catalogues: Catalogue[] }>('/api/catalogues?per-page=100')).catalogues.map((c) => c.id);

describe('reading supplementary contents', () => {
  it("lists a catalogue's supplements with their notes and the supplement catalogues", async () => {
    const general = idOf('alinari-catalogo-generale');
    const { supplementaryContents, supplementaryContentsOf } = await contentsOf(general);
    const expected = demoData.supplements.filter((s) => s.catalogue === 'alinari-catalogo-generale');
    expect(expected.length).toBe(2);
    expect(
      supplementaryContents.map((content) => ({
        catalogueId: content.catalogueId,
        supplementCatalogueId: content.supplementCatalogueId,
        note: content.note,
        title: content.title,
      })),
    ).toEqual(
      expected.map((s) => ({
        catalogueId: general,
        supplementCatalogueId: idOf(s.supplement),
        note: s.note ?? null,
        title: null,
      })),
    );
    const supplement = supplementaryContents[0]?.catalogue;
    expect(supplement).toMatchObject({
      id: idOf('alinari-supplemento-1895'),
      title: 'Alinari. Supplemento I al catalogo generale',
      isSupplement: true,
      editionCount: 1,
    });
    expect(supplement?.editions[0]?.date).toBe('1895');
    expect(supplementaryContentsOf).toEqual([]);
  });

  it('lists, for a supplement, the catalogue it supplements', async () => {
    const supplement = idOf('hanfstaengl-nachtrag');
    const { supplementaryContents, supplementaryContentsOf } = await contentsOf(supplement);
    expect(supplementaryContents).toEqual([]);
    expect(supplementaryContentsOf).toHaveLength(1);
    expect(supplementaryContentsOf[0]).toMatchObject({
      catalogueId: idOf('hanfstaengl-verzeichniss'),
      supplementCatalogueId: supplement,
      note: 'Erster Nachtrag',
      catalogue: {
        id: idOf('hanfstaengl-verzeichniss'),
        title: 'Verzeichniss der Photographien Hanfstaengl',
      },
    });
  });

  it("gives the other catalogue's place names in the language asked for", async () => {
    const { supplementaryContentsOf } = await contentsOf(idOf('hanfstaengl-nachtrag'), 'DE');
    expect(supplementaryContentsOf[0]?.catalogue?.editions[0]?.places[0]?.name).toBe('München');
  });

  it('answers empty lists for a catalogue without supplements, 404 for an unknown one, 400 for a bad id', async () => {
    expect(await contentsOf(idOf('lombardi-catalogo'))).toEqual({
      supplementaryContents: [],
      supplementaryContentsOf: [],
    });
    const missing = Math.max(...catalogueIds.values()) + 1000;
    const unknown = await server.request({
      method: 'GET',
      url: `/api/catalogues/${missing}/supplementary-contents`,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await server.request({ method: 'GET', url: '/api/catalogues/abc/supplementary-contents' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('changing supplementary contents', () => {
  it('adds a catalogue as supplement of another: both sides show it, and the list leaves it out', async () => {
    const main = idOf('poppi-catalogo');
    const supplement = idOf('montabone-catalogo');
    expect(await defaultListIds()).toContain(supplement);
    const response = await create(main, { supplementCatalogueId: supplement, note: '  Supplemento  ' });
    expect(response.statusCode, response.body).toBe(201);
    const { supplementaryContent } = response.json<{ supplementaryContent: SupplementaryContent }>();
    expect(supplementaryContent).toMatchObject({
      catalogueId: main,
      supplementCatalogueId: supplement,
      title: null,
      note: 'Supplemento',
      catalogue: { id: supplement, isSupplement: true },
    });
    expect((await contentsOf(main)).supplementaryContents.map((c) => c.id)).toEqual([
      supplementaryContent.id,
    ]);
    expect((await contentsOf(supplement)).supplementaryContentsOf.map((c) => c.id)).toEqual([
      supplementaryContent.id,
    ]);
    expect(await defaultListIds()).not.toContain(supplement);
    const { catalogue } = await get<{ catalogue: Catalogue }>(`/api/catalogues/${supplement}`);
    expect(catalogue.isSupplement).toBe(true);
  });

  it('records a supplementary content that is not a catalogue of its own, by its title', async () => {
    const main = idOf('lombardi-catalogo');
    const response = await create(main, { title: 'Foglio aggiunto a mano', note: null });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().supplementaryContent).toMatchObject({
      catalogueId: main,
      supplementCatalogueId: null,
      title: 'Foglio aggiunto a mano',
      note: null,
      catalogue: null,
    });
    const none = await create(main, { note: 'neither a title nor a catalogue' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('supplementary_content_needs_a_title_or_a_catalogue');
    const blank = await create(main, { title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect((await contentsOf(main)).supplementaryContents).toHaveLength(1);
  });

  it('updates a supplementary content', async () => {
    const main = idOf('noack-catalogo');
    const [first, second] = [idOf('incorpora-catalogo'), idOf('rive-catalogo')];
    const created = (await create(main, { supplementCatalogueId: first })).json<{
      supplementaryContent: SupplementaryContent;
    }>().supplementaryContent;
    const response = await update(main, created.id, {
      supplementCatalogueId: second,
      title: 'Supplemento napoletano',
      note: 'Rilegato insieme',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().supplementaryContent).toMatchObject({
      id: created.id,
      catalogueId: main,
      supplementCatalogueId: second,
      title: 'Supplemento napoletano',
      note: 'Rilegato insieme',
      catalogue: { id: second },
    });
    expect((await contentsOf(first)).supplementaryContentsOf).toEqual([]);
    expect((await contentsOf(second)).supplementaryContentsOf.map((c) => c.id)).toEqual([created.id]);
    const ids = await defaultListIds();
    expect(ids).toContain(first);
    expect(ids).not.toContain(second);
  });

  it('deletes a supplementary content: 204, then it is gone from both sides', async () => {
    const main = idOf('tuminello-catalogo');
    const supplement = idOf('cuccioni-catalogo');
    const { id } = (await create(main, { supplementCatalogueId: supplement })).json<{
      supplementaryContent: SupplementaryContent;
    }>().supplementaryContent;
    const deleted = await remove(main, id);
    expect(deleted.statusCode).toBe(204);
    expect((await contentsOf(main)).supplementaryContents).toEqual([]);
    expect((await contentsOf(supplement)).supplementaryContentsOf).toEqual([]);
    expect(await defaultListIds()).toContain(supplement);
    expect((await remove(main, id)).statusCode).toBe(404);
  });

  it('goes away with the catalogue it belongs to', async () => {
    const created = await server.request({
      method: 'POST',
      url: '/api/catalogues',
      headers: json(server.admin),
      payload: { mainTitle: 'Catalogo effimero' },
    });
    const main = created.json<{ catalogue: Catalogue }>().catalogue.id;
    const supplement = idOf('molins-catalogo');
    expect((await create(main, { supplementCatalogueId: supplement })).statusCode).toBe(201);
    expect(await defaultListIds()).not.toContain(supplement);
    await server.request({ method: 'DELETE', url: `/api/catalogues/${main}`, headers: server.admin });
    expect((await contentsOf(supplement)).supplementaryContentsOf).toEqual([]);
    expect(await defaultListIds()).toContain(supplement);
  });
});

describe('refusing supplementary contents that make no sense', () => {
  it('refuses a catalogue as its own supplement', async () => {
    const id = idOf('ponti-catalogo');
    const response = await create(id, { supplementCatalogueId: id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'a_catalogue_cannot_supplement_itself',
    });
    const other = (await create(id, { title: 'Foglio' })).json<{
      supplementaryContent: SupplementaryContent;
    }>();
    const changed = await update(id, other.supplementaryContent.id, { supplementCatalogueId: id });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe('a_catalogue_cannot_supplement_itself');
  });

  it('refuses the same supplement twice with 409', async () => {
    const main = idOf('behles-catalogo');
    const [supplement, other] = [idOf('altobelli-molins-catalogo'), idOf('dalessandri-catalogo')];
    expect((await create(main, { supplementCatalogueId: supplement })).statusCode).toBe(201);
    const again = await create(main, { supplementCatalogueId: supplement, note: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'supplementary_content_already_exists',
    });
    const second = (await create(main, { supplementCatalogueId: other })).json<{
      supplementaryContent: SupplementaryContent;
    }>().supplementaryContent;
    const clash = await update(main, second.id, { supplementCatalogueId: supplement });
    expect(clash.statusCode).toBe(409);
    expect((await contentsOf(main)).supplementaryContents.map((c) => c.supplementCatalogueId)).toEqual([
      supplement,
      other,
    ]);
  });

  it('answers 404 for a catalogue that does not exist, and 400 for an unknown supplement catalogue', async () => {
    const missing = Math.max(...catalogueIds.values()) + 1000;
    const unknownMain = await create(missing, { supplementCatalogueId: idOf('ponti-catalogo') });
    expect(unknownMain.statusCode).toBe(404);
    const unknownSupplement = await create(idOf('ponti-catalogo'), { supplementCatalogueId: missing });
    expect(unknownSupplement.statusCode).toBe(400);
    expect(unknownSupplement.json().message).toBe('unknown_catalogue');
  });

  it("answers 404 for a supplementary content changed through another catalogue's address", async () => {
    const general = idOf('alinari-catalogo-generale');
    const [content] = (await contentsOf(general)).supplementaryContents;
    const other = idOf('brogi-catalogo');
    expect((await update(other, content?.id ?? 0, { title: 'Altro' })).statusCode).toBe(404);
    expect((await remove(other, content?.id ?? 0)).statusCode).toBe(404);
    expect((await contentsOf(general)).supplementaryContents[0]).toEqual(content);
  });

  it('refuses unknown properties and wrong types', async () => {
    const id = idOf('ponti-catalogo');
    for (const payload of [
      { title: 'x', extra: 1 },
      { supplementCatalogueId: 'Naya' },
      { supplementCatalogueId: 0 },
    ]) {
      const response = await create(id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Array.isArray(response.json().message)).toBe(true);
    }
  });
});

describe('who may change supplementary contents', () => {
  it('answers 401 without a token and 403 to a USER account', async () => {
    const main = idOf('alinari-catalogo-generale');
    const [content] = (await contentsOf(main)).supplementaryContents;
    const attempts = [
      {
        method: 'POST' as const,
        url: `/api/catalogues/${main}/supplementary-contents`,
        payload: { title: 'x' },
      },
      {
        method: 'PUT' as const,
        url: `/api/catalogues/${main}/supplementary-contents/${content?.id}`,
        payload: { title: 'x' },
      },
      { method: 'DELETE' as const, url: `/api/catalogues/${main}/supplementary-contents/${content?.id}` },
    ];
    for (const attempt of attempts) {
      const type = attempt.payload ? { 'content-type': 'application/json' } : {};
      expect((await server.request({ ...attempt, headers: type })).statusCode, attempt.method).toBe(401);
      const reader = await server.request({
        ...attempt,
        headers: { ...type, ...server.reader, role: 'ADMIN' },
      });
      expect(reader.statusCode, attempt.method).toBe(403);
    }
    expect((await contentsOf(main)).supplementaryContents).toHaveLength(2);
    expect((await contentsOf(main)).supplementaryContents[0]).toEqual(content);
  });
});
