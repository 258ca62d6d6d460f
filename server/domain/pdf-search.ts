import type { components } from '../../openapi/generated/catalogue';
import { SqlParams } from '../db/sql.ts';
import { type CatalogueFilters, editionLinkConditions } from './catalogues.ts';
import type { DomainContext } from './context.ts';
import { editionsById } from './editions.ts';
import { offsetOf, type PageRequest } from './pagination.ts';
import { foldText, prefixTsQuery, searchWords } from './text.ts';

export type PdfSearchHit = components['schemas']['PdfSearchHit'];
export type PdfPageMatch = components['schemas']['PdfPageMatch'];

const matchesPerEdition = 20;
const snippetLength = 180;

/**
 * A snippet of `text` around the first place where a query word starts a word, with the
 * character ranges of every such word. Matching is accent- and case-insensitive, like the index.
 */
export function snippetOf(text: string, words: string[]): Pick<PdfPageMatch, 'snippet' | 'highlights'> {
  // Fold character by character so positions in the folded text map back to the original.
  const folded: string[] = [];
  const origin: number[] = [];
  [...text].reduce((offset, char) => {
    for (const foldedChar of foldText(char)) {
      folded.push(foldedChar);
      origin.push(offset);
    }
    return offset + char.length;
  }, 0);
  const foldedText = folded.join('');
  const ranges: Array<{ start: number; end: number }> = [];
  const wordPattern = /[\p{L}\p{N}]+/gu;
  for (const match of foldedText.matchAll(wordPattern)) {
    const word = match[0];
    const hit = words.find((queryWord) => word.startsWith(queryWord));
    if (!hit) continue;
    const start = origin[match.index] ?? 0;
    const end = origin[match.index + hit.length] ?? text.length;
    ranges.push({ start, end });
  }
  const first = ranges[0];
  if (!first) return { snippet: text.slice(0, snippetLength).trim(), highlights: [] };
  let from = Math.max(0, first.start - Math.floor(snippetLength / 3));
  // Start at a word boundary, so the snippet does not open mid-word.
  while (from > 0 && /\S/.test(text[from - 1] ?? '')) from--;
  const to = Math.min(text.length, from + snippetLength);
  const lead = from > 0 ? '…' : '';
  const tail = to < text.length ? '…' : '';
  const snippet = `${lead}${text.slice(from, to)}${tail}`;
  return {
    snippet,
    highlights: ranges
      .filter((range) => range.start >= from && range.end <= to)
      .map((range) => ({ start: range.start - from + lead.length, end: range.end - from + lead.length })),
  };
}

/** Full-text search inside the editions' PDFs, filtered like the catalogue list, best editions first. */
export async function searchPdfs(
  { db, urls }: DomainContext,
  query: PageRequest &
    Pick<CatalogueFilters, 'keyword' | 'dateBegin' | 'dateEnd' | 'places' | 'holders' | 'publishers'> & {
      lang?: string;
    },
): Promise<{ data: PdfSearchHit[]; count: number; pages: number }> {
  const tsQuery = query.keyword ? prefixTsQuery(query.keyword) : null;
  if (!tsQuery) return { data: [], count: 0, pages: 0 };
  const params = new SqlParams();
  const tsQueryParam = params.add(tsQuery);
  const editionConditions = editionLinkConditions(params, query);
  if (query.dateBegin !== undefined) editionConditions.push(`e.year >= ${params.add(query.dateBegin)}`);
  if (query.dateEnd !== undefined) editionConditions.push(`e.year <= ${params.add(query.dateEnd)}`);
  const editionFilter =
    editionConditions.length > 0
      ? `and pp.edition_id in (select e.id from editions e where ${editionConditions.join(' and ')})`
      : '';
  const perEdition = `select pp.edition_id, count(*)::int as matching_pages, max(ts_rank(pp.tsv, q)) as best
    from pdf_pages pp, to_tsquery('simple', ${tsQueryParam}) q
    where pp.tsv @@ q ${editionFilter} group by pp.edition_id`;
  const filterValues = [...params.values];
  const limit = params.add(query.perPage);
  const offset = params.add(offsetOf(query));
  const [ranked, [counted]] = await Promise.all([
    db.query<{ edition_id: number; matching_pages: number }>(
      `select edition_id, matching_pages from (${perEdition}) hits order by best desc, edition_id limit ${limit} offset ${offset}`,
      params.values,
    ),
    db.query<{ count: number }>(`select count(*)::int as count from (${perEdition}) hits`, filterValues),
  ]);
  const editionIds = ranked.map((row) => row.edition_id);
  const [editions, pageRows] = await Promise.all([
    editionsById(db, urls, editionIds, query.lang),
    db.query<{ edition_id: number; page: number; text: string }>(
      `select edition_id, page, text from (
         select pp.edition_id, pp.page, pp.text,
           row_number() over (partition by pp.edition_id order by ts_rank(pp.tsv, q) desc, pp.page) as nth
         from pdf_pages pp, to_tsquery('simple', $2) q where pp.edition_id = any($1) and pp.tsv @@ q) matched
       where nth <= $3 order by edition_id, nth`,
      [editionIds, tsQuery, matchesPerEdition],
    ),
  ]);
  const words = searchWords(query.keyword ?? '');
  const matchesByEdition = new Map<number, PdfPageMatch[]>();
  for (const row of pageRows) {
    const matches = matchesByEdition.get(row.edition_id) ?? [];
    matches.push({ page: row.page, ...snippetOf(row.text, words) });
    matchesByEdition.set(row.edition_id, matches);
  }
  const matchingPages = new Map(ranked.map((row) => [row.edition_id, row.matching_pages]));
  const count = counted?.count ?? 0;
  return {
    data: editions.map((edition) => ({
      edition,
      matchingPages: matchingPages.get(edition.id) ?? 0,
      matches: matchesByEdition.get(edition.id) ?? [],
    })),
    count,
    pages: Math.ceil(count / query.perPage),
  };
}
