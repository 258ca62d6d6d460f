import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { defaultTexts } from '../../common/default-texts.ts';
import { pageTextsOf } from '../../server/domain/page-data.ts';
import { createI18nStore } from './i18n.tsx';
import { type PageTexts, pageTextsElementId, readPageTexts } from './page-texts.ts';
import { createTranslator } from './translate.ts';
import { translatorOf } from './translator.ts';

const row = (key: string, value: string, prefix: string) => ({
  id: 1,
  key,
  value,
  description: null,
  serviceId: 8,
  prefix,
  group: null,
  type: null,
  registered: true,
});

const languages = [
  { id: 1, name: 'English', prefix: 'EN', serviceId: 8, key: 'title_language_en', builtIn: true },
  { id: 2, name: 'Deutsch', prefix: 'DE', serviceId: 8, key: 'title_language_de', builtIn: true },
];

/** A page as the server writes it: `texts` in the page-texts block. */
const pageWith = (texts: unknown) =>
  ({
    getElementById: (id: string) =>
      id === pageTextsElementId
        ? { textContent: typeof texts === 'string' ? texts : JSON.stringify(texts) }
        : null,
  }) as unknown as Document;

describe('the texts the server writes into the page', () => {
  it('show every text of the language as the full built-in texts would', () => {
    for (const locale of ['EN', 'DE', 'IT', 'FR']) {
      const rows = [
        row('sign_in', 'Einloggen', locale),
        row('logout', '', locale),
        row('staff_only', 'x', locale),
      ];
      const texts = pageTextsOf(locale, rows, languages);
      const serverTexts = new Map(Object.entries(texts.translations));
      const fromPage = translatorOf(serverTexts, (key) => texts.fallbacks[key]);
      const full = createTranslator(locale, serverTexts);
      for (const key of [...defaultTexts.keys(), 'staff_only']) {
        expect(fromPage.translateDynamic(key), `${locale} ${key}`).toBe(full.translateDynamic(key));
      }
    }
  });

  it('are read from the page; a page without them or with a malformed block gives none', () => {
    const texts = pageTextsOf('DE', [row('sign_in', 'Einloggen', 'DE')], languages);
    expect(readPageTexts(pageWith(texts))).toEqual(texts);
    expect(readPageTexts(pageWith('{"locale": "DE"'))).toBeNull();
    expect(readPageTexts(pageWith({ ...texts, locale: 'de"><' }))).toBeNull();
    expect(readPageTexts({ getElementById: () => null } as unknown as Document)).toBeNull();
  });
});

describe('the language store at start', () => {
  const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

  it('shows the page’s texts at once when they are in the chosen language', async () => {
    const page: PageTexts = pageTextsOf('DE', [row('sign_in', 'Einloggen', 'DE')], languages);
    const queryClient = new QueryClient();
    quiet();
    const store = createI18nStore(queryClient, { page, stored: 'DE' });
    await store.ready();
    expect(store.locale()).toBe('DE');
    expect(store.translator().translate('sign_in')).toBe('Einloggen');
    expect(store.translator().translate('logout')).toBe(defaultTexts.get('logout')?.de);
    // Nothing was asked of the service: the translations are the page's.
    expect(queryClient.getQueryState(['translations', 'DE'])?.dataUpdateCount).toBe(1);
    expect(queryClient.getQueryData(['languages'])).toEqual(languages);
  });

  it('takes the server’s language when the visitor never chose one', () => {
    const page = pageTextsOf('DE', [], languages);
    const store = createI18nStore(new QueryClient(), { page, stored: null });
    expect(store.locale()).toBe('DE');
    expect(store.translator().translate('sign_in')).toBe('Anmelden');
  });

  it('keeps a choice the page was not written in (German chosen, English page): German before the first render', async () => {
    const page = pageTextsOf('EN', [], languages);
    quiet();
    // The translations service is not reachable here: the built-in German texts show.
    const store = createI18nStore(new QueryClient({ defaultOptions: { queries: { retry: false } } }), {
      page,
      stored: 'DE',
    });
    expect(store.locale()).toBe('DE');
    await store.ready();
    expect(store.translator().translate('sign_in')).toBe('Anmelden');
  });

  it('loads the built-in texts the first time a text the page lacks is asked for, then shows it', async () => {
    const page: PageTexts = { locale: 'EN', translations: {}, fallbacks: {}, languages };
    const store = createI18nStore(new QueryClient(), { page, stored: null });
    const changed = new Promise<void>((resolve) => store.subscribe(resolve));
    expect(store.translator().translate('sign_in')).toBe('sign_in');
    await changed;
    expect(store.translator().translate('sign_in')).toBe('Sign in');
  });

  it('switches to a language with its built-in texts even before its translations arrive', async () => {
    const page = pageTextsOf('EN', [], languages);
    quiet();
    const store = createI18nStore(new QueryClient({ defaultOptions: { queries: { retry: false } } }), {
      page,
      stored: null,
    });
    await store.switchLocale('IT');
    expect(store.locale()).toBe('IT');
    expect(store.translator().translate('sign_in')).toBe('Accedi');
  });
});
