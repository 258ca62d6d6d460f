import type { components } from '../../openapi/generated/catalogue';
import { type CountedRow, countAlongside } from '../db/count-memo.ts';
import type { Queryable } from '../db/database.ts';
import { idList, SqlParams, whereAll } from '../db/sql.ts';
import type { DomainContext, PublicUrls } from './context.ts';
import { entityUri } from './context.ts';
import { catalogueOverlapCondition, type DateMatch, intervalCondition } from './edition-dates.ts';
import { coverOf, editionOfRow, type FullEditionRow, fullEditionColumns, writeEdition } from './editions.ts';
import { notFound } from './errors.ts';
import { type FileStore, releaseFiles } from './files.ts';
import { offsetOf, type PageRequest, type Pagination, paginationOf } from './pagination.ts';
import { containsPattern, foldText, prefixTsQuery, searchWords } from './text.ts';

export type Catalogue = components['schemas']['Catalogue'];
export type CatalogueInput = components['schemas']['CatalogueInput'];

export interface CatalogueFilters {
  keyword?: string;
  title?: string;
  letter?: string;
  dateBegin?: number;
  dateEnd?: number;
  /** How an edition's interval meets the range: overlapping it (default) or certainly inside it. */
  dateMatch?: DateMatch;
  places?: string;
  holders?: string;
  publishers?: string;
  illustrativeContent?: 'all' | 'with' | 'without';
  includeSupplements?: boolean;
  undated?: boolean;
  /** A comma list of catalogue ids (a visitor's collection, a shared link); supplements among them stay. */
  ids?: string;
}

/** The keyword's one word, when it is one word alone (no other character). */
function singleWord(keyword: string): string | null {
  const [word, ...more] = searchWords(keyword);
  return word !== undefined && more.length === 0 && foldText(keyword.trim()) === word ? word : null;
}

/**
 * Keyword over the folded titles, publishers and places: every word as a prefix, or the text as a
 * substring. `substring: 'strpos'` writes a one-word keyword's substring test as a search for the
 * word, which no index answers: for a walk down the titles' index, where it tests a row in two
 * thirds of LIKE's time.
 */
export function keywordCondition(
  params: SqlParams,
  keyword: string,
  alias = 'c',
  substring: 'like' | 'strpos' = 'like',
): string {
  // One word alone: a word of the search text starting with it also holds it as a substring, so the
  // substring test finds all, and testing each row once is cheaper than the two tests (about 40%
  // at 100,000 catalogues).
  const word = singleWord(keyword);
  if (word !== null) {
    return substring === 'strpos'
      ? `strpos(${alias}.search_text, ${params.add(word)}) > 0`
      : `${alias}.search_text like ${params.add(containsPattern(keyword))}`;
  }
  const like = params.add(containsPattern(keyword));
  const tsQuery = prefixTsQuery(keyword);
  return tsQuery
    ? `(${alias}.search_doc @@ to_tsquery('simple', ${params.add(tsQuery)}) or ${alias}.search_text like ${like})`
    : `${alias}.search_text like ${like}`;
}

/** Initial letter of a folded sort key; '#' stands for anything that does not start with a letter. */
export function letterCondition(params: SqlParams, column: string, letter: string): string {
  return letter === '#'
    ? `${column} !~ '^[a-z]'`
    : `${column} like ${params.add(`${letter.toLowerCase()}%`)}`;
}

/**
 * The year range as a test of catalogue `c`: on its own row for an overlap (its editions' dates
 * kept together, migration 023), through its editions for `within`; null without a range.
 */
function datedCondition(
  params: SqlParams,
  filters: Pick<CatalogueFilters, 'dateBegin' | 'dateEnd' | 'dateMatch'>,
): string | null {
  const add = (value: unknown) => params.add(value);
  const onRow = catalogueOverlapCondition(add, filters);
  if (onRow) return onRow;
  const years = intervalCondition(add, filters);
  return years && `exists (select 1 from editions e where e.catalogue_id = c.id and ${years})`;
}

/** A place, holder or publisher list asked for, with the table that links it to editions. */
type LinkFilter = [table: string, column: string, ids: number[]];

function linkFilters(filters: Pick<CatalogueFilters, 'places' | 'holders' | 'publishers'>): LinkFilter[] {
  const links: Array<[string, string, number[] | undefined]> = [
    ['edition_places', 'place_id', idList(filters.places)],
    ['edition_holders', 'holder_id', idList(filters.holders)],
    ['edition_publishers', 'publisher_id', idList(filters.publishers)],
  ];
  return links.filter((link): link is LinkFilter => link[2] !== undefined);
}

/** Comma-list filters on one edition `e`: any id within a list, every list. */
export function editionLinkConditions(
  params: SqlParams,
  filters: Pick<CatalogueFilters, 'places' | 'holders' | 'publishers'>,
): string[] {
  return linkFilters(filters).map(
    ([table, column, ids]) =>
      `exists (select 1 from ${table} l where l.edition_id = e.id and l.${column} = any(${params.add(ids)}::int[]))`,
  );
}

/**
 * Below this many linked editions, a place, holder or publisher filter is selective: its catalogues
 * are collected first and then sorted. Above it, walking the sorted catalogues and testing each is
 * faster. PostgreSQL's planner cannot tell the two apart (on 100,000 catalogues it walked 86,000
 * sorted rows for 6 matches: 250 ms instead of 12 ms), so the list measures and chooses.
 */
const selectiveEditionCount = 2000;

async function isSelective(
  ctx: Pick<DomainContext, 'db' | 'counts'>,
  filters: CatalogueFilters,
): Promise<boolean> {
  const lists = linkFilters(filters);
  if (lists.length === 0) return false;
  const counts = await Promise.all(
    lists.map(async ([table, column, ids]) => {
      const sql = `select count(*)::int as count from ${table} where ${column} = any($1)`;
      // The choice changes the plan, not the answer: a count remembered until the data changes will do.
      if (ctx.counts) return ctx.counts.estimate(sql, [ids]);
      const [row] = await ctx.db.query<{ count: number }>(sql, [ids]);
      return row?.count ?? 0;
    }),
  );
  return Math.min(...counts) < selectiveEditionCount;
}

/**
 * Each place, holder or publisher list as SQL on catalogues `c`: the ids of the catalogues with an
 * edition linked to one of them (`collect`), and the test of one catalogue (`test`). Places go
 * through map_catalogue_places (migration 011: the catalogue and place pairs of the editions, kept
 * by triggers), an index probe where the editions' links took a probe per edition and its catalogue
 * (a place and year filter on 100,000 catalogues read 5,600 buffers, now 3,100).
 */
function catalogueLinkQueries(
  params: SqlParams,
  filters: Pick<CatalogueFilters, 'places' | 'holders' | 'publishers'>,
): Array<{ collect: string; test: string }> {
  return linkFilters(filters).map(([table, column, ids]) => {
    const anyOf = `any(${params.add(ids)}::int[])`;
    if (table === 'edition_places') {
      return {
        collect: `select catalogue_id from map_catalogue_places where place_id = ${anyOf}`,
        test: `exists (select 1 from map_catalogue_places m where m.catalogue_id = c.id and m.place_id = ${anyOf})`,
      };
    }
    const link = `exists (select 1 from ${table} l where l.edition_id = e.id and l.${column} = ${anyOf})`;
    return {
      collect: `select e.catalogue_id from editions e where ${link}`,
      test: `exists (select 1 from editions e where e.catalogue_id = c.id and ${link})`,
    };
  });
}

/**
 * The WHERE conditions of the catalogue list. With `collectFirst` (selective place, holder or
 * publisher lists) the matching ids are collected first, sorted, and the catalogues looked up by
 * them in one index scan: 0.65 ms where probing the catalogues once per id of a hashed set took
 * 0.77 (a place-and-years page of 100,000 catalogues, 460 matches; 38 ms against 59 for 35,000).
 *
 * `planHangsOnValues` tells whether the best plan depends on the filters' values: a keyword, a title
 * or a letter may take a text index or walk the titles, a year range walks the titles or looks the
 * years up as it is wide or narrow, and so does a list of places, holders or publishers that is not
 * selective. Catalogues looked up by their ids (those asked for, a selective list's matches) have one
 * good plan whatever the values, and so have conditions without values: a statement may keep it.
 */
export function catalogueConditions(
  params: SqlParams,
  filters: CatalogueFilters,
  collectFirst: boolean,
  keywordSubstring: 'like' | 'strpos' = 'like',
): { conditions: string[]; planHangsOnValues: boolean } {
  const conditions: string[] = [];
  let planHangsOnValues = false;
  if (filters.keyword?.trim()) {
    conditions.push(keywordCondition(params, filters.keyword, 'c', keywordSubstring));
    planHangsOnValues = keywordSubstring === 'like';
  }
  if (filters.title?.trim()) {
    conditions.push(
      `fold(c.title || ' ' || c.main_title) like ${params.add(containsPattern(filters.title))}`,
    );
    planHangsOnValues = true;
  }
  if (filters.letter) {
    conditions.push(letterCondition(params, 'c.title_sort', filters.letter));
    planHangsOnValues = true;
  }
  const ids = idList(filters.ids);
  if (ids) conditions.push(`c.id = any(${params.add(ids)}::int[])`);
  const links = catalogueLinkQueries(params, filters);
  const lookedUp = ids !== undefined || (collectFirst && links.length > 0);
  if (collectFirst && links.length > 0) {
    const matching = links.map((link) => link.collect).join(' intersect ');
    conditions.push(`c.id = any(array(select m.catalogue_id from (${matching}) m group by 1 order by 1))`);
  } else {
    conditions.push(...links.map((link) => link.test));
  }
  const dated = datedCondition(params, filters);
  if (dated) conditions.push(filters.undated ? `(${dated} or c.edition_dates = '{}')` : dated);
  // Planned without values, a list or range walked the titles' index for a few catalogues (29 ms
  // instead of 3.5 for sixty places, 25 instead of 2.6 for a year on 100,000 catalogues).
  if (!lookedUp && (links.length > 0 || dated)) planHangsOnValues = true;
  if (dated && filters.dateMatch === 'within') planHangsOnValues = true;
  const illustrated = `exists (select 1 from editions e where e.catalogue_id = c.id and coalesce(trim(e.illustrative_content), '') <> '')`;
  if (filters.illustrativeContent === 'with') conditions.push(illustrated);
  if (filters.illustrativeContent === 'without') conditions.push(`not ${illustrated}`);
  if (!filters.includeSupplements && !ids) {
    conditions.push(
      'not exists (select 1 from supplementary_contents s where s.supplement_catalogue_id = c.id)',
    );
  }
  return { conditions, planHangsOnValues };
}

/** At most this many rows of the titles' index walked for a page by a kept plan (about 4 ms). */
const walkedTitlesAtMost = 10_000;

/**
 * Whether a page of a one-word keyword's list, alone in title order, is found by walking the
 * titles' index with a plan kept (the word searched for in each row's text): when the list is known
 * to hold enough catalogues (`listed`, its count remembered) that the page lies within the first
 * rows. Planned for its values, a keyword chose between that walk and the text index, and planning
 * took half as long as running the page (0.6 of 1.9 ms, `alinari` on 100,000 catalogues; 0.85 ms
 * now). A rare keyword, or a page deep in the list, is still planned for its values. Alone: the
 * keyword's pattern is the list's one value (no other filter narrows it with values of its own),
 * and no editions are asked about (a kept plan joined them all).
 */
async function walksTitles(
  ctx: Pick<DomainContext, 'counts'>,
  query: CatalogueFilters & PageRequest & { sort?: CatalogueOrder },
  filterValues: readonly unknown[],
  listed: number | undefined,
): Promise<boolean> {
  const { keyword, sort = 'title', illustrativeContent = 'all' } = query;
  if (!ctx.counts || !listed || sort !== 'title' || !keyword || singleWord(keyword) === null) return false;
  if (filterValues.length !== 1 || illustrativeContent !== 'all') return false;
  const catalogues = await ctx.counts.estimate('select count(*)::int as count from catalogues', []);
  return ((offsetOf(query) + query.perPage) * catalogues) / listed <= walkedTitlesAtMost;
}

/** Every column of a row null: a left join that found nothing. */
type Nullable<Row> = { [Column in keyof Row]: Row[Column] | null };

/** A row of `catalogueRowsSql`: a catalogue's columns and one of its editions (all null when it has none). */
type CatalogueEditionRow = {
  /** Only for the order in SQL (the id's place in the page, its edition's position). */
  listed_nth: unknown;
  listed_position: unknown;
  listed_id: number;
  catalogue_first_year: number | null;
  catalogue_is_supplement: boolean;
  catalogue_created_at: Date;
  catalogue_updated_at: Date;
  listed_title: string;
  listed_main_title: string;
} & ({ id: number } & FullEditionRow);

/**
 * The catalogues whose ids `idsSql` gives as an int array, in its order, each with its whole
 * editions first version first: one row per edition, in one statement.
 */
const catalogueRowsSql = (idsSql: string) => `
  select listed.nth as listed_nth, e.position as listed_position,
    c.id as listed_id, c.title as listed_title, c.main_title as listed_main_title,
    c.first_year as catalogue_first_year, c.created_at as catalogue_created_at,
    c.updated_at as catalogue_updated_at,
    exists (select 1 from supplementary_contents s where s.supplement_catalogue_id = c.id) as catalogue_is_supplement,
    ${fullEditionColumns}
  from unnest(${idsSql}) with ordinality as listed(id, nth)
  join catalogues c on c.id = listed.id
  left join editions e on e.catalogue_id = c.id
  left join files pf on pf.id = e.pdf_file_id left join files cf on cf.id = e.cover_file_id
  order by listed.nth, e.position`;

/** The contract's catalogues from rows of `catalogueRowsSql` (a catalogue's rows follow one another). */
function cataloguesOfRows(
  rows: CatalogueEditionRow[],
  urls: PublicUrls,
  lang: string | undefined,
): Catalogue[] {
  const catalogues: Catalogue[] = [];
  let current: Catalogue | undefined;
  for (const row of rows) {
    if (current?.id !== row.listed_id) {
      current = {
        id: row.listed_id,
        uri: entityUri(urls, 'catalogues', row.listed_id),
        title: row.listed_title,
        mainTitle: row.listed_main_title,
        year: row.catalogue_first_year,
        isSupplement: row.catalogue_is_supplement,
        editionCount: 0,
        editions: [],
        createdAt: row.catalogue_created_at.toISOString(),
        updatedAt: row.catalogue_updated_at.toISOString(),
      };
      catalogues.push(current);
    }
    if (row.id !== null) {
      current.editions.push(editionOfRow(row, urls, lang));
      current.editionCount = current.editions.length;
    }
  }
  return catalogues;
}

/** Full catalogues (with their editions) in the order of `ids`. */
export async function cataloguesById(
  db: Queryable,
  urls: PublicUrls,
  ids: number[],
  lang?: string,
): Promise<Catalogue[]> {
  if (ids.length === 0) return [];
  // One statement whatever the ids: planned once per connection.
  const rows = await db.query<CatalogueEditionRow>(catalogueRowsSql('$1::int[]'), [[...new Set(ids)]], {
    keep: 'plan',
  });
  const byId = new Map(cataloguesOfRows(rows, urls, lang).map((catalogue) => [catalogue.id, catalogue]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The orders a catalogue list can take; each has an index (migrations 004, 013) and ends on the id for stable pages. */
const catalogueOrders = {
  title: 'c.title_sort, c.id',
  // The first edition's interval, its start then its end; undated (no interval) last.
  year: 'c.first_date_from nulls last, c.first_date_to, c.title_sort, c.id',
  recent: 'c.created_at desc, c.id desc',
} as const;
export type CatalogueOrder = keyof typeof catalogueOrders;

/**
 * One page of the catalogue list, in one statement: the page's ids (with the data version and the
 * total, unless a count taken at that version is remembered), and those catalogues with their
 * editions. Should the data have changed since the remembered count, it is counted again. The list
 * as it opens (in any order), or its catalogues looked up by id (a selective place, holder or
 * publisher list, the ids of a collection), is planned once per connection: its page is a walk down
 * an index or a lookup of the matches whatever the values, and planning took as long as running it
 * (0.65 of a places-and-years page's 1.7 ms). Any other filter's plan hangs on its values (a rare
 * keyword takes another index), so such a list is planned each time, but parsed once per
 * connection (each combination of filters is one statement text); a common keyword's next pages
 * keep theirs (`walksTitles`). It was two statements, the page's ids
 * and then their rows: at ten clients on two cores, each round trip's socket writes and wake-ups
 * cost as much as the work.
 */
export async function listCatalogues(
  ctx: DomainContext,
  query: CatalogueFilters & PageRequest & { lang?: string; sort?: CatalogueOrder },
): Promise<{ catalogues: Catalogue[]; pagination: Pagination }> {
  const { db, urls, counts } = ctx;
  const counted = new SqlParams();
  const selective = await isSelective(ctx, query);
  const filtered = catalogueConditions(counted, query, selective);
  const filterValues = [...counted.values];
  const countSql = `select count(*)::int as count from catalogues c ${whereAll(filtered.conditions)}`;
  const total = countAlongside(db, counts, countSql, filterValues);
  // A page found by walking the titles is written for it: only with the count remembered, so the
  // statement's values are its own.
  const walk = await walksTitles(ctx, query, filterValues, total.remembered);
  const params = walk ? new SqlParams() : counted;
  const { conditions, planHangsOnValues } = walk
    ? catalogueConditions(params, query, selective, 'strpos')
    : filtered;
  const valued = params.values.length > 0;
  const limit = params.add(query.perPage);
  const offset = params.add(offsetOf(query));
  const page = `page as materialized (select array(select c.id from catalogues c ${whereAll(conditions)}
       order by ${catalogueOrders[query.sort ?? 'title']} limit ${limit} offset ${offset}) as ids, ${total.columns})`;
  // A page without catalogues is still one row, with the count: its catalogue's columns are null.
  const rows = await db.query<CountedRow & Nullable<CatalogueEditionRow>>(
    `with ${page}
     select page.data_version, page.total, page_rows.* from page
     left join lateral (${catalogueRowsSql('page.ids')}) page_rows on true
     order by page_rows.listed_nth, page_rows.listed_position`,
    params.values,
    { keep: planHangsOnValues ? 'parse' : valued ? 'generic' : 'plan' },
  );
  const count = await total.count(rows[0]);
  const listed = rows.filter((row): row is CountedRow & CatalogueEditionRow => row.listed_id !== null);
  return {
    catalogues: cataloguesOfRows(listed, urls, query.lang),
    pagination: paginationOf(count, query.perPage),
  };
}

/**
 * The ids of every catalogue the list's filters keep, in the list's order: at most `limit` (an
 * export asks for one more than it may hold, to tell that it would hold too many).
 */
export async function catalogueIdsInOrder(
  ctx: DomainContext,
  query: CatalogueFilters & { sort?: CatalogueOrder },
  limit: number,
): Promise<number[]> {
  const params = new SqlParams();
  const { conditions } = catalogueConditions(params, query, await isSelective(ctx, query));
  const rows = await ctx.db.query<{ id: number }>(
    `select c.id from catalogues c ${whereAll(conditions)}
     order by ${catalogueOrders[query.sort ?? 'title']} limit ${params.add(limit)}`,
    params.values,
  );
  return rows.map((row) => row.id);
}

export async function getCatalogue(
  { db, urls }: DomainContext,
  id: number,
  lang?: string,
): Promise<Catalogue> {
  const [catalogue] = await cataloguesById(db, urls, [id], lang);
  if (!catalogue) throw notFound();
  return catalogue;
}

/** Splits the dashboard form into the catalogue's titles and its first edition's fields. */
function splitCatalogueInput({ mainTitle, title, ...editionFields }: CatalogueInput) {
  const trimmedMainTitle = mainTitle.trim();
  return { mainTitle: trimmedMainTitle, title: title?.trim() || trimmedMainTitle, editionFields };
}

/** Creates the catalogue and its first edition from the dashboard form, in one transaction. */
export async function createCatalogue(ctx: DomainContext, input: CatalogueInput): Promise<Catalogue> {
  const { editionFields, ...titles } = splitCatalogueInput(input);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      'insert into catalogues (title, main_title) values ($1, $2) returning id',
      [titles.title, titles.mainTitle],
    );
    if (!row) throw new Error('insert into catalogues returned no id');
    await writeEdition(tx, row.id, null, editionFields);
    return row.id;
  });
  return getCatalogue(ctx, id);
}

/**
 * Updates the titles and the first edition's fields, in one transaction. A cover the first edition
 * no longer shows is deleted from `store` when nothing else uses it.
 */
export async function updateCatalogue(
  ctx: DomainContext,
  id: number,
  input: CatalogueInput,
  store: FileStore,
): Promise<Catalogue> {
  const { editionFields, ...titles } = splitCatalogueInput(input);
  const previousCover = await ctx.db.transaction(async (tx) => {
    const updated = await tx.query(
      'update catalogues set title = $1, main_title = $2, updated_at = now() where id = $3 returning id',
      [titles.title, titles.mainTitle, id],
    );
    if (updated.length === 0) throw notFound();
    const [first] = await tx.query<{ id: number }>(
      'select id from editions where catalogue_id = $1 order by position limit 1',
      [id],
    );
    const cover = first ? await coverOf(tx, first.id) : null;
    await writeEdition(tx, id, first?.id ?? null, editionFields);
    return cover;
  });
  if (store && editionFields.imageId !== undefined && previousCover !== editionFields.imageId) {
    await releaseFiles(ctx.db, store, [previousCover]);
  }
  return getCatalogue(ctx, id);
}

/**
 * Deletes the catalogue; its editions, their text index and its supplementary contents go with it,
 * and the editions' PDFs and covers unless something else still uses them.
 */
export async function deleteCatalogue({ db }: DomainContext, store: FileStore, id: number): Promise<void> {
  const files = await db.transaction(async (tx) => {
    // The editions first, for their files; deleting the catalogue would take them along unseen.
    const editions = await tx.query<{ pdf_file_id: number | null; cover_file_id: number | null }>(
      'delete from editions where catalogue_id = $1 returning pdf_file_id, cover_file_id',
      [id],
    );
    const deleted = await tx.query('delete from catalogues where id = $1 returning id', [id]);
    if (deleted.length === 0) throw notFound();
    return editions.flatMap((edition) => [edition.pdf_file_id, edition.cover_file_id]);
  });
  await releaseFiles(db, store, files);
}
