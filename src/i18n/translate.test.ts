import { describe, expect, it } from 'vitest';
import { createTranslator, interpolate } from './translate.ts';

describe('translations', () => {
  it('prefer the translations service, then the built-in text of the language, then English, then the key', () => {
    const { translate } = createTranslator('DE', new Map([['sign_in', 'Einloggen']]));
    expect(translate('sign_in')).toBe('Einloggen');
    expect(translate('logout')).not.toBe('logout');
    expect(translate('no_such_key_anywhere')).toBe('no_such_key_anywhere');
  });
  it('use English for a staff-added language until its texts are translated', () => {
    const { translate } = createTranslator('FR', new Map([['sign_in', '']]));
    expect(translate('sign_in')).toBe('Sign in');
  });
  it('fill placeholders', () => {
    expect(interpolate('About {n} results', { n: 42 })).toBe('About 42 results');
    expect(interpolate('Catalogues ({n})', {})).toBe('Catalogues ({n})');
  });
});
