import { z } from 'zod/mini';
import type { components } from '../../../../openapi/generated/catalogue';
import { authorityIdSchema } from '../authority-ids.ts';

type Publisher = components['schemas']['Publisher'];

/** The publisher form; the years are typed as text and checked on submit. */
export interface PublisherValues {
  name: string;
  description: string;
  activeFrom: string;
  activeTo: string;
  /** Authority ids as typed: Wikidata, Getty ULAN, ISNI. */
  wikidata: string;
  ulan: string;
  isni: string;
}

/** The years of activity a publisher may have (the contract's bounds). */
export const activityYears = { min: 1000, max: 2999 } as const;

export const valuesOf = (publisher?: Publisher): PublisherValues => ({
  name: publisher?.name ?? '',
  description: publisher?.description ?? '',
  activeFrom: publisher?.activeFrom?.toString() ?? '',
  activeTo: publisher?.activeTo?.toString() ?? '',
  wikidata: publisher?.wikidata ?? '',
  ulan: publisher?.ulan ?? '',
  isni: publisher?.isni ?? '',
});

const year = z.pipe(
  z
    .pipe(
      z.string(),
      z.transform((value) => value.trim()),
    )
    .check(
      z.refine(
        (value) =>
          value === '' ||
          (/^\d{4}$/.test(value) && Number(value) >= activityYears.min && Number(value) <= activityYears.max),
        'enter_a_year_between',
      ),
    ),
  z.transform((value) => (value === '' ? null : Number(value))),
);

/** The form's checks; the output is the body of POST and PUT /publishers (PublisherInput). */
export const publisherSchema = z
  .object({
    name: z
      .string()
      .check(z.trim(), z.minLength(1, 'this_field_is_required'), z.maxLength(300, 'text_too_long')),
    description: z
      .pipe(
        z.string(),
        z.transform((value) => value.trim() || null),
      )
      .check(z.refine((value) => value === null || value.length <= 5000, 'text_too_long')),
    activeFrom: year,
    activeTo: year,
    wikidata: authorityIdSchema('wikidata'),
    ulan: authorityIdSchema('ulan'),
    isni: authorityIdSchema('isni'),
  })
  .check(
    z.refine(
      (values) =>
        values.activeFrom === null || values.activeTo === null || values.activeFrom <= values.activeTo,
      { message: 'active_from_must_not_be_after_active_to', path: ['activeTo'] },
    ),
  );
export type PublisherBody = z.infer<typeof publisherSchema>;

/** 'from–to' for the list: the years of activity, else those of its dated editions. */
export function activityOf(publisher: Publisher): string {
  const from = publisher.activeFrom ?? publisher.firstYear;
  const to = publisher.activeTo ?? publisher.lastYear;
  if (from === null && to === null) return '';
  if (from === to) return String(from);
  return `${from ?? ''}–${to ?? ''}`;
}
