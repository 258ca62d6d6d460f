import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/catalogue';
import { foldText as fold } from '../../server/domain/text.ts';
import { startTestServer, type TestServer } from './harness.ts';

type Place = components['schemas']['Place'];
type Publisher = components['schemas']['Publisher'];
type RelatedCatalogue = components['schemas']['RelatedCatalogue'];
type EditionListItem = components['schemas']['EditionListItem'];
type Catalogue = components['schemas']['Catalogue'];
type Pagination = components['schemas']['Pagination'];
type PlaceList = { places: Place[]; pagination: Pagination };
type RelatedList = { catalogues: RelatedCatalogue[]; pagination: Pagination };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = <T>(url: string) => server.getJson<T>(url);

const listPlaces = (query = '') => get<PlaceList>(`/api/places${query ? `?${query}` : ''}`);
const allPlaces = async (query = '') => (await listPlaces(`per-page=100${query ? `&${query}` : ''}`)).places;

/** The demo place whose English name is `name`. */
async function placeNamed(name: string): Promise<Place> {
  const { places } = await listPlaces(`name=${encodeURIComponent(name)}&lang=EN`);
  const place = places.find((candidate) => candidate.names.EN === name);
  if (!place) throw new Error(`no place named ${name}`);
  return place;
}

async function publisherNamed(name: string): Promise<Publisher> {
  const { publishers } = await get<{ publishers: Publisher[] }>(
    `/api/publishers?name=${encodeURIComponent(name)}`,
  );
  const publisher = publishers.find((candidate) => candidate.name === name);
  if (!publisher) throw new Error(`no publisher named ${name}`);
  return publisher;
}

const allEditions = async () =>
  (await get<{ editions: EditionListItem[] }>('/api/editions?per-page=9999')).editions;

const placeCatalogues = (id: number, query = 'per-page=100') =>
  get<RelatedList>(`/api/places/${id}/catalogues?${query}`);

async function keywordCatalogueIds(keyword: string): Promise<number[]> {
  const { catalogues } = await get<{ catalogues: Catalogue[] }>(
    `/api/catalogues?per-page=100&include-supplements=true&keyword=${encodeURIComponent(keyword)}`,
  );
  return catalogues.map((catalogue) => catalogue.id);
}

const luccaInput = {
  names: { EN: 'Lucca', DE: 'Lucca', IT: 'Lucca' },
  originalName: 'Lucca',
  geonameId: 3174530,
  latitude: 43.84369,
  longitude: 10.50447,
  countryCode: 'IT',
};

describe('listing places', () => {
  it('answers six places a page with the number of pages and places', async () => {
    const all = await allPlaces();
    expect(all.length).toBe(26);
    const first = await listPlaces();
    expect(first.places).toHaveLength(6);
    expect(first.pagination).toEqual({ count: 26, pages: 5 });
    expect(first.places.map((place) => place.id)).toEqual(all.slice(0, 6).map((place) => place.id));
  });

  it('walks through every place exactly once page by page, the last page holding the rest', async () => {
    const all = await allPlaces();
    const seen: number[] = [];
    for (let page = 1; page <= 5; page++) {
      const { places, pagination } = await listPlaces(`page=${page}`);
      expect(pagination).toEqual({ count: 26, pages: 5 });
      expect(places).toHaveLength(page < 5 ? 6 : 2);
      seen.push(...places.map((place) => place.id));
    }
    expect(seen).toEqual(all.map((place) => place.id));
    expect((await listPlaces('page=6')).places).toEqual([]);
  });

  it('orders places by their name in the language asked for', async () => {
    const english = (await allPlaces()).map((place) => fold(place.names.EN ?? ''));
    expect(english).toEqual([...english].sort((a, b) => a.localeCompare(b)));
    const german = (await allPlaces('lang=DE')).map((place) => place.name as string);
    expect(german.map(fold)).toEqual([...german.map(fold)].sort((a, b) => a.localeCompare(b)));
    // Kairo sorts among the K in German, Cairo among the C in English.
    expect(german.indexOf('Kairo')).toBeGreaterThan(german.indexOf('Istanbul'));
  });

  it('finds a place by a name in any language when no language is given, answering every name', async () => {
    const { places, pagination } = await listPlaces('name=Neapel');
    expect(pagination.count).toBe(1);
    expect(places[0]?.names).toEqual({ EN: 'Naples', DE: 'Neapel', IT: 'Napoli' });
    expect(places[0]?.name).toEqual({ EN: 'Naples', DE: 'Neapel', IT: 'Napoli' });
    expect(places[0]?.geonameId).toBe(3172394);
    // an empty lang means every language too
    expect((await listPlaces('name=Neapel&lang=')).places.map((place) => place.id)).toEqual([places[0]?.id]);
  });

  it('finds a place by its name only in the language asked for', async () => {
    const german = await listPlaces('name=Neapel&lang=DE');
    expect(german.places.map((place) => place.name)).toEqual(['Neapel']);
    const italian = await listPlaces('name=Neapel&lang=IT');
    expect(italian.places).toEqual([]);
    expect(italian.pagination).toEqual({ count: 0, pages: 0 });
    expect((await listPlaces('name=Napoli&lang=IT')).places.map((place) => place.name)).toEqual(['Napoli']);
    expect((await listPlaces('name=Napoli&lang=de')).places).toEqual([]);
  });

  it('matches names ignoring case and accents, anywhere in the name', async () => {
    expect((await listPlaces('name=MUNCHEN')).places.map((place) => place.names.EN)).toEqual(['Munich']);
    expect((await listPlaces('name=nchen&lang=DE')).places.map((place) => place.name)).toEqual(['München']);
    const withRo = (await allPlaces('name=ro&lang=IT')).map((place) => place.name as string);
    expect(withRo.sort()).toEqual(['Il Cairo', 'Roma']);
  });

  it('keeps the places where one of the given publishers published an edition', async () => {
    const alinari = await publisherNamed('Fratelli Alinari');
    const naya = await publisherNamed('Carlo Naya');
    const ofAlinari = await allPlaces(`publishers=${alinari.id}`);
    expect(ofAlinari.map((place) => place.id).sort()).toEqual(alinari.places.map((place) => place.id).sort());
    expect(ofAlinari.map((place) => place.names.EN).sort()).toEqual(['Florence', 'Rome']);
    const ofEither = await allPlaces(`publishers=${alinari.id},${naya.id}`);
    expect(ofEither.map((place) => place.names.EN).sort()).toEqual(['Florence', 'Rome', 'Venice']);
    expect((await listPlaces(`publishers=${alinari.id},${naya.id}`)).pagination.count).toBe(3);
  });

  it('keeps the places whose name starts with a letter, in the language asked for', async () => {
    const english = await allPlaces('filter-by=M');
    expect(english.map((place) => place.names.EN)).toEqual(['Madrid', 'Milan', 'Mulhouse', 'Munich']);
    const german = await allPlaces('filter-by=m&lang=DE');
    expect(german.map((place) => place.name)).toEqual(['Madrid', 'Mailand', 'Mülhausen', 'München']);
    const italian = await allPlaces('filter-by=M&lang=IT');
    expect(italian.map((place) => place.name)).toEqual(['Madrid', 'Milano', 'Monaco di Baviera', 'Mulhouse']);
    expect((await listPlaces('filter-by=K&lang=DE')).places.map((place) => place.name)).toEqual(['Kairo']);
    expect((await listPlaces('filter-by=K')).pagination.count).toBe(0);
  });

  it('counts on each place the catalogues and publishers with an edition published there', async () => {
    const editions = await allEditions();
    for (const place of await allPlaces()) {
      const here = editions.filter((edition) => edition.places.some((p) => p.id === place.id));
      expect(place.catalogues, place.names.EN).toBe(new Set(here.map((edition) => edition.catalogueId)).size);
      const publishers = new Set(here.flatMap((edition) => edition.publishers.map((p) => p.id)));
      expect(place.publishers, place.names.EN).toBe(publishers.size);
    }
    const rome = await placeNamed('Rome');
    expect(rome.catalogues).toBe(12);
    expect(rome.publishers).toBe(11);
  });
});

describe('one place', () => {
  it('answers the place with its name in the language asked for', async () => {
    const florence = await placeNamed('Florence');
    const { place } = await get<{ place: Place }>(`/api/places/${florence.id}?lang=DE`);
    expect(place).toMatchObject({
      id: florence.id,
      uri: `/api/places/${florence.id}`,
      name: 'Florenz',
      names: { EN: 'Florence', DE: 'Florenz', IT: 'Firenze' },
      geonameId: 3176959,
      countryCode: 'IT',
      originalName: 'Florence',
      catalogues: florence.catalogues,
      publishers: florence.publishers,
    });
    expect(place.latitude).toBeCloseTo(43.77925, 4);
    expect(place.longitude).toBeCloseTo(11.24626, 4);
    expect((await get<{ place: Place }>(`/api/places/${florence.id}?lang=it`)).place.name).toBe('Firenze');
  });

  it('answers the names per language when no language is asked for', async () => {
    const florence = await placeNamed('Florence');
    const { place } = await get<{ place: Place }>(`/api/places/${florence.id}`);
    expect(place.name).toEqual({ EN: 'Florence', DE: 'Florenz', IT: 'Firenze' });
  });

  it('falls back to the English name for a language the place has no name in', async () => {
    const florence = await placeNamed('Florence');
    expect((await get<{ place: Place }>(`/api/places/${florence.id}?lang=FR`)).place.name).toBe('Florence');
  });

  it('answers 404 for an unknown place', async () => {
    const response = await server.request({ method: 'GET', url: '/api/places/999999' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'not_found' });
  });
});

describe("a place's catalogues", () => {
  it('lists one entry per edition published there, each carrying that edition', async () => {
    const rome = await placeNamed('Rome');
    const editionsHere = (await allEditions()).filter((edition) =>
      edition.places.some((place) => place.id === rome.id),
    );
    const { catalogues, pagination } = await placeCatalogues(rome.id);
    expect(pagination.count).toBe(editionsHere.length);
    expect(catalogues.map((entry) => entry.edition.id).sort((a, b) => a - b)).toEqual(
      editionsHere.map((edition) => edition.id).sort((a, b) => a - b),
    );
    for (const entry of catalogues) {
      expect(Object.keys(entry).sort()).toEqual(['edition', 'id', 'mainTitle', 'title']);
      expect(entry.edition.catalogueId).toBe(entry.id);
      expect(entry.edition.catalogue).toEqual({
        id: entry.id,
        title: entry.title,
        mainTitle: entry.mainTitle,
      });
      expect(entry.edition.places.map((place) => place.id)).toContain(rome.id);
    }
    expect(new Set(catalogues.map((entry) => entry.id)).size).toBe(rome.catalogues);
  });

  it('orders the entries by their dated interval, its start then its end, undated editions last', async () => {
    const { catalogues } = await placeCatalogues((await placeNamed('Rome')).id);
    // ISO days sort as text; "~" sorts after every digit, so undated entries go last.
    const intervals = catalogues.map(({ edition }) =>
      edition.dateFrom ? `${edition.dateFrom}/${edition.dateTo}` : '~',
    );
    expect(intervals).toEqual([...intervals].sort());
  });

  it('pages through the entries', async () => {
    const rome = await placeNamed('Rome');
    const all = (await placeCatalogues(rome.id)).catalogues;
    const first = await placeCatalogues(rome.id, 'per-page=5');
    expect(first.pagination).toEqual({ count: all.length, pages: Math.ceil(all.length / 5) });
    expect(first.catalogues.map((entry) => entry.edition.id)).toEqual(
      all.slice(0, 5).map((entry) => entry.edition.id),
    );
    const second = await placeCatalogues(rome.id, 'per-page=5&page=2');
    expect(second.catalogues.map((entry) => entry.edition.id)).toEqual(
      all.slice(5, 10).map((entry) => entry.edition.id),
    );
    const defaultPage = await placeCatalogues(rome.id, '');
    expect(defaultPage.catalogues).toHaveLength(6);
  });

  it('names the places of the editions in the language asked for', async () => {
    const florence = await placeNamed('Florence');
    const { catalogues } = await placeCatalogues(florence.id, 'lang=DE');
    const names = catalogues.flatMap((entry) => entry.edition.places.map((place) => place.name));
    expect(names).toContain('Florenz');
    expect(names.every((name) => typeof name === 'string')).toBe(true);
  });

  it('answers 404 for an unknown place', async () => {
    const response = await server.request({ method: 'GET', url: '/api/places/999999/catalogues' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('not_found');
  });
});

describe('editing places', () => {
  const post = (payload: unknown, auth = server.admin) =>
    server.request({ method: 'POST', url: '/api/places', headers: auth, payload: payload as object });
  const put = (id: number, payload: unknown, auth = server.admin) =>
    server.request({ method: 'PUT', url: `/api/places/${id}`, headers: auth, payload: payload as object });
  const remove = (id: number, auth = server.admin) =>
    server.request({ method: 'DELETE', url: `/api/places/${id}`, headers: auth });
  const move = (id: number, payload: unknown, auth = server.admin) =>
    server.request({
      method: 'PUT',
      url: `/api/places/${id}/editions`,
      headers: auth,
      payload: payload as object,
    });

  let lucca: Place;

  it('creates a place with its names per language, without catalogues yet', async () => {
    const response = await post(luccaInput);
    expect(response.statusCode, response.body).toBe(201);
    lucca = response.json<{ place: Place }>().place;
    expect(lucca).toMatchObject({
      uri: `/api/places/${lucca.id}`,
      name: { EN: 'Lucca', DE: 'Lucca', IT: 'Lucca' },
      names: { EN: 'Lucca', DE: 'Lucca', IT: 'Lucca' },
      originalName: 'Lucca',
      geonameId: 3174530,
      countryCode: 'IT',
      label: null,
      prefix: null,
      catalogues: 0,
      publishers: 0,
    });
    expect((await listPlaces('name=lucca')).places.map((place) => place.id)).toEqual([lucca.id]);
    expect((await listPlaces()).pagination.count).toBe(27);
  });

  it('leaves a place without editions out when only places with editions are asked for', async () => {
    expect((await allPlaces()).map((place) => place.id)).toContain(lucca.id);
    const withEditions = await allPlaces('has-editions=true');
    expect(withEditions.map((place) => place.id)).not.toContain(lucca.id);
    expect(withEditions).toHaveLength(26);
    expect((await allPlaces('has-editions=false')).map((place) => place.id)).toContain(lucca.id);
  });

  it('refuses a place without names', async () => {
    for (const payload of [
      {},
      { names: {} },
      { names: { en: 'Lucca' } },
      { names: { EN: '' } },
      { names: 'Lucca' },
      { names: { EN: 'Lucca' }, latitude: 91 },
      { names: { EN: 'Lucca' }, countryCode: 'it' },
      { names: { EN: 'Lucca' }, colour: 'red' },
    ]) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    const blank = await post({ names: { EN: '   ', DE: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('place_needs_a_name');
    expect((await listPlaces()).pagination.count).toBe(27);
  });

  it('refuses a second place with the same GeoNames id', async () => {
    const response = await post({ names: { EN: 'Florence again' }, geonameId: 3176959 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ statusCode: 409, error: 'Conflict', message: 'place_already_exists' });
    const moved = await put(lucca.id, { ...luccaInput, geonameId: 3176959 });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe('place_already_exists');
    expect((await get<{ place: Place }>(`/api/places/${lucca.id}`)).place.geonameId).toBe(3174530);
    expect((await listPlaces('name=Florence again')).places).toEqual([]);
  });

  it('updates a place, keeping its own GeoNames id', async () => {
    const response = await put(lucca.id, {
      ...luccaInput,
      names: { EN: 'Lucca', DE: ' Lucca ', IT: 'Lucca', FR: 'Lucques' },
      label: 'Tuscany',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ place: Place }>().place).toMatchObject({
      id: lucca.id,
      names: { EN: 'Lucca', DE: 'Lucca', IT: 'Lucca', FR: 'Lucques' },
      geonameId: 3174530,
      label: 'Tuscany',
    });
    expect((await listPlaces('name=Lucques&lang=FR')).places.map((place) => place.name)).toEqual(['Lucques']);
    expect((await listPlaces('name=Lucques&lang=EN')).places).toEqual([]);
  });

  it('makes the catalogues of a renamed place findable by its new name', async () => {
    const palermo = await placeNamed('Palermo');
    const ofPalermo = (await placeCatalogues(palermo.id)).catalogues.map((entry) => entry.id);
    expect(ofPalermo.length).toBeGreaterThan(0);
    expect(await keywordCatalogueIds('Panormus')).toEqual([]);
    const response = await put(palermo.id, {
      names: { ...palermo.names, LA: 'Panormus' },
      originalName: palermo.originalName,
      geonameId: palermo.geonameId,
      latitude: palermo.latitude,
      longitude: palermo.longitude,
      countryCode: palermo.countryCode,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await keywordCatalogueIds('Panormus')).sort()).toEqual([...new Set(ofPalermo)].sort());
  });

  it('answers 404 when updating an unknown place', async () => {
    const response = await put(999999, { names: { EN: 'Nowhere' } });
    expect(response.statusCode).toBe(404);
    expect((await listPlaces('name=Nowhere')).places).toEqual([]);
  });

  it('refuses to delete a place editions use, and keeps it', async () => {
    const rome = await placeNamed('Rome');
    const response = await remove(rome.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'error_to_delete_place_it_is_being_used',
    });
    const { place } = await get<{ place: Place }>(`/api/places/${rome.id}`);
    expect(place.catalogues).toBe(rome.catalogues);
  });

  it('moves only the listed editions to another place', async () => {
    const reigate = await placeNamed('Reigate');
    const before = (await placeCatalogues(reigate.id)).catalogues;
    expect(before.length).toBe(4);
    const editionId = before[0]?.edition.id ?? 0;
    const response = await move(reigate.id, { placeId: lucca.id, editions: [editionId] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ moved: 1 });
    const left = (await placeCatalogues(reigate.id)).catalogues.map((entry) => entry.edition.id);
    expect(left).toEqual(before.slice(1).map((entry) => entry.edition.id));
    const atLucca = (await placeCatalogues(lucca.id)).catalogues;
    expect(atLucca.map((entry) => entry.edition.id)).toEqual([editionId]);
    expect(atLucca[0]?.edition.places.map((place) => place.id)).toContain(lucca.id);
    expect(atLucca[0]?.edition.places.map((place) => place.id)).not.toContain(reigate.id);
  });

  it("moves all of a place's editions to another place, which then can be deleted", async () => {
    const siena = await placeNamed('Siena');
    const sienaEntries = (await placeCatalogues(siena.id)).catalogues;
    const sienaCatalogues = [...new Set(sienaEntries.map((entry) => entry.id))].sort();
    expect(sienaEntries.length).toBeGreaterThan(0);
    for (const id of sienaCatalogues) expect(await keywordCatalogueIds('Lucques')).not.toContain(id);

    const response = await move(siena.id, { placeId: lucca.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ moved: sienaEntries.length });

    expect((await placeCatalogues(siena.id)).pagination.count).toBe(0);
    const { place } = await get<{ place: Place }>(`/api/places/${lucca.id}`);
    expect(place.catalogues).toBe(sienaCatalogues.length + 1);
    const found = await keywordCatalogueIds('Lucques');
    for (const id of sienaCatalogues) expect(found).toContain(id);

    const deleted = await remove(siena.id);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await server.request({ method: 'GET', url: `/api/places/${siena.id}` })).statusCode).toBe(404);
    expect((await remove(siena.id)).statusCode).toBe(404);
  });

  it('answers moved 0 when none of the listed editions is published there', async () => {
    const reigate = await placeNamed('Reigate');
    const again = await move(reigate.id, { placeId: lucca.id, editions: [999999] });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ moved: 0 });
  });

  it('refuses to move editions to the same place or to an unknown one', async () => {
    const rome = await placeNamed('Rome');
    const same = await move(rome.id, { placeId: rome.id });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    const unknown = await move(rome.id, { placeId: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect((await move(rome.id, {})).statusCode).toBe(400);
    expect((await get<{ place: Place }>(`/api/places/${rome.id}`)).place.catalogues).toBe(rome.catalogues);
  });

  it('deletes a place nothing uses', async () => {
    const created = await post({ names: { EN: 'Arezzo', IT: 'Arezzo' } });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ place: Place }>().place;
    expect((await remove(id)).statusCode).toBe(204);
    expect((await listPlaces('name=Arezzo')).places).toEqual([]);
  });

  it('lets only staff create, update, delete and move places', async () => {
    const rome = await placeNamed('Rome');
    const attempts = [
      (auth: { authorization: string }) => post({ names: { EN: 'Intruder' } }, auth),
      (auth: { authorization: string }) => put(lucca.id, { names: { EN: 'Intruder' } }, auth),
      (auth: { authorization: string }) => remove(lucca.id, auth),
      (auth: { authorization: string }) => move(rome.id, { placeId: lucca.id }, auth),
    ];
    for (const attempt of attempts) {
      const anonymous = await attempt({ authorization: '' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'unauthorized' });
      const reader = await attempt(server.reader);
      expect(reader.statusCode).toBe(403);
      expect(reader.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'forbidden' });
    }
    expect((await listPlaces('name=Intruder')).places).toEqual([]);
    expect((await get<{ place: Place }>(`/api/places/${lucca.id}`)).place.names.FR).toBe('Lucques');
    expect((await get<{ place: Place }>(`/api/places/${rome.id}`)).place.catalogues).toBe(rome.catalogues);
  });
});
