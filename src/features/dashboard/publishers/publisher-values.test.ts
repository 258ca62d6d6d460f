import { describe, expect, it } from 'vitest';
import { validateForm } from '../form.ts';
import { publisherSchema, valuesOf } from './publisher-values.ts';

describe('publisher form values', () => {
  it('requires a name and sends empty fields as null', () => {
    expect(validateForm(publisherSchema, valuesOf())).toEqual({
      ok: false,
      errors: { name: 'this_field_is_required' },
    });
    expect(
      validateForm(publisherSchema, {
        ...valuesOf(),
        name: ' Studio ',
        description: ' ',
        activeFrom: '1860',
        activeTo: '',
      }),
    ).toEqual({
      ok: true,
      data: {
        name: 'Studio',
        description: null,
        activeFrom: 1860,
        activeTo: null,
        wikidata: null,
        ulan: null,
        isni: null,
      },
    });
  });

  it('takes years from 1000 to 2999 only, the first not after the last', () => {
    const check = (activeFrom: string, activeTo: string) =>
      validateForm(publisherSchema, { ...valuesOf(), name: 'Studio', activeFrom, activeTo });
    expect(check('999', '18x0')).toEqual({
      ok: false,
      errors: { activeFrom: 'enter_a_year_between', activeTo: 'enter_a_year_between' },
    });
    expect(check('1890', '1860')).toEqual({
      ok: false,
      errors: { activeTo: 'active_from_must_not_be_after_active_to' },
    });
    expect(check('1860', '1860')).toMatchObject({ ok: true });
  });

  it('checks the authority ids as the server does, and sends them in their stored form', () => {
    const check = (ids: { wikidata?: string; ulan?: string; isni?: string }) =>
      validateForm(publisherSchema, { ...valuesOf(), name: 'Studio', ...ids });
    expect(check({ wikidata: ' q42 ', ulan: '500115588', isni: '0000 0001 2103 2683' })).toMatchObject({
      ok: true,
      data: { wikidata: 'Q42', ulan: '500115588', isni: '0000000121032683' },
    });
    expect(check({ wikidata: 'P31', ulan: '400115588', isni: '0000 0001 2103 2684' })).toEqual({
      ok: false,
      errors: { wikidata: 'invalid_wikidata', ulan: 'invalid_ulan', isni: 'invalid_isni' },
    });
  });
});
