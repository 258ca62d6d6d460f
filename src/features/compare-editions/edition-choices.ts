import type { components } from '../../../openapi/generated/catalogue';
import type { CompareSearch } from './compare-search.ts';

type Catalogue = components['schemas']['Catalogue'];
type SupplementaryContent = components['schemas']['SupplementaryContent'];

/** An edition a picker offers: what its option says, and what its reader needs. */
export interface EditionChoice {
  editionId: number;
  catalogueId: number;
  catalogueTitle: string;
  /** The edition's own title where it differs from its catalogue's. */
  title: string;
  /** Of the catalogue the comparison was opened from, rather than a supplement or the supplemented one. */
  ofAnchor: boolean;
  /** 1 for a catalogue's first edition, 2 for its second… */
  position: number;
  editionEnumeration: string | null;
  /** The date as written. */
  date: string | null;
  pdf: { url: string; pages: number } | null;
}

const choicesOf = (catalogue: Catalogue, ofAnchor: boolean): EditionChoice[] =>
  catalogue.editions.map((edition) => ({
    editionId: edition.id,
    catalogueId: edition.catalogueId,
    catalogueTitle: catalogue.title,
    title: edition.title ?? catalogue.title,
    ofAnchor,
    position: edition.position,
    editionEnumeration: edition.editionEnumeration,
    date: edition.date,
    pdf: edition.pdf ? { url: edition.pdf.url, pages: edition.pdf.pages } : null,
  }));

/**
 * The editions that can be compared from a catalogue: its own, then those of its supplements,
 * then those of the catalogues it supplements, each catalogue's in order and each edition once.
 */
export function editionChoices(
  anchor: Catalogue,
  supplements: {
    supplementaryContents: SupplementaryContent[];
    supplementaryContentsOf: SupplementaryContent[];
  } | null,
): EditionChoice[] {
  const related = [
    ...(supplements?.supplementaryContents ?? []),
    ...(supplements?.supplementaryContentsOf ?? []),
  ]
    .map((content) => content.catalogue)
    .filter((catalogue): catalogue is Catalogue => catalogue !== null && catalogue.id !== anchor.id);
  const all = [...choicesOf(anchor, true), ...related.flatMap((catalogue) => choicesOf(catalogue, false))];
  return all.filter(
    (choice, index) => all.findIndex((other) => other.editionId === choice.editionId) === index,
  );
}

/** The editions that a comparison can read: those with a PDF. */
export const comparable = (choices: readonly EditionChoice[]) =>
  choices.filter((choice) => choice.pdf !== null);

/**
 * The two editions compared: the URL's where it names them, otherwise the first two with a PDF
 * (the earlier first). An id that is not of this catalogue's family is dropped like any malformed
 * value of the URL, so the pickers never show a value they do not offer; an edition without a
 * PDF is kept, so the page can say why it cannot be compared.
 */
export function selectedPair(
  choices: readonly EditionChoice[],
  search: Pick<CompareSearch, 'from' | 'to'>,
): { from: EditionChoice | null; to: EditionChoice | null } {
  const named = (id: number | undefined) => choices.find((choice) => choice.editionId === id) ?? null;
  const withPdf = comparable(choices);
  const from = named(search.from) ?? withPdf[0] ?? null;
  const to = named(search.to) ?? withPdf.find((choice) => choice.editionId !== from?.editionId) ?? null;
  return { from, to };
}
