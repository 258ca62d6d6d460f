import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/catalogue';
import { foldText as fold } from '../../server/domain/text.ts';
import { startTestServer, type TestServer } from './harness.ts';

type Publisher = components['schemas']['Publisher'];
type Place = components['schemas']['Place'];
type RelatedCatalogue = components['schemas']['RelatedCatalogue'];
type EditionListItem = components['schemas']['EditionListItem'];
type Edition = components['schemas']['Edition'];
type Catalogue = components['schemas']['Catalogue'];
type Pagination = components['schemas']['Pagination'];
type PublisherList = { publishers: Publisher[]; pagination: Pagination };
type RelatedList = { catalogues: RelatedCatalogue[]; pagination: Pagination };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = <T>(url: string) => server.getJson<T>(url);

const listPublishers = (query = '') => get<PublisherList>(`/api/publishers${query ? `?${query}` : ''}`);
const allPublishers = async (query = '') =>
  (await listPublishers(`per-page=100${query ? `&${query}` : ''}`)).publishers;
const namesOf = (publishers: Publisher[]) => publishers.map((publisher) => publisher.name);

async function publisherNamed(name: string): Promise<Publisher> {
  const publisher = (await allPublishers(`name=${encodeURIComponent(name)}`)).find(
    (candidate) => candidate.name === name,
  );
  if (!publisher) throw new Error(`no publisher named ${name}`);
  return publisher;
}

async function placeNamed(name: string): Promise<Place> {
  const { places } = await get<{ places: Place[] }>(`/api/places?lang=EN&name=${encodeURIComponent(name)}`);
  const place = places.find((candidate) => candidate.name === name);
  if (!place) throw new Error(`no place named ${name}`);
  return place;
}

const allEditions = async () =>
  (await get<{ editions: EditionListItem[] }>('/api/editions?per-page=9999')).editions;

const publisherCatalogues = (id: number, query = 'per-page=100') =>
  get<RelatedList>(`/api/publishers/${id}/catalogues?${query}`);

async function keywordCatalogueIds(keyword: string): Promise<number[]> {
  const { catalogues } = await get<{ catalogues: Catalogue[] }>(
    `/api/catalogues?per-page=100&include-supplements=true&keyword=${encodeURIComponent(keyword)}`,
  );
  return catalogues.map((catalogue) => catalogue.id).sort((a, b) => a - b);
}

/** Whether the edition's dated interval overlaps the year range (issue 17: "ca. 1890" spans 1885-1895). */
const overlapsYears = (edition: Edition, begin: number | undefined, end: number | undefined) =>
  edition.dateFrom !== null &&
  edition.dateTo !== null &&
  (begin === undefined || edition.dateTo >= `${begin}-01-01`) &&
  (end === undefined || edition.dateFrom <= `${end}-12-31`);

/** The ids of the publishers of editions whose interval overlaps the range. */
async function publishersWithEditionsIn(begin: number | undefined, end: number | undefined) {
  const catalogueIds = [...new Set((await allEditions()).map((edition) => edition.catalogueId))];
  const lists = await Promise.all(
    catalogueIds.map((id) => get<{ editions: Edition[] }>(`/api/catalogues/${id}/editions`)),
  );
  const ids = new Set<number>();
  for (const edition of lists.flatMap((list) => list.editions)) {
    if (!overlapsYears(edition, begin, end)) continue;
    for (const publisher of edition.publishers) ids.add(publisher.id);
  }
  return [...ids].sort((a, b) => a - b);
}

const idsOf = (items: Array<{ id: number }>) => items.map((item) => item.id).sort((a, b) => a - b);

describe('listing publishers', () => {
  it('answers six publishers a page, ordered by name, and pages through all of them', async () => {
    const all = await allPublishers();
    expect(all).toHaveLength(39);
    const folded = all.map((publisher) => fold(publisher.name));
    expect(folded).toEqual([...folded].sort((a, b) => a.localeCompare(b)));
    const first = await listPublishers();
    expect(first.publishers).toHaveLength(6);
    expect(first.pagination).toEqual({ count: 39, pages: 7 });
    const last = await listPublishers('page=7');
    expect(last.publishers.map((publisher) => publisher.id)).toEqual(all.slice(36).map((p) => p.id));
    const third = await listPublishers('page=3&per-page=10');
    expect(third.publishers.map((publisher) => publisher.id)).toEqual(all.slice(20, 30).map((p) => p.id));
    expect(third.pagination).toEqual({ count: 39, pages: 4 });
  });

  it('finds publishers by a part of their name, ignoring case and accents', async () => {
    expect(namesOf(await allPublishers('name=alinari'))).toEqual(['Fratelli Alinari']);
    expect(namesOf(await allPublishers('name=LOWY'))).toEqual(['J. Löwy']);
    expect(namesOf(await allPublishers('name=rhomaides'))).toEqual(['Rhomaïdès frères']);
    expect(namesOf(await allPublishers('name=anderson'))).toEqual(['Domenico Anderson', 'James Anderson']);
    expect(namesOf(await allPublishers('name=braun'))).toEqual(['Ad. Braun & Cie', 'Braun, Clément & Cie']);
    // LIKE wildcards are plain characters
    expect(await allPublishers('name=%25')).toEqual([]);
    expect((await listPublishers('name=zzzz')).pagination).toEqual({ count: 0, pages: 0 });
  });

  it('keeps the publishers that published an edition in one of the given places', async () => {
    const all = await allPublishers();
    const florence = await placeNamed('Florence');
    const venice = await placeNamed('Venice');
    const inFlorence = await allPublishers(`places=${florence.id}`);
    expect(namesOf(inFlorence)).toEqual(['Alphonse Bernoud', 'Fratelli Alinari', 'Giacomo Brogi']);
    expect(idsOf(inFlorence)).toEqual(idsOf(all.filter((p) => p.places.some((pl) => pl.id === florence.id))));
    expect(inFlorence).toHaveLength(florence.publishers);
    const inEither = await allPublishers(`places=${florence.id},${venice.id}`);
    expect(idsOf(inEither)).toEqual(
      idsOf(all.filter((p) => p.places.some((pl) => pl.id === florence.id || pl.id === venice.id))),
    );
    expect(inEither.length).toBeGreaterThan(inFlorence.length);
  });

  it('keeps the publishers with an edition dated within the year range', async () => {
    const inRange = await allPublishers('date-begin=1890&date-end=1895');
    expect(idsOf(inRange)).toEqual(await publishersWithEditionsIn(1890, 1895));
    expect(inRange.length).toBeGreaterThan(0);
    for (const publisher of inRange) {
      const editions = (await publisherCatalogues(publisher.id)).catalogues.map((entry) => entry.edition);
      expect(
        editions.some((edition) => overlapsYears(edition, 1890, 1895)),
        publisher.name,
      ).toBe(true);
    }
    expect(namesOf(inRange)).toContain('Braun, Clément & Cie');
    expect(namesOf(inRange)).not.toContain('James Anderson');
  });

  it('takes an open year range from either end', async () => {
    expect(idsOf(await allPublishers('date-begin=1895'))).toEqual(
      await publishersWithEditionsIn(1895, undefined),
    );
    expect(idsOf(await allPublishers('date-end=1862'))).toEqual(
      await publishersWithEditionsIn(undefined, 1862),
    );
    // Bernoud's "ca. 1865" spans 1860-1870: it overlaps a range ending in 1860.
    expect(namesOf(await allPublishers('date-end=1860'))).toEqual([
      'Alphonse Bernoud',
      'Bisson frères',
      'James Anderson',
      'Tommaso Cuccioni',
    ]);
    expect(await allPublishers('date-begin=1950')).toEqual([]);
  });

  it('keeps the publishers whose name starts with a letter', async () => {
    expect(namesOf(await allPublishers('filter-by=G'))).toEqual([
      'Giacomo Brogi',
      'Gioacchino Altobelli',
      'Giorgio Sommer',
      'Giuseppe Incorpora',
      'Goupil & Cie',
    ]);
    expect(namesOf(await allPublishers('filter-by=r'))).toEqual([
      'Rhomaïdès frères',
      'Robert Macpherson',
      'Roberto Rive',
      'Römmler & Jonas',
    ]);
    expect(await allPublishers('filter-by=X')).toEqual([]);
  });

  it('answers with each publisher its catalogue count, its years and the places it published in', async () => {
    const editions = await allEditions();
    for (const publisher of await allPublishers()) {
      const own = editions.filter((edition) => edition.publishers.some((p) => p.id === publisher.id));
      expect(publisher.catalogues, publisher.name).toBe(new Set(own.map((e) => e.catalogueId)).size);
      const years = own.map((edition) => edition.year).filter((year): year is number => year !== null);
      expect(publisher.firstYear, publisher.name).toBe(years.length ? Math.min(...years) : null);
      expect(publisher.lastYear, publisher.name).toBe(years.length ? Math.max(...years) : null);
      expect(idsOf(publisher.places), publisher.name).toEqual(
        [...new Set(own.flatMap((edition) => edition.places.map((place) => place.id)))].sort((a, b) => a - b),
      );
    }
  });
});

describe('one publisher', () => {
  it('answers the publisher as the only element of a list, with the places of its activity', async () => {
    const alinari = await publisherNamed('Fratelli Alinari');
    const florence = await placeNamed('Florence');
    const rome = await placeNamed('Rome');
    const body = await get<{ publisher: Publisher[] }>(`/api/publishers/${alinari.id}`);
    expect(Object.keys(body)).toEqual(['publisher']);
    expect(body.publisher).toHaveLength(1);
    const [publisher] = body.publisher;
    expect(publisher).toMatchObject({
      id: alinari.id,
      uri: `/api/publishers/${alinari.id}`,
      name: 'Fratelli Alinari',
      activeFrom: 1852,
      activeTo: null,
      catalogues: 5,
      firstYear: 1873,
      lastYear: 1899,
    });
    expect(publisher?.description).toMatch(/^Photographic firm founded in Florence in 1852/);
    expect(publisher?.places.map((place) => place.id).sort()).toEqual([florence.id, rome.id].sort());
    const florenceRef = publisher?.places.find((place) => place.id === florence.id);
    expect(florenceRef).toEqual({
      id: florence.id,
      uri: `/api/places/${florence.id}`,
      name: { EN: 'Florence', DE: 'Florenz', IT: 'Firenze' },
      names: { EN: 'Florence', DE: 'Florenz', IT: 'Firenze' },
      geonameId: 3176959,
      latitude: florence.latitude,
      longitude: florence.longitude,
    });
  });

  it('names the places of activity in the language asked for', async () => {
    const alinari = await publisherNamed('Fratelli Alinari');
    const { publisher } = await get<{ publisher: Publisher[] }>(`/api/publishers/${alinari.id}?lang=IT`);
    expect(publisher[0]?.places.map((place) => place.name).sort()).toEqual(['Firenze', 'Roma']);
  });

  it('answers 404 for an unknown publisher', async () => {
    const response = await server.request({ method: 'GET', url: '/api/publishers/999999' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'not_found' });
  });

  it('lists one entry per edition the publisher published, each carrying that edition', async () => {
    const sommer = await publisherNamed('Giorgio Sommer');
    const own = (await allEditions()).filter((edition) => edition.publishers.some((p) => p.id === sommer.id));
    const { catalogues, pagination } = await publisherCatalogues(sommer.id);
    expect(pagination.count).toBe(own.length);
    expect(idsOf(catalogues.map((entry) => entry.edition))).toEqual(idsOf(own));
    for (const entry of catalogues) {
      expect(entry.edition.catalogueId).toBe(entry.id);
      expect(entry.edition.publishers.map((publisher) => publisher.id)).toContain(sommer.id);
      expect(entry.title).toBe(entry.edition.catalogue.title);
    }
    expect(new Set(catalogues.map((entry) => entry.id)).size).toBe(sommer.catalogues);
    const firstPage = await publisherCatalogues(sommer.id, 'per-page=2');
    expect(firstPage.pagination).toEqual({ count: own.length, pages: Math.ceil(own.length / 2) });
    expect(firstPage.catalogues.map((entry) => entry.edition.id)).toEqual(
      catalogues.slice(0, 2).map((entry) => entry.edition.id),
    );
    const missing = await server.request({ method: 'GET', url: '/api/publishers/999999/catalogues' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('editing publishers', () => {
  const post = (payload: unknown, auth = server.admin) =>
    server.request({ method: 'POST', url: '/api/publishers', headers: auth, payload: payload as object });
  const put = (id: number, payload: unknown, auth = server.admin) =>
    server.request({
      method: 'PUT',
      url: `/api/publishers/${id}`,
      headers: auth,
      payload: payload as object,
    });
  const remove = (id: number, auth = server.admin) =>
    server.request({ method: 'DELETE', url: `/api/publishers/${id}`, headers: auth });

  let created: Publisher;

  it('creates a publisher, trimmed, without catalogues yet', async () => {
    const response = await post({
      name: '  Carlo Brogi ',
      description: ' Son of Giacomo Brogi. ',
      activeFrom: 1881,
      activeTo: 1925,
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ publisher: Publisher[] }>();
    expect(body.publisher).toHaveLength(1);
    created = body.publisher[0] as Publisher;
    expect(created).toMatchObject({
      uri: `/api/publishers/${created.id}`,
      name: 'Carlo Brogi',
      description: 'Son of Giacomo Brogi.',
      activeFrom: 1881,
      activeTo: 1925,
      catalogues: 0,
      firstYear: null,
      lastYear: null,
      places: [],
    });
    expect(namesOf(await allPublishers('name=brogi'))).toEqual(['Carlo Brogi', 'Giacomo Brogi']);
    expect((await listPublishers()).pagination.count).toBe(40);
  });

  it('leaves publishers without editions out when only those with editions are asked for', async () => {
    const withEditions = await allPublishers('has-editions=true');
    expect(withEditions).toHaveLength(39);
    expect(idsOf(withEditions)).not.toContain(created.id);
    expect(idsOf(await allPublishers('has-editions=false'))).toContain(created.id);
  });

  it('keeps names starting with a digit or sign under #', async () => {
    const numbered = await post({ name: '3 Fratelli Fotografi' });
    expect(numbered.statusCode).toBe(201);
    const id = numbered.json<{ publisher: Publisher[] }>().publisher[0]?.id;
    expect(idsOf(await allPublishers('filter-by=%23'))).toEqual([id]);
    expect((await remove(id ?? 0)).statusCode).toBe(204);
  });

  it('refuses invalid publishers', async () => {
    for (const payload of [
      {},
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(301) },
      { name: 'Early', activeFrom: 999 },
      { name: 'Late', activeTo: 3000 },
      { name: 'Typed', activeFrom: 'soon' },
      { name: 'Extra', website: 'https://example.org' },
    ]) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    expect((await listPublishers()).pagination.count).toBe(40);
  });

  it('refuses a publisher active from a year after the one it is active to', async () => {
    const response = await post({ name: 'Backwards', activeFrom: 1900, activeTo: 1850 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'active_from_must_not_be_after_active_to',
    });
    expect(await allPublishers('name=Backwards')).toEqual([]);
    const update = await put(created.id, { name: 'Carlo Brogi', activeFrom: 1930, activeTo: 1925 });
    expect(update.statusCode).toBe(400);
    const { publisher } = await get<{ publisher: Publisher[] }>(`/api/publishers/${created.id}`);
    expect(publisher[0]).toMatchObject({ activeFrom: 1881, activeTo: 1925 });
    const sameYear = await put(created.id, { name: 'Carlo Brogi', activeFrom: 1900, activeTo: 1900 });
    expect(sameYear.statusCode).toBe(200);
  });

  it('updates a publisher, replacing every field', async () => {
    const response = await put(created.id, { name: 'Carlo Brogi & C.', activeFrom: 1881 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ publisher: Publisher[] }>().publisher[0]).toMatchObject({
      id: created.id,
      name: 'Carlo Brogi & C.',
      description: null,
      activeFrom: 1881,
      activeTo: null,
    });
    const missing = await put(999999, { name: 'Nobody' });
    expect(missing.statusCode).toBe(404);
    expect(await allPublishers('name=Nobody')).toEqual([]);
  });

  it('makes the catalogues of a renamed publisher findable by its new name', async () => {
    const naya = await publisherNamed('Carlo Naya');
    const own = [...new Set((await publisherCatalogues(naya.id)).catalogues.map((entry) => entry.id))].sort(
      (a, b) => a - b,
    );
    expect(own.length).toBe(2);
    expect(await keywordCatalogueIds('Ostoja')).toEqual([]);
    const response = await put(naya.id, { name: 'Studio Ostoja', description: naya.description });
    expect(response.statusCode, response.body).toBe(200);
    expect(await keywordCatalogueIds('Ostoja')).toEqual(own);
    expect(await keywordCatalogueIds('studio osto')).toEqual(own);
  });

  it('refuses to delete a publisher editions use, and keeps it', async () => {
    const alinari = await publisherNamed('Fratelli Alinari');
    const response = await remove(alinari.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'error_to_delete_publisher_it_is_being_used',
    });
    const { publisher } = await get<{ publisher: Publisher[] }>(`/api/publishers/${alinari.id}`);
    expect(publisher[0]?.catalogues).toBe(5);
  });

  it('deletes a publisher nothing uses', async () => {
    const response = await remove(created.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await server.request({ method: 'GET', url: `/api/publishers/${created.id}` })).statusCode).toBe(
      404,
    );
    expect((await remove(created.id)).statusCode).toBe(404);
    expect((await listPublishers()).pagination.count).toBe(39);
  });

  it('lets only staff create, update and delete publishers', async () => {
    const alinari = await publisherNamed('Fratelli Alinari');
    const attempts = [
      (auth: { authorization: string }) => post({ name: 'Intruder' }, auth),
      (auth: { authorization: string }) => put(alinari.id, { name: 'Intruder' }, auth),
      (auth: { authorization: string }) => remove(alinari.id, auth),
    ];
    for (const attempt of attempts) {
      const anonymous = await attempt({ authorization: '' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe('unauthorized');
      const reader = await attempt(server.reader);
      expect(reader.statusCode).toBe(403);
      expect(reader.json().message).toBe('forbidden');
    }
    expect(await allPublishers('name=Intruder')).toEqual([]);
    expect((await publisherNamed('Fratelli Alinari')).id).toBe(alinari.id);
  });
});
