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
      validateForm(publisherSchema, { name: ' Studio ', description: ' ', activeFrom: '1860', activeTo: '' }),
    ).toEqual({ ok: true, data: { name: 'Studio', description: null, activeFrom: 1860, activeTo: null } });
  });

  it('takes years from 1000 to 2999 only, the first not after the last', () => {
    const check = (activeFrom: string, activeTo: string) =>
      validateForm(publisherSchema, { name: 'Studio', description: '', activeFrom, activeTo });
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
});
