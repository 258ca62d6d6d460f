import { describe, expect, it } from 'vitest';
import { validateForm } from '../form.ts';
import {
  type GeoName,
  namePrefixes,
  placeLabel,
  placeSchema,
  valuesOf,
  withGeoName,
} from './place-values.ts';

const lucca: GeoName = {
  geonameId: 3174530,
  name: 'Lucca',
  toponymName: 'Lucca',
  countryCode: 'IT',
  countryName: 'Italy',
  lat: '43.84369',
  lng: '10.50447',
  population: 87200,
  fcl: 'P',
  fcode: 'PPLA2',
};

describe('place form values', () => {
  it('asks a name in the built-in languages, the added ones and those the place already has', () => {
    expect(namePrefixes(['EN', 'DE', 'IT', 'fr'], { EN: 'Rome', ES: 'Roma' })).toEqual([
      'EN',
      'DE',
      'IT',
      'FR',
      'ES',
    ]);
  });

  it('fills the original name, the fetched names, the GeoNames id, the country and the coordinates', () => {
    const values = { ...valuesOf(), names: { EN: 'Old', ES: 'Luca' }, label: 'L' };
    expect(withGeoName(values, lucca, { EN: 'Lucca', DE: 'Lucca', IT: ' Lucca ', FR: '' })).toEqual({
      names: { EN: 'Lucca', DE: 'Lucca', IT: 'Lucca', ES: 'Luca' },
      originalName: 'Lucca',
      geonameId: 3174530,
      latitude: 43.84369,
      longitude: 10.50447,
      countryCode: 'IT',
      label: 'L',
      prefix: '',
    });
  });

  it('keeps no coordinates or country it cannot use', () => {
    const filled = withGeoName(valuesOf(), { ...lucca, lat: '', lng: 'east', countryCode: '' }, {});
    expect(filled).toMatchObject({ latitude: null, longitude: null, countryCode: null });
  });

  it('requires the English name and sends names trimmed, without empty languages', () => {
    const empty = validateForm(placeSchema, { ...valuesOf(), names: { DE: 'Lucca' } });
    expect(empty).toEqual({ ok: false, errors: { names: 'this_field_is_required' } });
    const filled = validateForm(placeSchema, {
      ...valuesOf(),
      names: { EN: ' Lucca ', DE: '', IT: 'Lucca' },
      label: '  ',
    });
    expect(filled).toEqual({
      ok: true,
      data: expect.objectContaining({ names: { EN: 'Lucca', IT: 'Lucca' }, label: null, originalName: null }),
    });
  });

  it('names a place in the locale, else in English, else by its original name', () => {
    expect(placeLabel({ names: { EN: 'Florence', IT: 'Firenze' }, originalName: 'Firenze' }, 'IT')).toBe(
      'Firenze',
    );
    expect(placeLabel({ names: { EN: 'Florence' }, originalName: null }, 'DE')).toBe('Florence');
    expect(placeLabel({ names: {}, originalName: 'Firenze' }, 'DE')).toBe('Firenze');
  });
});
