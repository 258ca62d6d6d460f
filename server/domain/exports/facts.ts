import type { EditionDate } from '../../../common/date-exports.ts';
import type { CanonicalUrls } from '../canonical-urls.ts';
import type { Edition } from '../editions.ts';

/**
 * What an export says about one edition, gathered once and written out by every serialiser
 * (CSL-JSON, and through it BibTeX and RIS; CSV).
 */
export interface EditionFacts {
  catalogueId: number;
  editionId: number;
  /** The edition's title, else its catalogue's. */
  title: string;
  /** The date as the catalogue gives it ("ca. 1890", "[1862?]", "1885-1890"), or null. */
  date: string | null;
  /** The first year of the date (the list filters' year), or null when undated. */
  year: number | null;
  /** The date read as EDTF ("1890~", "1885/1890"), or null when undated or not understood. */
  dateEdtf: string | null;
  /** Staff marked the date as uncertain. */
  dateUncertain: boolean;
  /** The firms (photographers, publishers) that issued it, in their order. */
  publishers: string[];
  /** The places of publication, named in the export's language. */
  places: string[];
  /** The institutions holding a copy. */
  holders: string[];
  /** The holder's preferred citation (shelfmark and the like), as staff entered it. */
  citation: string | null;
  /** Pages of the catalogue: the recorded count, else the stored PDF's. */
  pages: number | null;
  /** The edition's public page. */
  url: string;
  /** The stored PDF, absolute, or null. */
  pdfUrl: string | null;
  /** For a search inside the PDFs: the pages where the words were found. */
  matchingPages?: number[];
}

/** The facts' date as every format reads it: from the stored EDTF (common/date-exports.ts). */
export const editionDate = (facts: EditionFacts): EditionDate => ({
  written: facts.date,
  edtf: facts.dateEdtf,
  uncertain: facts.dateUncertain,
});

/** A place's name in `lang` (an edition loaded with a language has it as a string already). */
function placeNameIn(place: Edition['places'][number], lang: string): string {
  if (typeof place.name === 'string') return place.name;
  const names = place.names as Record<string, string>;
  return names[lang.toUpperCase()] ?? names.EN ?? Object.values(names)[0] ?? '';
}

export function editionFacts(
  edition: Edition,
  urls: CanonicalUrls,
  lang: string,
  matchingPages?: number[],
): EditionFacts {
  return {
    catalogueId: edition.catalogueId,
    editionId: edition.id,
    title: edition.title?.trim() || edition.catalogue.title,
    date: edition.date?.trim() || null,
    year: edition.year,
    dateEdtf: edition.dateEdtf,
    dateUncertain: edition.dateUncertain,
    publishers: edition.publishers.map((publisher) => publisher.name),
    places: edition.places.map((place) => placeNameIn(place, lang)).filter(Boolean),
    holders: edition.holders.map((holder) => holder.name),
    citation: edition.citation?.trim() || null,
    pages: edition.pdfPageCount ?? (edition.pdf?.pages || null),
    url: urls.edition(edition.catalogueId, edition.id),
    // A relative PDF address (the default `/api/...`) is made absolute on the public origin.
    pdfUrl: edition.pdf ? new URL(edition.pdf.url, urls.home()).href : null,
    ...(matchingPages ? { matchingPages } : {}),
  };
}
