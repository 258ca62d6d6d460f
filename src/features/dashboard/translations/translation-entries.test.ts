import { describe, expect, it } from 'vitest';
import type { DefaultText } from '../../../../common/default-texts.ts';
import type { components } from '../../../../openapi/generated/projects';
import { isAllowedImage } from '../image-file.ts';
import {
  filterEntries,
  groupNamesOf,
  isRegistered,
  isUntranslated,
  mergeTranslations,
  saveRequests,
  type TranslationEntry,
} from './translation-entries.ts';

type GroupedTranslations = components['schemas']['GroupedTranslations'];

const descriptions: Record<string, string> = {
  maps: 'Navigation entry for the maps pages',
  search: 'Navigation entry for the search page',
  about_image: 'Image of the about page',
};
const descriptionIn = (key: string) => descriptions[key] ?? '';

const groups: Array<{ name: string; texts: DefaultText[] }> = [
  {
    name: 'Pages',
    texts: [
      { key: 'maps', en: 'Maps', de: 'Karten' },
      { key: 'search', en: 'Search' },
    ],
  },
  {
    name: 'About',
    texts: [{ key: 'about_image', en: '', type: 'image' }],
  },
];

const server: GroupedTranslations['groups'] = [
  {
    name: 'Pages',
    translations: [
      {
        key: 'maps',
        description: 'old description',
        type: null,
        value: 'Maps',
        values: { EN: { id: 1, value: 'Maps' }, DE: { id: 2, value: 'Karten' } },
      },
      {
        key: 'title_language_nl',
        description: 'Name of a language in the language switcher',
        type: null,
        value: 'Nederlands',
        values: { EN: { id: 9, value: 'Nederlands' } },
      },
    ],
  },
  {
    name: 'About',
    translations: [
      {
        key: 'about_image',
        description: null,
        type: 'image',
        value: '',
        values: { EN: { id: 5, value: '' } },
      },
    ],
  },
];

describe('the translations staff see', () => {
  const entries = mergeTranslations(server, groups, descriptionIn);
  const byKey = new Map(entries.map((entry) => [entry.key, entry]));

  it('lists every default text in its group and order, then the keys only the service knows', () => {
    expect(entries.map((entry) => [entry.group, entry.key])).toEqual([
      ['Pages', 'maps'],
      ['Pages', 'search'],
      ['Pages', 'title_language_nl'],
      ['About', 'about_image'],
    ]);
    expect(groupNamesOf(entries)).toEqual(['Pages', 'About']);
  });

  it('shows the default English text and description, and the stored values per language', () => {
    expect(byKey.get('maps')).toMatchObject({
      defaultText: 'Maps',
      description: 'Navigation entry for the maps pages',
      values: { DE: { id: 2, value: 'Karten' } },
    });
    expect(byKey.get('title_language_nl')?.defaultText).toBe('Nederlands');
    expect(byKey.get('about_image')?.type).toBe('image');
  });

  it('marks a key registered in a language only when the service holds it there', () => {
    const maps = byKey.get('maps') as TranslationEntry;
    expect(isRegistered(maps, 'DE')).toBe(true);
    expect(isRegistered(maps, 'FR')).toBe(false);
    expect(isRegistered(byKey.get('search') as TranslationEntry, 'EN')).toBe(false);
  });

  it('counts a key untranslated when it has no text in the language, but not an image without an English image', () => {
    const maps = byKey.get('maps') as TranslationEntry;
    expect(isUntranslated(maps, 'DE')).toBe(false);
    expect(isUntranslated(maps, 'IT')).toBe(true);
    expect(isUntranslated(byKey.get('about_image') as TranslationEntry, 'IT')).toBe(false);
  });

  it('finds keys by key, English text, description or value, ignoring case and accents, within a group', () => {
    const keys = (found: TranslationEntry[]) => found.map((entry) => entry.key);
    expect(keys(filterEntries(entries, { prefix: 'DE', q: 'KARTEN' }))).toEqual(['maps']);
    expect(keys(filterEntries(entries, { prefix: 'EN', q: 'navigation search' }))).toEqual(['search']);
    expect(keys(filterEntries(entries, { prefix: 'EN', q: 'nédérlands' }))).toEqual(['title_language_nl']);
    expect(keys(filterEntries(entries, { prefix: 'EN', group: 'About' }))).toEqual(['about_image']);
  });

  it('saves new texts with POST and stored ones with PUT by id, leaving out unchanged drafts', () => {
    const requests = saveRequests(
      [
        { prefix: 'DE', key: 'maps', value: 'Landkarten' },
        { prefix: 'NL', key: 'maps', value: 'Kaarten' },
        { prefix: 'EN', key: 'maps', value: 'Maps' },
        { prefix: 'NL', key: 'no_such_key', value: 'x' },
      ],
      byKey,
      8,
    );
    expect(requests.update).toEqual([{ id: 2, value: 'Landkarten' }]);
    expect(requests.create).toEqual([
      {
        key: 'maps',
        value: 'Kaarten',
        prefix: 'NL',
        description: 'Navigation entry for the maps pages',
        serviceId: 8,
        group: 'Pages',
        type: null,
      },
    ]);
  });
});

describe('image uploads', () => {
  it('take JPEG, PNG, WebP and TIFF, and nothing else', () => {
    expect(isAllowedImage({ type: 'image/png', name: 'a.png' })).toBe(true);
    expect(isAllowedImage({ type: 'image/tiff', name: 'a.tif' })).toBe(true);
    expect(isAllowedImage({ type: 'image/gif', name: 'a.gif' })).toBe(false);
    expect(isAllowedImage({ type: 'text/plain', name: 'notes.txt' })).toBe(false);
    expect(isAllowedImage({ type: '', name: 'scan.JPG' })).toBe(true);
    expect(isAllowedImage({ type: '', name: 'notes.pdf' })).toBe(false);
  });
});
