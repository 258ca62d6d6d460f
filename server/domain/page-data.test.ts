import { describe, expect, it } from 'vitest';
import { defaultTexts } from '../../common/default-texts.ts';
import { acceptedLanguages, dataBlock, pageLocale, pageTextsOf } from './page-data.ts';

const languages = [{ prefix: 'EN' }, { prefix: 'DE' }, { prefix: 'IT' }];

describe('the language of a page', () => {
  it('is the one the visitor chose (the cookie), whatever the browser asks for', () => {
    expect(
      pageLocale({ cookie: 'allow-cookies=true; locale=DE', acceptLanguage: 'it-IT,it;q=0.9' }, languages),
    ).toBe('DE');
    // A language staff removed since: the app keeps the choice too, and shows English texts.
    expect(pageLocale({ cookie: 'locale=FR' }, languages)).toBe('FR');
  });

  it('else the first language of Accept-Language the service has, by weight', () => {
    expect(pageLocale({ acceptLanguage: 'fr-CH, it;q=0.8, de;q=0.9' }, languages)).toBe('DE');
    expect(pageLocale({ cookie: 'other=1', acceptLanguage: 'de-AT' }, languages)).toBe('DE');
    expect(pageLocale({ acceptLanguage: 'it;q=0, de;q=0.5' }, languages)).toBe('DE');
  });

  it('else English', () => {
    expect(pageLocale({}, languages)).toBe('EN');
    expect(pageLocale({ acceptLanguage: 'fr, es;q=0.5, *;q=0.1' }, languages)).toBe('EN');
  });

  it('takes no malformed cookie or header value', () => {
    expect(pageLocale({ cookie: 'locale=de' }, languages)).toBe('EN');
    expect(pageLocale({ cookie: 'locale="><script>' }, languages)).toBe('EN');
    expect(pageLocale({ cookie: 'xlocale=DE' }, languages)).toBe('EN');
    expect(acceptedLanguages('de;q=abc, ;;, en-GB;q=0.1, <x>')).toEqual(['EN']);
  });
});

describe('the texts of a page', () => {
  const row = (key: string, value: string) => ({
    id: 1,
    key,
    value,
    description: null,
    serviceId: 8,
    prefix: 'DE',
    group: null,
    type: null,
    registered: true,
  });

  it('are the service’s, and the built-in texts of the keys it leaves out or empty', () => {
    const texts = pageTextsOf('DE', [row('sign_in', 'Einloggen'), row('logout', ' ')], []);
    expect(texts.translations).toEqual({ sign_in: 'Einloggen', logout: ' ' });
    expect(texts.fallbacks.sign_in).toBeUndefined();
    expect(texts.fallbacks.logout).toBe(defaultTexts.get('logout')?.de);
    expect(Object.keys(texts.fallbacks)).toHaveLength(defaultTexts.size - 1);
  });

  it('fall back to English where a language has no built-in text', () => {
    const withoutGerman = [...defaultTexts.values()].find((text) => !text.de);
    expect(withoutGerman).toBeDefined();
    const key = withoutGerman?.key ?? '';
    expect(pageTextsOf('DE', [], []).fallbacks[key]).toBe(withoutGerman?.en);
    expect(pageTextsOf('FR', [], []).fallbacks.sign_in).toBe('Sign in');
  });
});

describe('a data block', () => {
  it('keeps a hostile value inside it, and parses back to the value', () => {
    const value = { text: '</script><script>alert(1)</script><!-- \u2028 & "' };
    const block = dataBlock('page-texts', value);
    expect(block.match(/<\/script>/gi)).toHaveLength(1);
    expect(block.endsWith('</script>')).toBe(true);
    const json = /^<script type="application\/json" id="page-texts">([\s\S]*)<\/script>$/.exec(block)?.[1];
    expect(JSON.parse(json ?? '')).toEqual(value);
  });
});
