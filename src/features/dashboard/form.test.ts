import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { validateForm } from './form.ts';

const schema = z.object({
  mainTitle: z.string().check(z.trim(), z.minLength(1, 'main_title_is_required')),
  name: z.string().check(z.trim(), z.minLength(1, 'this_field_is_required')),
  count: z.nullable(z.number().check(z.int(), z.minimum(0, 'enter_a_positive_number'))),
});

describe('validateForm', () => {
  it('answers the trimmed values when they are valid', () => {
    expect(validateForm(schema, { mainTitle: '  Catalogo  ', name: 'x', count: null })).toEqual({
      ok: true,
      data: { mainTitle: 'Catalogo', name: 'x', count: null },
    });
  });

  it('answers the first message of every invalid field, as translation keys', () => {
    expect(validateForm(schema, { mainTitle: '   ', name: '', count: -1 })).toEqual({
      ok: false,
      errors: {
        mainTitle: 'main_title_is_required',
        name: 'this_field_is_required',
        count: 'enter_a_positive_number',
      },
    });
  });
});
