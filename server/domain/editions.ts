import {
  type DateInterval,
  INVALID_EDTF_MESSAGE,
  readEdtf,
  readWrittenDate,
} from '../../common/edtf-dates.ts';
import type { NavigationSortColumn } from '../../common/navigation-list.ts';
import { INVALID_RIGHTS_MESSAGE, isRightsStatementUri } from '../../common/rights-statements.ts';
import type { components } from '../../openapi/generated/catalogue';
import { type CountedRow, countAlongside } from '../db/count-memo.ts';
import type { Queryable } from '../db/database.ts';
import { pageOfRows, SqlParams, whereAll } from '../db/sql.ts';
import type { DomainContext, PublicUrls } from './context.ts';
import { entityUri } from './context.ts';
import { badRequest, conflict, notFound } from './errors.ts';
import { type FileStore, releaseFiles } from './files.ts';
import { offsetOf, type PageRequest, paginationOf } from './pagination.ts';
import { containsPattern, prefixTsQuery } from './text.ts';

export type Edition = components['schemas']['Edition'];
export type EditionInput = components['schemas']['EditionInput'];
export type EditionListItem = components['schemas']['EditionListItem'];
type PlaceName = components['schemas']['PlaceName'];
type PdfTextStatus = components['schemas']['PdfFile']['textStatus'];
type LocalizedNames = Record<string, string>;

interface PlaceRow {
  id: number;
  names: LocalizedNames;
  original_name: string | null;
  geoname_id: number | null;
  latitude: number | null;
  longitude: number | null;
}

interface EditionRow {
  id: number;
  catalogue_id: number;
  catalogue_title: string;
  catalogue_main_title: string;
  position: number;
  title: string | null;
  date: string | null;
  year: number | null;
  date_uncertain: boolean;
  date_edtf: string | null;
  date_from: string | null;
  date_to: string | null;
  date_edtf_by_staff: boolean;
  edition_enumeration: string | null;
  physical_description: string | null;
  illustrative_content: string | null;
  has_annotation: boolean;
  annotation: string | null;
  citation: string | null;
  pdf_page_count: number | null;
  pdf_pages: number | null;
  pdf_size: number | null;
  /** Set whenever the edition has a PDF (migration 005). */
  pdf_text_status: PdfTextStatus;
  cover_sha256: string | null;
  rights: string | null;
}

/** The place's name in `lang` (falling back to English, the original name, any name), or every name. */
export function placeName(
  names: LocalizedNames,
  originalName: string | null,
  lang: string | undefined,
): PlaceName {
  if (!lang) return names;
  const wanted = lang.toUpperCase();
  return names[wanted] ?? names.EN ?? originalName ?? Object.values(names)[0] ?? '';
}

const editionColumns = `
  e.id, e.catalogue_id, c.title as catalogue_title, c.main_title as catalogue_main_title, e.position,
  e.title, e.date, e.year, e.date_uncertain, e.date_edtf, e.date_from::text as date_from,
  e.date_to::text as date_to, e.date_edtf_by_staff, e.edition_enumeration, e.physical_description,
  e.illustrative_content, e.has_annotation, e.annotation, e.citation, e.pdf_page_count, e.pdf_pages,
  pf.size as pdf_size, e.pdf_text_status, cf.sha256 as cover_sha256, e.rights`;

export const pdfUrl = (urls: PublicUrls, catalogueId: number, editionId: number) =>
  `${urls.api}/catalogues/${catalogueId}/editions/${editionId}/pdf`;

/**
 * An edition's publishers, places and holders as JSON arrays beside its own columns, so one
 * statement answers a whole edition (three more statements, one round trip later, before). Each
 * link looks its publisher, place or holder up by its key: as a join, PostgreSQL hashed the whole
 * table of the 100 holders (and of the places) for every edition, and these three columns took
 * half of a catalogue list page's time in the database (0.65 of 1.25 ms; 0.44 ms now).
 */
const editionLinkColumns = `
  (select coalesce(json_agg((select json_build_object('id', p.id, 'name', p.name)
      from publishers p where p.id = l.publisher_id) order by l.position, l.publisher_id), '[]')
    from edition_publishers l where l.edition_id = e.id) as publishers,
  (select coalesce(json_agg((select json_build_object('id', p.id, 'names', p.names, 'original_name', p.original_name,
      'geoname_id', p.geoname_id, 'latitude', p.latitude, 'longitude', p.longitude)
      from places p where p.id = l.place_id) order by l.position, l.place_id), '[]')
    from edition_places l where l.edition_id = e.id) as places,
  (select coalesce(json_agg((select json_build_object('id', h.id, 'name', h.name, 'label', h.label)
      from holders h where h.id = l.holder_id) order by l.position, l.holder_id), '[]')
    from edition_holders l where l.edition_id = e.id) as holders`;

/**
 * The navigation list's publishers and places of an edition `e`, as its answer shows them: each
 * place's name chosen here as `placeName` chooses it, so that the rows go out as they come in.
 */
function navigationLinkColumns(params: SqlParams, lang: string | undefined): string {
  const name = lang
    ? `coalesce(p.names ->> ${params.add(lang.toUpperCase())}, p.names ->> 'EN', p.original_name,
        (select value from jsonb_each_text(p.names) limit 1), '')`
    : 'p.names';
  return `
  (select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name) order by l.position, p.id), '[]')
    from edition_publishers l join publishers p on p.id = l.publisher_id where l.edition_id = e.id) as publishers,
  (select coalesce(json_agg(json_build_object('id', p.id, 'name', ${name}) order by l.position, p.id), '[]')
    from edition_places l join places p on p.id = l.place_id where l.edition_id = e.id) as places`;
}

/** The columns of a whole edition (`e`, its catalogue `c`, its files `pf` and `cf`) with its links. */
export const fullEditionColumns = `${editionColumns}, ${editionLinkColumns}`;

/** The tables `fullEditionColumns` reads, joined to editions `e`. */
export const fullEditionJoins = `join catalogues c on c.id = e.catalogue_id
  left join files pf on pf.id = e.pdf_file_id left join files cf on cf.id = e.cover_file_id`;

/** A row of `fullEditionColumns`. */
export interface FullEditionRow extends EditionRow {
  publishers: Array<{ id: number; name: string }>;
  places: PlaceRow[];
  holders: Array<{ id: number; name: string; label: string | null }>;
}

/** The contract's edition from a row of `fullEditionColumns`. */
export function editionOfRow(row: FullEditionRow, urls: PublicUrls, lang: string | undefined): Edition {
  return {
    id: row.id,
    editionId: String(row.id),
    uri: entityUri(urls, 'editions', row.id),
    catalogueId: row.catalogue_id,
    catalogue: { id: row.catalogue_id, title: row.catalogue_title, mainTitle: row.catalogue_main_title },
    position: row.position,
    title: row.title,
    date: row.date,
    year: row.year,
    dateUncertain: row.date_uncertain,
    dateEdtf: row.date_edtf,
    dateFrom: row.date_from,
    dateTo: row.date_to,
    dateEdtfByStaff: row.date_edtf_by_staff,
    editionEnumeration: row.edition_enumeration,
    physicalDescription: row.physical_description,
    illustrativeContent: row.illustrative_content,
    hasAnnotation: row.has_annotation,
    annotation: row.annotation,
    citation: row.citation,
    pdfPageCount: row.pdf_page_count,
    pdf:
      row.pdf_size === null
        ? null
        : {
            url: pdfUrl(urls, row.catalogue_id, row.id),
            size: row.pdf_size,
            pages: row.pdf_pages ?? 0,
            // Only uploads record the status; the demo seed stores PDFs it has indexed itself.
            textStatus: row.pdf_text_status,
          },
    imageSrc: row.cover_sha256 ? `${urls.iiif}/${row.cover_sha256}` : null,
    url: `${urls.app}/catalogues/${row.catalogue_id}/edition/${row.id}`,
    rights: row.rights,
    publishers: row.publishers.map((p) => ({
      id: p.id,
      uri: entityUri(urls, 'publishers', p.id),
      name: p.name,
    })),
    places: row.places.map((p) => ({
      id: p.id,
      uri: entityUri(urls, 'places', p.id),
      name: placeName(p.names, p.original_name, lang),
      names: p.names,
      geonameId: p.geoname_id,
      latitude: p.latitude,
      longitude: p.longitude,
    })),
    holders: row.holders.map((h) => ({
      id: h.id,
      uri: entityUri(urls, 'holders', h.id),
      name: h.name,
      label: h.label,
    })),
  };
}

async function loadEditions(
  db: Queryable,
  urls: PublicUrls,
  where: string,
  values: unknown[],
  lang: string | undefined,
): Promise<Edition[]> {
  const rows = await db.query<FullEditionRow>(
    `select ${fullEditionColumns} from editions e ${fullEditionJoins} where ${where} order by e.catalogue_id, e.position`,
    values,
  );
  return rows.map((row) => editionOfRow(row, urls, lang));
}

/** Full editions of the given catalogues, grouped by catalogue, first version first. */
export async function editionsOfCatalogues(
  db: Queryable,
  urls: PublicUrls,
  catalogueIds: number[],
  lang?: string,
): Promise<Map<number, Edition[]>> {
  const byCatalogue = new Map<number, Edition[]>(catalogueIds.map((id) => [id, []]));
  if (catalogueIds.length === 0) return byCatalogue;
  for (const edition of await loadEditions(db, urls, 'e.catalogue_id = any($1)', [catalogueIds], lang)) {
    byCatalogue.get(edition.catalogueId)?.push(edition);
  }
  return byCatalogue;
}

/** Full editions by id, in the order of `editionIds`. */
export async function editionsById(
  db: Queryable,
  urls: PublicUrls,
  editionIds: number[],
  lang?: string,
): Promise<Edition[]> {
  if (editionIds.length === 0) return [];
  const editions = await loadEditions(db, urls, 'e.id = any($1)', [editionIds], lang);
  const byId = new Map(editions.map((edition) => [edition.id, edition]));
  return editionIds.flatMap((id) => byId.get(id) ?? []);
}

export async function getEdition(
  { db, urls }: DomainContext,
  catalogueId: number,
  editionId: number,
  lang?: string,
): Promise<Edition> {
  const [edition] = await editionsById(db, urls, [editionId], lang);
  if (!edition || edition.catalogueId !== catalogueId) throw notFound();
  return edition;
}

export interface EditionListQuery extends PageRequest {
  keyword?: string;
  lang?: string;
  sort?: NavigationSortColumn;
  direction?: 'asc' | 'desc';
  filter?: string;
}

/** The list's own order, which also breaks the ties of every sorted column in both directions. */
const serverOrder = 'c.title_sort, c.id, e.position';

/**
 * A navigation list sort: the join it needs and its ORDER BY. Publishers and places sort by the
 * keys migration 014 stores per edition and language (their folded names joined in the edition's
 * order, places in `lang`), dates by the interval's start, then its end (issue 17); editions
 * without any come last in both directions. Where an index gives the order's first column
 * (`leading`), deep windows are found through it (`leadingColumnWindowSql`).
 */
interface NavigationSort {
  join: string;
  orderBy: string;
  direction: 'asc' | 'desc';
  leading?: LeadingColumn;
}

/** The column leading a sort, with the table (its rows, their edition id) an index gives it in order from. */
interface LeadingColumn {
  column: string;
  table: string;
  rows: string;
  editionId: string;
}

function navigationOrder(params: SqlParams, query: EditionListQuery): NavigationSort {
  const direction = query.direction === 'desc' ? 'desc' : 'asc';
  switch (query.sort) {
    case undefined:
    case 'title':
      // The title descending still lists one catalogue's editions first to last, as the browser does.
      // Each edition carries its catalogue's title for the index (migration 022).
      return {
        join: '',
        direction,
        orderBy: `c.title_sort ${direction}, c.id, e.position`,
        leading: { column: 'e.catalogue_title_sort', table: 'editions e', rows: 'true', editionId: 'e.id' },
      };
    case 'year':
      return {
        join: '',
        direction,
        orderBy: `e.date_from ${direction} nulls last, e.date_to ${direction} nulls last, ${serverOrder}`,
        leading: { column: 'e.date_from', table: 'editions e', rows: 'true', editionId: 'e.id' },
      };
    case 'publishers':
    case 'places': {
      const lang = params.add((query.lang ?? 'EN').toUpperCase());
      const keysOfLanguage = `k.lang = sort_key_language(${lang})`;
      return {
        join: `join edition_sort_keys k on k.edition_id = e.id and ${keysOfLanguage}`,
        direction,
        orderBy: `k.${query.sort} ${direction} nulls last, ${serverOrder}`,
        leading: {
          column: `k.${query.sort}`,
          table: 'edition_sort_keys k',
          rows: keysOfLanguage,
          editionId: 'k.edition_id',
        },
      };
    }
  }
}

/**
 * The SQL of one window of the whole list, sorted by a column that leads its order. Sorting the
 * editions before the window in full (their ties are broken by catalogue title, another table)
 * grows with the window's depth: 10,000 rows joined for the 50th window. Instead, the window's
 * leading values are read from the index alone; only the editions sharing those values are joined
 * and sorted, and the ones before them are just counted, to know where the window starts among them.
 */
function leadingColumnWindowSql(
  sort: NavigationSort,
  leading: LeadingColumn,
  columns: string,
  limit: string,
  offset: string,
) {
  const { column, table, rows, editionId } = leading;
  const [first, before] = sort.direction === 'desc' ? ['high', '>'] : ['low', '<'];
  // Two selects rather than an OR, so each reads its index range.
  return `with window_keys as materialized (
      select ${column} as key from ${table} where ${rows}
      order by ${column} ${sort.direction} nulls last limit ${limit} offset ${offset}),
    edge as materialized (
      select min(key) as low, max(key) as high, coalesce(bool_or(key is null), false) as with_empty
      from window_keys),
    earlier as materialized (
      select case when (select low from edge) is null
        then (select count(*) from ${table} where ${rows} and ${column} is not null)
        else (select count(*) from ${table} where ${rows} and ${column} ${before} (select ${first} from edge))
      end as count)
    select ${columns}
    from editions e join catalogues c on c.id = e.catalogue_id ${sort.join}
    where e.id in (
      select ${editionId} from ${table}
      where ${rows} and ${column} between (select low from edge) and (select high from edge)
      union all
      select ${editionId} from ${table} where ${rows} and ${column} is null and (select with_empty from edge))
    order by ${sort.orderBy}
    limit ${limit} offset greatest(0, ${offset} - (select count from earlier))`;
}

/**
 * The navigation list's filter: every word somewhere in the row's title, publishers, places (in
 * any language) or year. A word with a letter must also be in the catalogue's folded search text,
 * which holds all of those but the year: its trigram index narrows the editions to test.
 */
function navigationFilterConditions(params: SqlParams, filter: string): string[] {
  const words = filter.split(/\s+/).filter(Boolean);
  return words.map((word) => {
    const like = params.add(containsPattern(word));
    const inRow = `(c.title_sort like ${like}
      or exists (select 1 from edition_publishers l join publishers p on p.id = l.publisher_id
        where l.edition_id = e.id and p.name_sort like ${like})
      or exists (select 1 from edition_places l join places p on p.id = l.place_id
        where l.edition_id = e.id and p.all_names like ${like})
      or e.year::text like ${like})`;
    return /^\d+$/.test(word) ? inRow : `c.search_text like ${like} and ${inRow}`;
  });
}

/** The compact list behind the navigation list, a window at a time, sorted and filtered by the database. */
export async function listEditions(
  ctx: DomainContext,
  query: EditionListQuery,
): Promise<{ editions: EditionListItem[]; pagination: ReturnType<typeof paginationOf> }> {
  const { db } = ctx;
  const params = new SqlParams();
  const conditions: string[] = [];
  if (query.keyword?.trim()) {
    const tsQuery = prefixTsQuery(query.keyword);
    const like = params.add(containsPattern(query.keyword));
    conditions.push(
      tsQuery
        ? `(c.search_doc @@ to_tsquery('simple', ${params.add(tsQuery)}) or c.search_text like ${like})`
        : `c.search_text like ${like}`,
    );
  }
  if (query.filter?.trim()) conditions.push(...navigationFilterConditions(params, query.filter));
  const where = whereAll(conditions);
  const countSql =
    conditions.length > 0
      ? `select count(*)::int as count from editions e join catalogues c on c.id = e.catalogue_id ${where}`
      : 'select count(*)::int as count from editions';
  const filterValues = [...params.values];
  const sort = navigationOrder(params, query);
  const limit = params.add(query.perPage);
  const offset = params.add(offsetOf(query));
  // One statement answers the window, its publishers and places, the data version and the total
  // (unless a count taken at that version is remembered): the link columns and the total are
  // computed after the window's LIMIT, for its rows only, and once.
  const total = countAlongside(db, ctx.counts, countSql, filterValues);
  // Named as the answer names them: the rows are the answer's items (the serializer leaves out the
  // count's columns), with no second copy of 9,999 rows made on the way.
  const columns = `e.id, e.catalogue_id as "catalogueId", c.title, e.position, e.date, e.year,
    ${navigationLinkColumns(params, query.lang)}, ${total.columns}`;
  // A filtered list is sorted whole (the index alone cannot filter it), and its window's ids found
  // before the columns are read: the rows an OFFSET skips are still computed, and a filter keeping
  // most of 100,000 catalogues read every earlier row's publishers and places (about 0.9 s deep in
  // the list, 0.3 s now).
  const windowSql =
    sort.leading && conditions.length === 0
      ? leadingColumnWindowSql(sort, sort.leading, columns, limit, offset)
      : pageOfRows({
          columns,
          from: `editions e join catalogues c on c.id = e.catalogue_id ${sort.join}`,
          alias: 'e',
          where,
          order: sort.orderBy,
          limit,
          offset,
        });
  const rows = await db.query<CountedRow & EditionListItem>(windowSql, params.values);
  const counted = await total.count(rows[0]);
  return { editions: rows, pagination: paginationOf(counted, query.perPage) };
}

/** Checks that every referenced publisher, place, holder and cover image exists. */
async function assertReferencesExist(db: Queryable, input: EditionInput): Promise<void> {
  const checks: Array<[string, number[] | undefined, string]> = [
    ['publishers', input.publishers, 'unknown_publisher'],
    ['places', input.places, 'unknown_place'],
    ['holders', input.holders, 'unknown_holder'],
    ['files', input.imageId ? [input.imageId] : undefined, 'unknown_image'],
  ];
  for (const [table, ids, message] of checks) {
    if (!ids || ids.length === 0) continue;
    const [row] = await db.query<{ count: number }>(
      `select count(*)::int as count from ${table} where id = any($1)`,
      [ids],
    );
    if (row?.count !== ids.length) throw badRequest(message);
  }
  if (input.imageId) {
    const [file] = await db.query<{ mime_type: string }>('select mime_type from files where id = $1', [
      input.imageId,
    ]);
    if (!file?.mime_type.startsWith('image/')) throw badRequest('unknown_image');
  }
}

const editionFieldColumns: Array<[keyof EditionInput, string]> = [
  ['title', 'title'],
  ['date', 'date'],
  ['dateUncertain', 'date_uncertain'],
  ['editionEnumeration', 'edition_enumeration'],
  ['physicalDescription', 'physical_description'],
  ['illustrativeContent', 'illustrative_content'],
  ['hasAnnotation', 'has_annotation'],
  ['annotation', 'annotation'],
  ['citation', 'citation'],
  ['pdfPageCount', 'pdf_page_count'],
  ['imageId', 'cover_file_id'],
  ['rights', 'rights'],
];

/** A rights URI is one of the list (common/rights-statements.ts), written as listed; blank or null clears it. */
function assertRightsStatement(rights: string | null | undefined): void {
  if (rights?.trim() && !isRightsStatementUri(rights)) throw badRequest(INVALID_RIGHTS_MESSAGE);
}

/**
 * The staff's EDTF correction: an interval, `null` to read the written date again, `undefined`
 * when the input leaves it as it is. Refuses what is not valid EDTF before anything is written.
 */
function staffCorrection(dateEdtf: string | null | undefined): DateInterval | null | undefined {
  if (dateEdtf === undefined) return undefined;
  if (dateEdtf === null || dateEdtf.trim() === '') return null;
  const interval = readEdtf(dateEdtf);
  if (!interval) throw badRequest(INVALID_EDTF_MESSAGE);
  return interval;
}

/**
 * Keeps the edition's interval in step with its written date: the staff's correction when given,
 * else the normaliser's reading, unless an earlier correction stands and no reset was asked for.
 */
async function writeDateInterval(
  tx: Queryable,
  editionId: number,
  correction: DateInterval | null | undefined,
) {
  if (correction) {
    await tx.query(
      `update editions set date_edtf = $2, date_from = $3, date_to = $4, date_edtf_by_staff = true where id = $1`,
      [editionId, correction.edtf, correction.from, correction.to],
    );
    return;
  }
  const [row] = await tx.query<{ date: string | null; date_edtf_by_staff: boolean }>(
    'select date, date_edtf_by_staff from editions where id = $1',
    [editionId],
  );
  if (!row || (row.date_edtf_by_staff && correction === undefined)) return;
  const reading = readWrittenDate(row.date);
  const interval = reading.kind === 'dated' ? reading.interval : null;
  await tx.query(
    `update editions set date_edtf = $2, date_from = $3, date_to = $4, date_edtf_by_staff = false where id = $1`,
    [editionId, interval?.edtf ?? null, interval?.from ?? null, interval?.to ?? null],
  );
}

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Writes an edition's fields and links inside a transaction; fields absent from `input` are left as they are. */
export async function writeEdition(
  tx: Queryable,
  catalogueId: number,
  editionId: number | null,
  input: EditionInput,
) {
  await assertReferencesExist(tx, input);
  assertRightsStatement(input.rights);
  const correction = staffCorrection(input.dateEdtf);
  const present = editionFieldColumns.filter(([field]) => input[field] !== undefined);
  let id = editionId;
  if (id === null) {
    const [next] = await tx.query<{ position: number }>(
      'select coalesce(max(position), 0) + 1 as position from editions where catalogue_id = $1',
      [catalogueId],
    );
    const params = new SqlParams();
    const columns = ['catalogue_id', 'position', ...present.map(([, column]) => column)];
    const values = [
      params.add(catalogueId),
      params.add(next?.position ?? 1),
      ...present.map(([field]) => params.add(blankToNull(input[field]))),
    ];
    const [row] = await tx.query<{ id: number }>(
      `insert into editions (${columns.join(', ')}) values (${values.join(', ')}) returning id`,
      params.values,
    );
    id = row?.id ?? null;
    if (id === null) throw new Error('insert into editions returned no id');
  } else if (present.length > 0) {
    const params = new SqlParams();
    const sets = present.map(([field, column]) => `${column} = ${params.add(blankToNull(input[field]))}`);
    await tx.query(
      `update editions set ${sets.join(', ')}, updated_at = now() where id = ${params.add(id)}`,
      params.values,
    );
  }
  if (editionId === null || input.date !== undefined || input.dateEdtf !== undefined) {
    await writeDateInterval(tx, id, correction);
  }
  // A cover staff chose (or removed) is theirs: a new PDF no longer replaces it with its first page.
  if (input.imageId !== undefined) {
    await tx.query('update editions set cover_from_pdf = false where id = $1', [id]);
  }
  const links: Array<[string, string, number[] | undefined]> = [
    ['edition_publishers', 'publisher_id', input.publishers],
    ['edition_places', 'place_id', input.places],
    ['edition_holders', 'holder_id', input.holders],
  ];
  for (const [table, column, ids] of links) {
    if (!ids) continue;
    await tx.query(`delete from ${table} where edition_id = $1`, [id]);
    if (ids.length > 0) {
      await tx.query(
        `insert into ${table} (edition_id, ${column}, position)
         select $1, linked.id, linked.ord - 1 from unnest($2::int[]) with ordinality as linked(id, ord)`,
        [id, ids],
      );
    }
  }
  await tx.query('update catalogues set updated_at = now() where id = $1', [catalogueId]);
  await tx.query('select refresh_catalogue_search(array[$1::int])', [catalogueId]);
  return id;
}

async function assertCatalogueExists(db: Queryable, catalogueId: number) {
  const rows = await db.query('select 1 from catalogues where id = $1', [catalogueId]);
  if (rows.length === 0) throw notFound();
}

async function assertEditionOfCatalogue(db: Queryable, catalogueId: number, editionId: number) {
  const rows = await db.query('select 1 from editions where id = $1 and catalogue_id = $2', [
    editionId,
    catalogueId,
  ]);
  if (rows.length === 0) throw notFound();
}

export async function createEdition(
  ctx: DomainContext,
  catalogueId: number,
  input: EditionInput,
): Promise<Edition> {
  const id = await ctx.db.transaction(async (tx) => {
    await assertCatalogueExists(tx, catalogueId);
    return writeEdition(tx, catalogueId, null, input);
  });
  return getEdition(ctx, catalogueId, id);
}

/**
 * Updates an edition. A cover it no longer shows is deleted when nothing else uses it; `store` is
 * where that file lies (without it the file stays, as before).
 */
export async function updateEdition(
  ctx: DomainContext,
  catalogueId: number,
  editionId: number,
  input: EditionInput,
  store: FileStore,
): Promise<Edition> {
  const previousCover = await ctx.db.transaction(async (tx) => {
    await assertEditionOfCatalogue(tx, catalogueId, editionId);
    const cover = await coverOf(tx, editionId);
    await writeEdition(tx, catalogueId, editionId, input);
    return cover;
  });
  if (store && input.imageId !== undefined && previousCover !== input.imageId) {
    await releaseFiles(ctx.db, store, [previousCover]);
  }
  return getEdition(ctx, catalogueId, editionId);
}

/** The edition's cover file, locked until the transaction ends so a concurrent change waits. */
export async function coverOf(tx: Queryable, editionId: number): Promise<number | null> {
  const [row] = await tx.query<{ cover_file_id: number | null }>(
    'select cover_file_id from editions where id = $1 for update',
    [editionId],
  );
  return row?.cover_file_id ?? null;
}

/**
 * Deletes an edition; the later versions move up one position. A catalogue keeps at least one
 * edition. Its PDF and cover are deleted too, unless something else still uses them.
 */
export async function deleteEdition(
  { db }: DomainContext,
  store: FileStore,
  catalogueId: number,
  editionId: number,
): Promise<void> {
  const files = await db.transaction(async (tx) => {
    await assertEditionOfCatalogue(tx, catalogueId, editionId);
    const [row] = await tx.query<{ count: number }>(
      'select count(*)::int as count from editions where catalogue_id = $1',
      [catalogueId],
    );
    if ((row?.count ?? 0) <= 1) throw conflict('a_catalogue_needs_at_least_one_edition');
    const [deleted] = await tx.query<{
      position: number;
      pdf_file_id: number | null;
      cover_file_id: number | null;
    }>('delete from editions where id = $1 returning position, pdf_file_id, cover_file_id', [editionId]);
    await tx.query('update editions set position = position - 1 where catalogue_id = $1 and position > $2', [
      catalogueId,
      deleted?.position ?? 0,
    ]);
    await tx.query('update catalogues set updated_at = now() where id = $1', [catalogueId]);
    await tx.query('select refresh_catalogue_search(array[$1::int])', [catalogueId]);
    return [deleted?.pdf_file_id, deleted?.cover_file_id];
  });
  await releaseFiles(db, store, files);
}
