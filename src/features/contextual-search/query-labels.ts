import type { TranslationKey } from '@/i18n/translate.ts';
import type { QueryObject, Subject } from '../../../machines/query-tree/query-tree.rules.ts';

/** Translation keys of the subjects in the subject select ('Catalogue') and in results ('Catalogues'). */
export const subjectKeys: Record<
  Subject,
  { one: TranslationKey; many: TranslationKey; any: TranslationKey }
> = {
  catalogue: { one: 'subject_catalogue', many: 'catalogues', any: 'any_catalogue' },
  publisher: { one: 'subject_publisher', many: 'publishers', any: 'any_publisher' },
  place: { one: 'subject_place', many: 'places', any: 'any_place' },
  holder: { one: 'subject_holder', many: 'holders', any: 'any_holder' },
};

const years = { yearFrom: 'year_from', yearTo: 'year_to' } as const;

/**
 * How each criterion reads after its subject ('Catalogues published by …', 'Publishers active
 * in …'): the same relation reads differently from either side.
 */
const objectKeys: Record<Subject, Partial<Record<QueryObject, TranslationKey>>> = {
  catalogue: {
    title: 'title_contains',
    keyword: 'any_field_contains',
    publisher: 'published_by',
    place: 'published_in',
    holder: 'held_by',
    ...years,
  },
  publisher: {
    name: 'name_contains',
    catalogue: 'has_the_catalogue',
    place: 'active_in',
    holder: 'has_catalogues_held_by',
    ...years,
  },
  place: {
    name: 'name_contains',
    catalogue: 'has_the_catalogue',
    publisher: 'has_catalogues_by',
    holder: 'has_catalogues_held_by',
    ...years,
  },
  holder: {
    name: 'name_contains',
    catalogue: 'has_the_catalogue',
    publisher: 'has_catalogues_by',
    place: 'has_catalogues_published_in',
    ...years,
  },
};

/** The criterion's key; a criterion the subject does not offer (no tree keeps one) reads 'Unknown'. */
export function objectKey(subject: Subject, object: QueryObject): TranslationKey {
  return objectKeys[subject][object] ?? 'unknown';
}
