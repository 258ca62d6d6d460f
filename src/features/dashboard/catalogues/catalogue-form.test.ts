import { describe, expect, it } from 'vitest';
import type { components } from '../../../../openapi/generated/catalogue';
import { validateForm } from '../form.ts';
import {
  type CatalogueValues,
  catalogueSchema,
  catalogueValuesOf,
  editionSchema,
  editionValuesOf,
  firstEditionOf,
} from './catalogue-form.ts';

type Catalogue = components['schemas']['Catalogue'];
type Edition = components['schemas']['Edition'];

const edition = (patch: Partial<Edition>): Edition => ({
  id: 1,
  editionId: '1',
  uri: '',
  catalogueId: 7,
  catalogue: { id: 7, title: 'T', mainTitle: 'Main' },
  position: 1,
  title: null,
  date: '1875',
  year: 1875,
  dateUncertain: false,
  dateEdtf: '1875',
  dateFrom: '1875-01-01',
  dateTo: '1875-12-31',
  dateEdtfByStaff: false,
  editionEnumeration: null,
  physicalDescription: null,
  illustrativeContent: null,
  hasAnnotation: false,
  annotation: null,
  citation: null,
  pdfPageCount: null,
  pdf: null,
  imageSrc: null,
  url: '',
  rights: null,
  publishers: [],
  places: [],
  holders: [],
  ...patch,
});

const blank = catalogueValuesOf(undefined, 'EN');

describe('the catalogue form', () => {
  it('asks for a main title', () => {
    expect(validateForm(catalogueSchema, { ...blank, mainTitle: '   ' })).toEqual({
      ok: false,
      errors: { mainTitle: 'main_title_is_required' },
    });
  });

  it('sends trimmed texts, empty ones as null, the page count as a number and the chosen ids', () => {
    const values: CatalogueValues = {
      ...blank,
      mainTitle: '  Catalogue of photographs ',
      date: ' ca. 1875 ',
      pdfPageCount: ' 12 ',
      publishers: [
        { id: 3, name: 'Alinari' },
        { id: 9, name: 'Brogi' },
      ],
      places: [{ id: 4, name: 'Florence' }],
    };
    const result = validateForm(catalogueSchema, values);
    expect(result).toEqual({
      ok: true,
      data: {
        mainTitle: 'Catalogue of photographs',
        title: null,
        date: 'ca. 1875',
        // No correction: the server reads the written date (again).
        dateEdtf: null,
        dateUncertain: false,
        editionEnumeration: null,
        physicalDescription: null,
        illustrativeContent: null,
        hasAnnotation: false,
        annotation: null,
        citation: null,
        pdfPageCount: 12,
        holders: [],
        places: [4],
        publishers: [3, 9],
        rights: null,
      },
    });
  });

  it('refuses a page count that is not a whole number in range, and texts that are too long', () => {
    for (const pdfPageCount of ['-1', '1.5', 'twelve', '100001']) {
      const result = validateForm(catalogueSchema, { ...blank, mainTitle: 'M', pdfPageCount });
      expect(result).toEqual({ ok: false, errors: { pdfPageCount: 'enter_a_whole_number_up_to' } });
    }
    const long = validateForm(catalogueSchema, { ...blank, mainTitle: 'M', title: 'x'.repeat(301) });
    expect(long).toEqual({ ok: false, errors: { title: 'text_too_long' } });
  });

  it('sends a staff correction of the date as EDTF, and refuses one that is not EDTF', () => {
    const corrected = validateForm(catalogueSchema, {
      ...blank,
      mainTitle: 'M',
      date: 'nach 1875',
      dateEdtf: ' 1876/1880 ',
    });
    expect(corrected.ok && corrected.data.dateEdtf).toBe('1876/1880');
    const refused = validateForm(catalogueSchema, { ...blank, mainTitle: 'M', dateEdtf: 'ca. 1876' });
    expect(refused).toEqual({ ok: false, errors: { dateEdtf: 'invalid_date_edtf' } });
  });

  it('shows a correction staff made, and nothing for a reading of the written date', () => {
    expect(editionValuesOf(edition({ dateEdtf: '1875~', dateEdtfByStaff: true }), 'EN').dateEdtf).toBe(
      '1875~',
    );
    expect(editionValuesOf(edition({ dateEdtf: '1875', dateEdtfByStaff: false }), 'EN').dateEdtf).toBe('');
  });

  it('keeps the annotation only while "has annotation" is ticked', () => {
    const ticked = validateForm(catalogueSchema, {
      ...blank,
      mainTitle: 'M',
      hasAnnotation: true,
      annotation: ' pencil notes ',
    });
    expect(ticked.ok && ticked.data.annotation).toBe('pencil notes');
    const unticked = validateForm(catalogueSchema, { ...blank, mainTitle: 'M', annotation: 'pencil notes' });
    expect(unticked.ok && unticked.data.annotation).toBeNull();
  });

  it("starts from the catalogue's first version, with place names in the locale", () => {
    const first = edition({
      id: 11,
      position: 1,
      date: '1870',
      pdfPageCount: 40,
      places: [
        {
          id: 4,
          uri: '',
          name: { EN: 'Florence', IT: 'Firenze' },
          names: {},
          geonameId: null,
          latitude: null,
          longitude: null,
        },
      ],
      holders: [{ id: 2, uri: '', name: 'Archive', label: 'ARC' }],
    });
    const catalogue: Catalogue = {
      id: 7,
      uri: '',
      title: 'Short',
      mainTitle: 'Main',
      year: 1870,
      isSupplement: false,
      editionCount: 2,
      editions: [edition({ id: 12, position: 2, date: '1880' }), first],
      createdAt: '',
      updatedAt: '',
    };
    expect(firstEditionOf(catalogue)?.id).toBe(11);
    // A title that is only the main title again shows empty, so it follows a changed main title.
    expect(catalogueValuesOf({ ...catalogue, title: 'Main' }, 'EN').title).toBe('');
    const values = catalogueValuesOf(catalogue, 'IT');
    expect(values).toMatchObject({
      mainTitle: 'Main',
      title: 'Short',
      date: '1870',
      pdfPageCount: '40',
      places: [{ id: 4, name: 'Firenze' }],
      holders: [{ id: 2, name: 'Archive' }],
    });
  });
});

describe('the edition form', () => {
  it("sends the edition's own title, and nothing is required", () => {
    const values = editionValuesOf(edition({ title: ' Second printing ', date: null }), 'EN');
    const result = validateForm(editionSchema, values);
    expect(result.ok && result.data).toMatchObject({ title: 'Second printing', date: null });
    expect(validateForm(editionSchema, editionValuesOf(undefined, 'EN')).ok).toBe(true);
  });

  it('shows the stored rights statement and sends the one chosen, or null for none', () => {
    const inCopyright = 'http://rightsstatements.org/vocab/InC/1.0/';
    const values = editionValuesOf(edition({ rights: inCopyright }), 'EN');
    expect(values.rights).toBe(inCopyright);
    const chosen = validateForm(editionSchema, {
      ...values,
      rights: 'http://creativecommons.org/licenses/by/4.0/',
    });
    expect(chosen.ok && chosen.data.rights).toBe('http://creativecommons.org/licenses/by/4.0/');
    expect(editionValuesOf(edition({ rights: null }), 'EN').rights).toBe('');
    const none = validateForm(editionSchema, { ...values, rights: '' });
    expect(none.ok && none.data.rights).toBeNull();
  });
});
