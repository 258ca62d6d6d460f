import { describe, expect, it } from 'vitest';
import { validateForm } from '../form.ts';
import { languageSchema } from './language-schema.ts';

describe('the language form', () => {
  const schema = languageSchema(['EN', 'DE', 'IT']);

  it('takes a name and a two-letter code, trimmed and in capitals', () => {
    expect(validateForm(schema, { name: ' Français ', prefix: 'fr ' })).toEqual({
      ok: true,
      data: { name: 'Français', prefix: 'FR' },
    });
  });

  it('requires both fields', () => {
    expect(validateForm(schema, { name: ' ', prefix: '' })).toEqual({
      ok: false,
      errors: { name: 'this_field_is_required', prefix: 'this_field_is_required' },
    });
  });

  it('refuses a code that is not two letters', () => {
    for (const prefix of ['F', 'FRA', 'F1']) {
      expect(validateForm(schema, { name: 'x', prefix })).toMatchObject({
        errors: { prefix: 'language_code_must_be_two_letters' },
      });
    }
  });

  it('refuses a code already in use with "This language already exists"', () => {
    expect(validateForm(schema, { name: 'Deutsch', prefix: 'de' })).toMatchObject({
      errors: { prefix: 'language_already_exists' },
    });
  });
});
