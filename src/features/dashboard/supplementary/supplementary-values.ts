import { z } from 'zod/mini';
import type { components } from '../../../../openapi/generated/catalogue';
import type { PickerOption } from '../search-picker.tsx';

type SupplementaryContent = components['schemas']['SupplementaryContent'];
type Catalogue = components['schemas']['Catalogue'];

/** The supplementary content form: the linked catalogue, a title and a note. */
export interface SupplementaryValues {
  catalogue: PickerOption | null;
  title: string;
  note: string;
}

/** A catalogue as a picker choice: its title and, when dated, its year. */
export const catalogueOption = (catalogue: Pick<Catalogue, 'id' | 'title' | 'year'>): PickerOption => ({
  id: catalogue.id,
  label: catalogue.year === null ? catalogue.title : `${catalogue.title} (${catalogue.year})`,
});

export const valuesOf = (content?: SupplementaryContent): SupplementaryValues => ({
  catalogue: content?.catalogue ? catalogueOption(content.catalogue) : null,
  title: content?.title ?? '',
  note: content?.note ?? '',
});

const optionalText = (max: number) =>
  z
    .pipe(
      z.string(),
      z.transform((value) => value.trim() || null),
    )
    .check(z.refine((value) => value === null || value.length <= max, 'text_too_long'));

/** The form's checks; a content links a catalogue or at least has a title (as the server requires). */
export const supplementarySchema = z.pipe(
  z
    .object({
      catalogue: z.nullable(z.object({ id: z.number(), label: z.string() })),
      title: optionalText(1000),
      note: optionalText(5000),
    })
    .check(
      z.refine((values) => values.catalogue !== null || values.title !== null, {
        message: 'supplementary_content_needs_a_title_or_a_catalogue',
        path: ['catalogue'],
      }),
    ),
  z.transform(({ catalogue, title, note }) => ({
    supplementCatalogueId: catalogue?.id ?? null,
    title,
    note,
  })),
);
export type SupplementaryBody = z.infer<typeof supplementarySchema>;
