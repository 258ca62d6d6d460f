import { describe, expect, it } from 'vitest';
import { createTranslator, interpolate } from './translate.ts';

describe('translations', () => {
  it('prefer the translations service, then the built-in text of the language, then English, then the key', () => {
    const { translate, translateDynamic } = createTranslator('DE', new Map([['sign_in', 'Einloggen']]));
    expect(translate('sign_in')).toBe('Einloggen');
    expect(translate('logout')).not.toBe('logout');
    expect(translateDynamic('no_such_key_anywhere')).toBe('no_such_key_anywhere');
  });
  it('translate keys that come from data, such as a staff-added language, the same way', () => {
    const { translateDynamic, hasText } = createTranslator('EN', new Map([['title_language_fr', 'French']]));
    expect(translateDynamic('title_language_fr')).toBe('French');
    expect(translateDynamic('title_language_de')).toBe('German');
    expect(hasText('title_language_es')).toBe(false);
  });
  it('use English for a staff-added language until its texts are translated', () => {
    const { translate } = createTranslator('FR', new Map([['sign_in', '']]));
    expect(translate('sign_in')).toBe('Sign in');
  });
  it('refuse, when type checking, a key that is not one of the default texts', () => {
    const { translate } = createTranslator('EN', new Map());
    // @ts-expect-error: a typo in a key is a type error (tsc checks this test), not a raw key on screen.
    expect(translate('sign_inn')).toBe('sign_inn');
  });
  it('fill placeholders', () => {
    expect(interpolate('About {n} results', { n: 42 })).toBe('About 42 results');
    expect(interpolate('Catalogues ({n})', {})).toBe('Catalogues ({n})');
  });
});
