import type { components } from '../../openapi/generated/catalogue';
import { type CountedRow, countAlongside } from '../db/count-memo.ts';
import type { Queryable } from '../db/database.ts';
import { SqlParams } from '../db/sql.ts';
import { type CatalogueFilters, editionLinkConditions } from './catalogues.ts';
import type { DomainContext } from './context.ts';
import { intervalCondition } from './edition-dates.ts';
import { editionOfRow, type FullEditionRow, fullEditionColumns, fullEditionJoins } from './editions.ts';
import { offsetOf, type PageRequest } from './pagination.ts';
import { foldText, prefixTsQuery, searchWords } from './text.ts';

export type PdfSearchHit = components['schemas']['PdfSearchHit'];
export type PdfPageMatch = components['schemas']['PdfPageMatch'];

const matchesPerEdition = 20;
const snippetLength = 180;

/** Each character's fold, remembered: folding a page a character at a time is most of a search's work. */
const foldedCharacters = new Map<string, string>();
const maxFoldedCharacters = 10_000;

function foldCharacter(char: string): string {
  let folded = foldedCharacters.get(char);
  if (folded === undefined) {
    folded = foldText(char);
    if (foldedCharacters.size < maxFoldedCharacters) foldedCharacters.set(char, folded);
  }
  return folded;
}

/** Where the folds of `latinFolds` start: the Latin letters, then the typographic punctuation. */
const latinEnd = 0x024f;
const punctuationStart = 0x2000;
const punctuationEnd = 0x206f;

/**
 * Each character of the Latin range's fold, worked out once: every character there folds on its
 * own (no composition, no context), so a text of them folds a character at a time from this table
 * as `foldText` would fold it whole, in a tenth of the time (its normalisation and mark removal
 * were most of a search's work: 100 µs per 1,500-character page).
 */
const latinFolds = new Map<string, string>();
for (const [from, to] of [
  [0x80, latinEnd],
  [punctuationStart, punctuationEnd],
] as const) {
  for (let code = from; code <= to; code++) {
    const char = String.fromCharCode(code);
    latinFolds.set(char, foldText(char));
  }
}

/** `text`, whose characters are all in the Latin range, folded as `foldText` folds it. */
const foldLatin = (text: string) =>
  // The table's folds are lower case already; lowering after replacing keeps İ from lowering to i + a mark first.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range, control characters included
  text.replace(/[^\u0000-\u007f]/g, (char) => latinFolds.get(char) ?? foldText(char)).toLowerCase();

/**
 * `text` folded, with each folded character's position in `text`. Plain ASCII folds to its lower
 * case one for one, so it skips the character walk.
 */
function foldWithOrigins(text: string): {
  foldedText: string;
  origin: (index: number) => number | undefined;
} {
  const samePlaces = (index: number) => (index < text.length ? index : undefined);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range, control characters included
  if (/^[\u0000-\u007f]*$/.test(text)) return { foldedText: text.toLowerCase(), origin: samePlaces };
  // The Latin letters of European catalogues (é, ü, ø, ł…) and typographic punctuation (’ – …) each
  // fold to one character, and ß, æ, œ, þ to two: the whole text folds at once, and a position
  // moves by the two-letter folds before it. Other scripts take the walk.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the whole Latin range, control characters included
  if (/^[\u0000-\u024f\u2000-\u206f]*$/.test(text)) {
    const foldedText = foldLatin(text);
    const doubled = [...text.matchAll(/[ßæœþÆŒÞ]/g)].map((match) => match.index);
    if (foldedText.length === text.length + doubled.length) {
      if (doubled.length === 0) return { foldedText, origin: samePlaces };
      return {
        foldedText,
        origin: (index) => {
          if (index >= foldedText.length) return undefined;
          let shift = 0;
          for (const at of doubled) {
            // Both letters of a two-letter fold come from its one character.
            if (index <= at + shift) break;
            if (index === at + shift + 1) return at;
            shift += 1;
          }
          return index - shift;
        },
      };
    }
  }
  // Indexed writes: where pdfjs-dist's legacy build has been loaded (the demo seed reads its PDFs on
  // the main thread), Array.prototype.push is a core-js polyfill several times slower.
  let foldedText = '';
  const origins: number[] = [];
  let offset = 0;
  for (const char of text) {
    const folded = foldCharacter(char);
    for (let index = 0; index < folded.length; index++) origins[foldedText.length + index] = offset;
    foldedText += folded;
    offset += char.length;
  }
  return { foldedText, origin: (index) => origins[index] };
}

/**
 * A snippet of `text` around the first place where a query word starts a word, with the
 * character ranges of every such word. Matching is accent- and case-insensitive, like the index.
 */
export function snippetOf(text: string, words: string[]): Pick<PdfPageMatch, 'snippet' | 'highlights'> {
  const { foldedText, origin } = foldWithOrigins(text);
  const ranges: Array<{ start: number; end: number }> = [];
  // Where a query word starts a word (the first word listed that does). Query words hold letters and
  // digits only, so they need no escaping.
  const hits = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})`, 'gu');
  for (const match of words.length > 0 ? foldedText.matchAll(hits) : []) {
    const start = origin(match.index) ?? 0;
    const end = origin(match.index + match[0].length) ?? text.length;
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

/** A tsquery that any of the words satisfies, each as a prefix. */
const anyWordTsQuery = (words: string[]) => words.map((word) => `${word}:*`).join(' | ');

export type PdfSearchFilters = Pick<
  CatalogueFilters,
  'keyword' | 'dateBegin' | 'dateEnd' | 'dateMatch' | 'places' | 'holders' | 'publishers'
>;

/**
 * The editions a PDF search matches, as SQL (`from` joins edition_texts `t`, editions `e` and
 * catalogues `c`, and filters), its parameters, and its order; null without a keyword. The words
 * are matched through `pdf_words(t.tsv)`, the expression the index of migration 011 is on.
 */
export function pdfSearchMatches(query: PdfSearchFilters) {
  const words = searchWords(query.keyword ?? '').slice(0, 16);
  const allWords = query.keyword ? prefixTsQuery(query.keyword) : null;
  if (!allWords) return null;
  const params = new SqlParams();
  const conditions = [
    `pdf_words(t.tsv) @@ to_tsquery('simple', ${params.add(allWords)})`,
    ...editionLinkConditions(params, query),
  ];
  const dates = intervalCondition((value) => params.add(value), query);
  if (dates) conditions.push(dates);
  const from = `edition_texts t join editions e on e.id = t.edition_id join catalogues c on c.id = e.catalogue_id
    where ${conditions.join(' and ')}`;
  return {
    words,
    allWords,
    params,
    from,
    order: 'e.date_from nulls last, e.date_to, c.title_sort, c.id, e.position',
  };
}

export interface MatchedPage {
  edition_id: number;
  page: number;
  text: string;
}

/**
 * The SQL of the pages to show of the editions `idsSql` gives (an int array): per edition, the
 * pages holding all the words (the tsquery `allWords`), or where the words stand on different
 * pages, those holding any (`anyWords`); at most `perEdition` each. `with_all` and `with_any` count
 * an edition's pages of each kind. The pages are found by their words alone; only the few shown
 * are read for their text (a page's text is most of its size, stored apart), in `pagesText`.
 */
const matchedPagesSql = (idsSql: string, allWords: string, anyWords: string, perEdition: string) => `
  matched_all as materialized (
    select pp.edition_id, pp.page, pp.tsv @@ qa as all_words,
      row_number() over (partition by pp.edition_id order by pp.tsv @@ qa desc, pp.page) as nth,
      (count(*) filter (where pp.tsv @@ qa) over (partition by pp.edition_id))::int as with_all,
      (count(*) over (partition by pp.edition_id))::int as with_any
    from pdf_pages pp, to_tsquery('simple', ${allWords}) qa, to_tsquery('simple', ${anyWords}) qo
    where pp.edition_id = any(${idsSql}) and pp.tsv @@ qo),
  matched as materialized (
    select m.edition_id, m.page, m.with_all, m.with_any from matched_all m
    where m.nth <= ${perEdition} and (m.with_all = 0 or m.all_words))`;

/** The text of the pages `matched` keeps (a CTE of `matchedPagesSql`), joined as `pp`. */
const pagesText = 'join pdf_pages pp on pp.edition_id = m.edition_id and pp.page = m.page';

/**
 * The pages of the editions where the search's words stand: those holding all of them, or, where
 * the words stand on different pages, those holding any; at most `perEdition` each, by page.
 */
export async function matchedPages(
  db: Queryable,
  editionIds: number[],
  search: { allWords: string; words: string[] },
  perEdition: number,
): Promise<{ pages: MatchedPage[]; matchingPages: Map<number, number> }> {
  const rows = await db.query<MatchedPage & { with_all: number; with_any: number }>(
    `with ${matchedPagesSql('$1::int[]', '$2', '$3', '$4')}
     select m.edition_id, m.page, pp.text, m.with_all, m.with_any from matched m ${pagesText}
     order by m.edition_id, m.page`,
    [editionIds, search.allWords, anyWordTsQuery(search.words), perEdition],
  );
  const pages: MatchedPage[] = [];
  const matchingPages = new Map<number, number>();
  for (const row of rows) {
    matchingPages.set(row.edition_id, row.with_all > 0 ? row.with_all : row.with_any);
    pages.push({ edition_id: row.edition_id, page: row.page, text: row.text });
  }
  return { pages, matchingPages };
}

/** A row of the search's statement: an edition shown, its pages shown, and the data version and total. */
type SearchRow = FullEditionRow &
  CountedRow & {
    matching_pages: number | null;
    pages: Array<{ page: number; text: string }>;
  };

/**
 * Full-text search inside the editions' PDFs, filtered like the catalogue list. An edition
 * matches when its text holds every word (edition_texts, one index entry per edition, so a common
 * word does not mean reading every page); the editions come in chronological order (undated
 * last), then by catalogue title. Only the editions shown have their pages searched: the pages
 * holding all the words, or where the words stand on different pages, those holding any of them.
 * One statement answers the page of results, their editions, pages and snippets' text, the data
 * version and the total (unless a count taken at that version is remembered).
 */
export async function searchPdfs(
  ctx: DomainContext,
  query: PageRequest & PdfSearchFilters & { lang?: string },
): Promise<{ data: PdfSearchHit[]; count: number; pages: number }> {
  const { db, urls, counts } = ctx;
  const search = pdfSearchMatches(query);
  if (!search) return { data: [], count: 0, pages: 0 };
  const { params, from } = search;
  const filterValues = [...params.values];
  const countSql = `select count(*)::int as count from ${from}`;
  const total = countAlongside(db, counts, countSql, filterValues);
  const limit = params.add(query.perPage);
  const offset = params.add(offsetOf(query));
  const pageIds = `select e.id from ${from} order by ${search.order} limit ${limit} offset ${offset}`;
  const matched = matchedPagesSql(
    '(select ids from page)::int[]',
    params.add(search.allWords),
    params.add(anyWordTsQuery(search.words)),
    params.add(matchesPerEdition),
  );
  const rows = await db.query<SearchRow>(
    `with page as materialized (select array(${pageIds}) as ids), ${matched}
     select meta.data_version, meta.total, listing.*
     from (select ${total.columns}) meta
     left join lateral (
       select ${fullEditionColumns},
         (select max(case when m.with_all > 0 then m.with_all else m.with_any end)
          from matched m where m.edition_id = e.id) as matching_pages,
         (select coalesce(json_agg(json_build_object('page', m.page, 'text', pp.text) order by m.page), '[]')
          from matched m ${pagesText} where m.edition_id = e.id) as pages
       from unnest((select ids from page)) with ordinality as listed(id, nth)
       join editions e on e.id = listed.id ${fullEditionJoins}
       order by listed.nth) listing on true`,
    params.values,
  );
  const count = await total.count(rows[0]);
  return {
    data: rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        edition: editionOfRow(row, urls, query.lang),
        matchingPages: row.matching_pages ?? 0,
        matches: row.pages.map(({ page, text }) => ({ page, ...snippetOf(text, search.words) })),
      })),
    count,
    pages: Math.ceil(count / query.perPage),
  };
}
