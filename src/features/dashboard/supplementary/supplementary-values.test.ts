import { describe, expect, it } from 'vitest';
import { validateForm } from '../form.ts';
import { catalogueOption, supplementarySchema } from './supplementary-values.ts';

describe('supplementary content form values', () => {
  it('needs a catalogue or a title', () => {
    expect(validateForm(supplementarySchema, { catalogue: null, title: ' ', note: 'n' })).toEqual({
      ok: false,
      errors: { catalogue: 'supplementary_content_needs_a_title_or_a_catalogue' },
    });
  });

  it('sends the chosen catalogue id with the trimmed title and note', () => {
    const catalogue = catalogueOption({ id: 7, title: 'Catalogo', year: 1870 });
    expect(catalogue.label).toBe('Catalogo (1870)');
    expect(validateForm(supplementarySchema, { catalogue, title: '', note: ' Bound with it ' })).toEqual({
      ok: true,
      data: { supplementCatalogueId: 7, title: null, note: 'Bound with it' },
    });
    expect(validateForm(supplementarySchema, { catalogue: null, title: 'Price list', note: '' })).toEqual({
      ok: true,
      data: { supplementCatalogueId: null, title: 'Price list', note: null },
    });
  });
});
