import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/catalogue';
import { startTestServer, type TestServer } from './harness.ts';

type Holder = components['schemas']['Holder'];
type RelatedCatalogue = components['schemas']['RelatedCatalogue'];
type Catalogue = components['schemas']['Catalogue'];
type Pagination = components['schemas']['Pagination'];
type HolderList = { holders: Holder[]; pagination: Pagination };
type RelatedList = { catalogues: RelatedCatalogue[]; pagination: Pagination };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = <T>(url: string) => server.getJson<T>(url);

const listHolders = (query = '') => get<HolderList>(`/api/holders${query ? `?${query}` : ''}`);
const allHolders = async (query = '') =>
  (await listHolders(`per-page=100${query ? `&${query}` : ''}`)).holders;
const labelsOf = (holders: Holder[]) => holders.map((holder) => holder.label);

async function holderLabelled(label: string): Promise<Holder> {
  const holder = (await allHolders(`keyword=${encodeURIComponent(label)}`)).find((h) => h.label === label);
  if (!holder) throw new Error(`no holder labelled ${label}`);
  return holder;
}

const holderCatalogues = (id: number, query = 'per-page=100') =>
  get<RelatedList>(`/api/holders/${id}/catalogues?${query}`);

/** Every catalogue (supplements included) with an edition held by `id`, via the catalogue search. */
async function cataloguesHeldBy(id: number) {
  const { catalogues } = await get<{ catalogues: Catalogue[] }>(
    `/api/catalogues?per-page=100&include-supplements=true&holders=${id}`,
  );
  return catalogues;
}

describe('listing holders', () => {
  it('answers six holders a page, ordered by name, and pages through all of them', async () => {
    const all = await allHolders();
    expect(all).toHaveLength(13);
    const first = await listHolders();
    expect(first.holders).toHaveLength(6);
    expect(first.pagination).toEqual({ count: 13, pages: 3 });
    const pages = [first, await listHolders('page=2'), await listHolders('page=3')];
    expect(pages.flatMap((page) => page.holders.map((holder) => holder.id))).toEqual(all.map((h) => h.id));
    expect(pages[2]?.holders).toHaveLength(1);
    expect(all[0]?.name).toBe('Archivi Alinari');
    expect(all.at(-1)?.name).toBe('Zentralinstitut für Kunstgeschichte München');
  });

  it('finds holders by a part of their name or label, ignoring case and accents', async () => {
    expect(labelsOf(await allHolders('keyword=hertziana'))).toEqual(['BHMPI']);
    expect(labelsOf(await allHolders('keyword=BIBLIOTHEQUE'))).toEqual(['BnF']);
    expect(labelsOf(await allHolders('keyword=v%26a'))).toEqual(['V&A']);
    expect(labelsOf(await allHolders('keyword=max-planck'))).toEqual(['BHMPI', 'KHI']);
    expect(labelsOf(await allHolders('keyword=library'))).toEqual(['BL', 'Met Watson']);
    expect((await listHolders('keyword=nowhere')).pagination).toEqual({ count: 0, pages: 0 });
  });

  it('keeps the holders whose name starts with a letter', async () => {
    expect(labelsOf(await allHolders('filter-by=B'))).toEqual(['BNCF', 'BHMPI', 'BnF', 'BL']);
    expect(labelsOf(await allHolders('filter-by=k'))).toEqual(['KB SMB', 'KHI']);
    expect(await allHolders('filter-by=Q')).toEqual([]);
  });

  it('answers with each holder its id as text and the number of catalogues it holds', async () => {
    for (const holder of await allHolders()) {
      expect(holder.value).toBe(String(holder.id));
      expect(holder.uri).toBe(`/api/holders/${holder.id}`);
      const held = await cataloguesHeldBy(holder.id);
      expect(holder.catalogues, holder.name).toBe(held.length);
    }
    expect((await holderLabelled('KHI')).catalogues).toBe(23);
  });
});

describe('one holder', () => {
  it('answers the holder', async () => {
    const khi = await holderLabelled('KHI');
    const body = await get<{ holder: Holder }>(`/api/holders/${khi.id}`);
    expect(body).toEqual({
      holder: {
        id: khi.id,
        uri: `/api/holders/${khi.id}`,
        name: 'Kunsthistorisches Institut in Florenz – Max-Planck-Institut',
        label: 'KHI',
        prefix: 'https://www.khi.fi.it',
        wikidata: null,
        isil: null,
        value: String(khi.id),
        catalogues: 23,
      },
    });
  });

  it('answers 404 for an unknown holder', async () => {
    const response = await server.request({ method: 'GET', url: '/api/holders/999999' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'not_found' });
  });

  it('lists one entry per held edition, each carrying that edition', async () => {
    const bl = await holderLabelled('BL');
    const { catalogues, pagination } = await holderCatalogues(bl.id);
    expect(pagination.count).toBe(catalogues.length);
    expect(new Set(catalogues.map((entry) => entry.id)).size).toBe(bl.catalogues);
    expect(new Set(catalogues.map((entry) => entry.id))).toEqual(
      new Set((await cataloguesHeldBy(bl.id)).map((catalogue) => catalogue.id)),
    );
    for (const entry of catalogues) {
      expect(entry.edition.catalogueId).toBe(entry.id);
      expect(entry.edition.holders.map((holder) => holder.id)).toContain(bl.id);
      expect(entry.edition.holders.find((holder) => holder.id === bl.id)).toEqual({
        id: bl.id,
        uri: `/api/holders/${bl.id}`,
        name: 'British Library',
        label: 'BL',
      });
    }
  });

  it("pages through a holder's catalogues", async () => {
    const khi = await holderLabelled('KHI');
    const all = (await holderCatalogues(khi.id)).catalogues;
    expect(all.length).toBeGreaterThan(6);
    const first = await holderCatalogues(khi.id, '');
    expect(first.catalogues.map((entry) => entry.edition.id)).toEqual(
      all.slice(0, 6).map((entry) => entry.edition.id),
    );
    expect(first.pagination).toEqual({ count: all.length, pages: Math.ceil(all.length / 6) });
    const second = await holderCatalogues(khi.id, 'page=2&per-page=4');
    expect(second.catalogues.map((entry) => entry.edition.id)).toEqual(
      all.slice(4, 8).map((entry) => entry.edition.id),
    );
    const missing = await server.request({ method: 'GET', url: '/api/holders/999999/catalogues' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('editing holders', () => {
  const post = (payload: unknown, auth = server.admin) =>
    server.request({ method: 'POST', url: '/api/holders', headers: auth, payload: payload as object });
  const put = (id: number, payload: unknown, auth = server.admin) =>
    server.request({ method: 'PUT', url: `/api/holders/${id}`, headers: auth, payload: payload as object });
  const remove = (id: number, auth = server.admin) =>
    server.request({ method: 'DELETE', url: `/api/holders/${id}`, headers: auth });

  let created: Holder;

  it('creates a holder, trimmed, holding nothing yet', async () => {
    const response = await post({ name: ' Musée d’Orsay ', label: ' MO ', prefix: '' });
    expect(response.statusCode, response.body).toBe(201);
    created = response.json<{ holder: Holder }>().holder;
    expect(created).toEqual({
      id: created.id,
      uri: `/api/holders/${created.id}`,
      name: 'Musée d’Orsay',
      label: 'MO',
      prefix: null,
      wikidata: null,
      isil: null,
      value: String(created.id),
      catalogues: 0,
    });
    expect((await allHolders('keyword=orsay')).map((holder) => holder.id)).toEqual([created.id]);
    expect((await listHolders()).pagination.count).toBe(14);
  });

  it('leaves holders without editions out when only those with editions are asked for', async () => {
    const withEditions = await allHolders('has-editions=true');
    expect(withEditions).toHaveLength(13);
    expect(withEditions.map((holder) => holder.id)).not.toContain(created.id);
    expect((await allHolders('has-editions=false')).map((holder) => holder.id)).toContain(created.id);
    expect((await holderCatalogues(created.id)).pagination).toEqual({ count: 0, pages: 0 });
  });

  it('refuses invalid holders', async () => {
    for (const payload of [
      {},
      { name: '' },
      { name: '  ' },
      { name: 'x'.repeat(301) },
      { name: 'Labelled', label: 'x'.repeat(101) },
      { name: 'Labelled', label: { text: 'L' } },
      { name: 'Extra', city: 'Paris' },
    ]) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(Array.isArray(response.json().message)).toBe(true);
    }
    expect((await listHolders()).pagination.count).toBe(14);
  });

  it('updates a holder, replacing every field', async () => {
    const response = await put(created.id, {
      name: 'Musée d’Orsay, Bibliothèque',
      prefix: 'https://www.musee-orsay.fr',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ holder: Holder }>().holder).toMatchObject({
      id: created.id,
      name: 'Musée d’Orsay, Bibliothèque',
      label: null,
      prefix: 'https://www.musee-orsay.fr',
    });
    expect((await get<{ holder: Holder }>(`/api/holders/${created.id}`)).holder.label).toBeNull();
    const missing = await put(999999, { name: 'Nobody' });
    expect(missing.statusCode).toBe(404);
    expect(await allHolders('keyword=Nobody')).toEqual([]);
  });

  it('shows a renamed holder on the editions it holds', async () => {
    const bl = await holderLabelled('BL');
    const response = await put(bl.id, { name: 'The British Library', label: 'BL', prefix: bl.prefix });
    expect(response.statusCode).toBe(200);
    const { catalogues } = await holderCatalogues(bl.id);
    for (const entry of catalogues) {
      expect(entry.edition.holders.find((holder) => holder.id === bl.id)?.name).toBe('The British Library');
    }
  });

  it('refuses to delete a holder editions use, and keeps it', async () => {
    const khi = await holderLabelled('KHI');
    const response = await remove(khi.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'error_to_delete_holder_it_is_being_used',
    });
    expect((await get<{ holder: Holder }>(`/api/holders/${khi.id}`)).holder.catalogues).toBe(23);
  });

  it('deletes a holder nothing uses', async () => {
    const response = await remove(created.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await server.request({ method: 'GET', url: `/api/holders/${created.id}` })).statusCode).toBe(404);
    expect((await remove(created.id)).statusCode).toBe(404);
    expect((await listHolders()).pagination.count).toBe(13);
  });

  it('lets only staff create, update and delete holders', async () => {
    const khi = await holderLabelled('KHI');
    const attempts = [
      (auth: { authorization: string }) => post({ name: 'Intruder' }, auth),
      (auth: { authorization: string }) => put(khi.id, { name: 'Intruder' }, auth),
      (auth: { authorization: string }) => remove(khi.id, auth),
    ];
    for (const attempt of attempts) {
      const anonymous = await attempt({ authorization: '' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe('unauthorized');
      const reader = await attempt(server.reader);
      expect(reader.statusCode).toBe(403);
      expect(reader.json().message).toBe('forbidden');
    }
    expect(await allHolders('keyword=Intruder')).toEqual([]);
    expect((await get<{ holder: Holder }>(`/api/holders/${khi.id}`)).holder.name).toMatch(
      /^Kunsthistorisches/,
    );
  });
});
