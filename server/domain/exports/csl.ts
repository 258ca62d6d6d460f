import { type CslDate, cslIssued } from '../../../common/date-exports.ts';
import { type EditionFacts, editionDate } from './facts.ts';

/** The CSL-JSON item of an edition (CSL-JSON schema 1.0): the fields the exports fill. */
export interface CslItem {
  id: string;
  'citation-key': string;
  type: 'book';
  title: string;
  /** The firm as an organisation: a literal name, never split into given and family names. */
  author?: Array<{ literal: string }>;
  issued?: CslDate;
  publisher?: string;
  'publisher-place'?: string;
  'number-of-pages'?: number;
  URL: string;
  note?: string;
}

/** The stable id of an edition in every export: `catalogue-{c}-edition-{e}`. */
export const exportId = (facts: Pick<EditionFacts, 'catalogueId' | 'editionId'>) =>
  `catalogue-${facts.catalogueId}-edition-${facts.editionId}`;

/** Holders, the holder's citation and, for a PDF search, the pages found: the item's note. */
export function noteOf(facts: EditionFacts): string | undefined {
  const parts: string[] = [];
  if (facts.holders.length > 0) parts.push(`Held by: ${facts.holders.join('; ')}`);
  if (facts.citation) parts.push(`Citation: ${facts.citation}`);
  if (facts.matchingPages?.length) parts.push(`Pages matching the search: ${facts.matchingPages.join(', ')}`);
  return parts.length > 0 ? parts.join('. ') : undefined;
}

/** An edition as a CSL-JSON `book` whose author and publisher are the firm. */
export function cslItem(facts: EditionFacts): CslItem {
  const id = exportId(facts);
  const issued = cslIssued(editionDate(facts));
  const note = noteOf(facts);
  return {
    id,
    // BibTeX keys allow no hyphens (citation-js drops what a key may not hold).
    'citation-key': id.replaceAll('-', '_'),
    type: 'book',
    title: facts.title,
    ...(facts.publishers.length > 0
      ? {
          author: facts.publishers.map((literal) => ({ literal })),
          publisher: facts.publishers.join('; '),
        }
      : {}),
    ...(issued ? { issued } : {}),
    ...(facts.places.length > 0 ? { 'publisher-place': facts.places.join('; ') } : {}),
    ...(facts.pages ? { 'number-of-pages': facts.pages } : {}),
    URL: facts.url,
    ...(note ? { note } : {}),
  };
}
