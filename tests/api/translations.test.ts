import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationGroupNames, translationGroups } from '../../common/default-texts.ts';
import type { components } from '../../openapi/generated/projects';
import { startTestServer, type TestServer } from './harness.ts';

type Translation = components['schemas']['Translation'];
type Language = components['schemas']['Language'];
type Grouped = components['schemas']['GroupedTranslations'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function get<T>(url: string): Promise<T> {
  const response = await server.request({ method: 'GET', url: `/api/projects${url}` });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

const send = (
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  auth: { authorization?: string } = server.admin,
) => server.request({ method, url: `/api/projects${url}`, headers: auth, payload: payload as object });

const defaultTexts = translationGroups.flatMap((group) => group.texts);

async function translation(key: string, prefix: string): Promise<Translation | undefined> {
  const rows = await get<Translation[]>(`/translations/services/8?key=${key}&prefix=${prefix}`);
  return rows[0];
}

describe('reading translations', () => {
  it('answers every default text of a language, ordered by key', async () => {
    const english = await get<Translation[]>('/translations/EN/services/8');
    const byKey = new Map(english.map((row) => [row.key, row]));
    for (const text of defaultTexts) expect(byKey.get(text.key)?.value, text.key).toBe(text.en);
    expect(byKey.get('an_error_has_occurred_please_try_again')).toEqual({
      id: expect.any(Number),
      key: 'an_error_has_occurred_please_try_again',
      value: 'An error has occurred please try again',
      description: expect.any(String),
      serviceId: 8,
      prefix: 'EN',
      group: expect.any(String),
      type: null,
      registered: true,
    });
    const keys = english.map((row) => row.key);
    expect(keys).toEqual([...keys].sort());
    expect(english.every((row) => row.prefix === 'EN' && row.serviceId === 8)).toBe(true);
  });

  it('takes the language prefix in any case', async () => {
    const german = await get<Translation[]>('/translations/de/services/8');
    const expected = defaultTexts.filter((text) => text.de !== undefined);
    expect(german).toHaveLength(expected.length);
    expect(german.every((row) => row.prefix === 'DE')).toBe(true);
    expect(german.find((row) => row.key === 'an_error_has_occurred_please_try_again')?.value).toBe(
      'Es ist ein Fehler aufgetreten, bitte versuchen Sie es erneut',
    );
  });

  it('answers nothing for a language or service without translations', async () => {
    expect(await get<Translation[]>('/translations/XX/services/8')).toEqual([]);
    expect(await get<Translation[]>('/translations/EN/services/9')).toEqual([]);
  });

  it('answers one key in every language', async () => {
    const rows = await get<Translation[]>('/translations/services/8?key=login_successfully');
    expect(rows.map((row) => [row.prefix, row.value])).toEqual([
      ['DE', 'Erfolgreich angemeldet'],
      ['EN', 'Login successfully'],
      ['IT', 'Accesso effettuato'],
    ]);
    expect(rows.every((row) => row.key === 'login_successfully' && row.group === 'Pages')).toBe(true);
    const italian = await get<Translation[]>('/translations/services/8?key=login_successfully&prefix=it');
    expect(italian.map((row) => row.value)).toEqual(['Accesso effettuato']);
    expect(await get<Translation[]>('/translations/services/8?key=no_such_key')).toEqual([]);
  });

  it('groups every key under its group, in the order staff know them', async () => {
    const grouped = await get<Grouped>('/translations/services/8?groupBy=true&prefix=DE');
    expect(grouped.prefix).toBe('DE');
    expect(grouped.groups.map((group) => group.name)).toEqual([...translationGroupNames]);
    expect(grouped.groups[0]?.name).toBe('Pages');
    for (const group of translationGroups) {
      const answered = grouped.groups.find((candidate) => candidate.name === group.name);
      expect(answered?.translations.map((entry) => entry.key).sort(), group.name).toEqual(
        group.texts.map((text) => text.key).sort(),
      );
    }
    const login = grouped.groups[0]?.translations.find((entry) => entry.key === 'login_successfully');
    expect(login).toEqual({
      key: 'login_successfully',
      description: 'Notification after a successful sign-in',
      type: null,
      value: 'Erfolgreich angemeldet',
      values: {
        EN: { id: expect.any(Number), value: 'Login successfully' },
        DE: { id: expect.any(Number), value: 'Erfolgreich angemeldet' },
        IT: { id: expect.any(Number), value: 'Accesso effettuato' },
      },
    });
    const rows = await get<Translation[]>('/translations/services/8?key=login_successfully');
    expect(login?.values.DE?.id).toBe(rows.find((row) => row.prefix === 'DE')?.id);
  });

  it('groups in English by default and answers null for an untranslated key', async () => {
    const grouped = await get<Grouped>('/translations/services/8?groupBy=true');
    expect(grouped.prefix).toBe('EN');
    const entries = grouped.groups.flatMap((group) => group.translations);
    expect(entries.find((entry) => entry.key === 'login_successfully')?.value).toBe('Login successfully');
    const inFrench = await get<Grouped>('/translations/services/8?groupBy=true&prefix=fr');
    expect(inFrench.prefix).toBe('FR');
    expect(
      inFrench.groups.flatMap((group) => group.translations).every((entry) => entry.value === null),
    ).toBe(true);
  });
});

describe('languages', () => {
  it('lists the built-in languages first', async () => {
    const languages = await get<Language[]>('/languages/services/8');
    expect(languages.slice(0, 3)).toEqual([
      {
        id: expect.any(Number),
        name: 'English',
        prefix: 'EN',
        serviceId: 8,
        key: 'title_language_en',
        builtIn: true,
      },
      {
        id: expect.any(Number),
        name: 'Deutsch',
        prefix: 'DE',
        serviceId: 8,
        key: 'title_language_de',
        builtIn: true,
      },
      {
        id: expect.any(Number),
        name: 'Italiano',
        prefix: 'IT',
        serviceId: 8,
        key: 'title_language_it',
        builtIn: true,
      },
    ]);
  });

  let french: Language;

  it('adds a language, its prefix in capitals and its name stored as a translation', async () => {
    const response = await send('POST', '/languages', { name: ' Français ', prefix: 'fr' });
    expect(response.statusCode, response.body).toBe(201);
    french = response.json<Language>();
    expect(french).toEqual({
      id: expect.any(Number),
      name: 'Français',
      prefix: 'FR',
      serviceId: 8,
      key: 'title_language_fr',
      builtIn: false,
    });
    const languages = await get<Language[]>('/languages/services/8');
    expect(languages.map((language) => language.prefix)).toEqual(['EN', 'DE', 'IT', 'FR']);
    const name = await translation('title_language_fr', 'EN');
    expect(name).toMatchObject({ key: 'title_language_fr', prefix: 'EN', value: 'Français', serviceId: 8 });
  });

  it('refuses a language whose prefix exists, in any case', async () => {
    for (const payload of [
      { name: 'French again', prefix: 'FR' },
      { name: 'English again', prefix: 'en' },
    ]) {
      const response = await send('POST', '/languages', payload);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'language_already_exists',
      });
    }
    expect(await get<Language[]>('/languages/services/8')).toHaveLength(4);
  });

  it('renames a language', async () => {
    const response = await send('PUT', `/languages/${french.id}`, { name: 'French', prefix: 'FR' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Language>()).toMatchObject({ id: french.id, name: 'French', prefix: 'FR' });
    expect((await get<Language[]>('/languages/services/8')).find((l) => l.id === french.id)?.name).toBe(
      'French',
    );
    expect((await translation('title_language_fr', 'EN'))?.value).toBe('French');
  });

  it('keeps the prefix of a built-in language', async () => {
    const english = (await get<Language[]>('/languages/services/8')).find(
      (language) => language.prefix === 'EN',
    );
    const response = await send('PUT', `/languages/${english?.id}`, { name: 'English', prefix: 'EG' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('built_in_language_prefix_cannot_change');
    expect((await get<Translation[]>('/translations/EN/services/8')).length).toBeGreaterThan(100);
    const renamed = await send('PUT', `/languages/${english?.id}`, { name: 'Englisch', prefix: 'en' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Language>()).toMatchObject({ name: 'Englisch', prefix: 'EN', builtIn: true });
  });

  it('refuses to give a language the prefix of another one', async () => {
    const response = await send('PUT', `/languages/${french.id}`, { name: 'French', prefix: 'DE' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('language_already_exists');
    const missing = await send('PUT', '/languages/999999', { name: 'Nothing', prefix: 'NO' });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses invalid languages', async () => {
    for (const payload of [
      {},
      { name: 'Français' },
      { name: '', prefix: 'FX' },
      { name: '   ', prefix: 'FX' },
      { name: 'Français', prefix: 'f' },
      { name: 'Français', prefix: 'fran' },
      { name: 'Français', prefix: 'f1' },
      { name: 'Français', prefix: 'FX', builtIn: true },
    ]) {
      const response = await send('POST', '/languages', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await get<Language[]>('/languages/services/8')).toHaveLength(4);
  });
});

describe('writing translations', () => {
  it('creates translations in request order', async () => {
    const response = await send('POST', '/translations', [
      { key: 'login_successfully', value: 'Connexion réussie', prefix: 'fr' },
      { key: 'an_error_has_occurred_please_try_again', value: 'Une erreur est survenue', prefix: 'FR' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.json<Translation[]>();
    expect(stored.map((row) => [row.key, row.prefix, row.value, row.serviceId, row.registered])).toEqual([
      ['login_successfully', 'FR', 'Connexion réussie', 8, true],
      ['an_error_has_occurred_please_try_again', 'FR', 'Une erreur est survenue', 8, true],
    ]);
    const french = await get<Translation[]>('/translations/fr/services/8');
    expect(french.map((row) => row.key)).toEqual(
      expect.arrayContaining(['login_successfully', 'an_error_has_occurred_please_try_again']),
    );
    const grouped = await get<Grouped>('/translations/services/8?groupBy=true&prefix=FR');
    const login = grouped.groups.flatMap((g) => g.translations).find((e) => e.key === 'login_successfully');
    expect(login?.value).toBe('Connexion réussie');
    expect(login?.values.FR).toEqual({ id: stored[0]?.id, value: 'Connexion réussie' });
    expect(login?.values.EN?.value).toBe('Login successfully');
  });

  it('updates the existing translation when the same key and language is posted again', async () => {
    const before = await translation('login_successfully', 'FR');
    const response = await send('POST', '/translations', [
      { key: 'login_successfully', value: 'Vous êtes connecté', prefix: 'FR', id: null, registered: false },
    ]);
    expect(response.statusCode).toBe(201);
    const [row] = response.json<Translation[]>();
    expect(row).toMatchObject({ id: before?.id, value: 'Vous êtes connecté', prefix: 'FR' });
    const rows = await get<Translation[]>('/translations/services/8?key=login_successfully&prefix=FR');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.value).toBe('Vous êtes connecté');
    expect((await translation('login_successfully', 'EN'))?.value).toBe('Login successfully');
  });

  it('creates a new key with its description, group and type', async () => {
    const response = await send('POST', '/translations', [
      {
        key: 'home_banner.image',
        value: '/iiif/3/abc/full/max/0/default.jpg',
        prefix: 'EN',
        description: 'Banner image on the home page',
        group: 'Pages',
        type: 'image',
      },
    ]);
    expect(response.statusCode).toBe(201);
    expect(await translation('home_banner.image', 'EN')).toMatchObject({
      description: 'Banner image on the home page',
      group: 'Pages',
      type: 'image',
    });
    // posting the key again without them keeps its description, group and type
    const again = await send('POST', '/translations', [
      { key: 'home_banner.image', value: '', prefix: 'EN' },
    ]);
    expect(again.statusCode).toBe(201);
    expect(await translation('home_banner.image', 'EN')).toMatchObject({
      value: '',
      description: 'Banner image on the home page',
      group: 'Pages',
      type: 'image',
    });
  });

  it('updates translations by id', async () => {
    const english = await translation('login_successfully', 'EN');
    const german = await translation('login_successfully', 'DE');
    const response = await send('PUT', '/translations', [
      { id: english?.id, value: 'Signed in successfully', key: 'ignored', prefix: 'XX' },
      { id: german?.id, value: 'Erfolgreich eingeloggt', description: 'After signing in' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Translation[]>().map((row) => [row.id, row.key, row.prefix, row.value])).toEqual([
      [english?.id, 'login_successfully', 'EN', 'Signed in successfully'],
      [german?.id, 'login_successfully', 'DE', 'Erfolgreich eingeloggt'],
    ]);
    expect(await translation('login_successfully', 'DE')).toMatchObject({
      value: 'Erfolgreich eingeloggt',
      description: 'After signing in',
    });
  });

  it('updates nothing when one of the ids is unknown', async () => {
    const english = await translation('login_successfully', 'EN');
    const italian = await translation('login_successfully', 'IT');
    const response = await send('PUT', '/translations', [
      { id: english?.id, value: 'Changed in a failed batch' },
      { id: 99999999, value: 'Nowhere' },
      { id: italian?.id, value: 'Cambiato in un lotto fallito' },
    ]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'not_found' });
    expect((await translation('login_successfully', 'EN'))?.value).toBe('Signed in successfully');
    expect((await translation('login_successfully', 'IT'))?.value).toBe('Accesso effettuato');
  });

  it('refuses bodies that are not a non-empty list of valid translations', async () => {
    const valid = { key: 'login_successfully', value: 'x', prefix: 'FR' };
    const posts: unknown[] = [
      valid,
      [],
      [{ ...valid, key: 'login successfully' }],
      [{ ...valid, key: '' }],
      [{ ...valid, prefix: 'FRENCH' }],
      [{ key: 'login_successfully', value: 'x' }],
      [{ ...valid, type: 'video' }],
      [{ ...valid, colour: 'red' }],
      [valid, { ...valid, key: 'bad key' }],
    ];
    for (const payload of posts) {
      const response = await send('POST', '/translations', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    expect((await translation('login_successfully', 'FR'))?.value).toBe('Vous êtes connecté');
    const english = await translation('login_successfully', 'EN');
    for (const payload of [
      { id: english?.id, value: 'x' },
      [],
      [{ id: english?.id }],
      [{ id: 0, value: 'x' }],
    ]) {
      const response = await send('PUT', '/translations', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await translation('login_successfully', 'EN'))?.value).toBe('Signed in successfully');
  });

  it('lets only staff write translations and languages', async () => {
    const english = await translation('login_successfully', 'EN');
    const attempts = [
      (auth: { authorization?: string }) =>
        send('POST', '/translations', [{ key: 'login_successfully', value: 'Hacked', prefix: 'EN' }], auth),
      (auth: { authorization?: string }) =>
        send('PUT', '/translations', [{ id: english?.id, value: 'Hacked' }], auth),
      (auth: { authorization?: string }) =>
        send('POST', '/languages', { name: 'Hacked', prefix: 'HK' }, auth),
      (auth: { authorization?: string }) =>
        send('PUT', '/languages/1', { name: 'Hacked', prefix: 'EN' }, auth),
    ];
    for (const attempt of attempts) {
      const anonymous = await attempt({});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'unauthorized' });
      const reader = await attempt(server.reader);
      expect(reader.statusCode).toBe(403);
      expect(reader.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'forbidden' });
    }
    expect((await translation('login_successfully', 'EN'))?.value).toBe('Signed in successfully');
    const languages = await get<Language[]>('/languages/services/8');
    expect(languages.map((language) => language.name)).not.toContain('Hacked');
  });
});

describe('changing the prefix of an added language', () => {
  const frenchLanguage = async () => {
    const languages = await get<Language[]>('/languages/services/8');
    const french = languages.find((language) => language.prefix === 'FR' || language.prefix === 'FX');
    if (!french) throw new Error('the French language is missing');
    return french;
  };

  it('takes the translations of the language along', async () => {
    const french = await frenchLanguage();
    const before = await get<Translation[]>('/translations/FR/services/8');
    expect(before.length).toBeGreaterThanOrEqual(2);
    const response = await send('PUT', `/languages/${french.id}`, { name: 'French', prefix: 'fx' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Language>()).toMatchObject({
      id: french.id,
      prefix: 'FX',
      key: 'title_language_fx',
    });
    expect(await get<Translation[]>('/translations/FR/services/8')).toEqual([]);
    const after = await get<Translation[]>('/translations/FX/services/8');
    expect(after.map((row) => [row.id, row.key, row.value])).toEqual(
      before.map((row) => [row.id, row.key, row.value]),
    );
    expect((await translation('title_language_fx', 'EN'))?.value).toBe('French');
  });

  it('refuses a prefix that translations without a language already use, changing nothing', async () => {
    const staged = await send('POST', '/translations', [
      { key: 'login_successfully', value: 'Sesión iniciada', prefix: 'ES' },
    ]);
    expect(staged.statusCode).toBe(201);
    const french = await frenchLanguage();
    const response = await send('PUT', `/languages/${french.id}`, { name: 'Español', prefix: 'ES' });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'language_already_exists',
    });
    expect((await translation('login_successfully', 'FX'))?.value).toBe('Vous êtes connecté');
    expect((await translation('login_successfully', 'ES'))?.value).toBe('Sesión iniciada');
    expect((await frenchLanguage()).prefix).toBe('FX');
  });
});
