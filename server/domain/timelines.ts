import type { components } from '../../openapi/generated/catalogue';
import type { Queryable } from '../db/database.ts';
import type { DomainContext } from './context.ts';
import { placeName } from './editions.ts';
import { notFound } from './errors.ts';

export type TimelineEdition = components['schemas']['TimelineEdition'];
export type PublisherTimeline = components['schemas']['PublisherTimeline'];
export type CatalogueTimeline = components['schemas']['CatalogueTimeline'];
type CatalogueLane = CatalogueTimeline['lanes'][number];

interface TimelineRow {
  id: number;
  catalogue_id: number;
  catalogue_title: string;
  position: number;
  date: string | null;
  date_edtf: string | null;
  date_from: string | null;
  date_to: string | null;
  range: boolean;
  pages: number | null;
  numbered_entries: number | null;
  places: Array<{ id: number; names: Record<string, string>; originalName: string | null }>;
}

/**
 * An edition as a timeline mark. `range`: approximate or uncertain (EDTF's `~`, `?`, `%`, or the
 * staff's "date is not certain"), or an interval longer than a year (`1885/1890`, `189X`, "before
 * 1900"); a plain year or day stays a point. Dates as text, so both engines answer alike.
 */
const timelineColumns = `e.id, e.catalogue_id, c.title as catalogue_title, e.position, e.date, e.date_edtf,
  to_char(e.date_from, 'YYYY-MM-DD') as date_from, to_char(e.date_to, 'YYYY-MM-DD') as date_to,
  coalesce(e.date_uncertain or e.date_edtf ~ '[~?%]' or e.date_to - e.date_from > 365, false) as range,
  coalesce(e.pdf_pages, e.pdf_page_count) as pages,
  (select n.entries from edition_entry_counts n
    where n.edition_id = e.id and e.pdf_text_status in ('indexed', 'ocr')) as numbered_entries,
  coalesce((select json_agg(json_build_object('id', pl.id, 'names', pl.names, 'originalName', pl.original_name)
      order by epl.position, pl.id)
    from edition_places epl join places pl on pl.id = epl.place_id where epl.edition_id = e.id), '[]') as places`;

/** Sorting by the interval's start, then its end (spec of issue 17), undated last. */
const timelineOrder = 'e.date_from nulls last, e.date_to, c.title_sort, c.id, e.position';

function toTimelineEdition(row: TimelineRow, lang: string | undefined): TimelineEdition {
  const dated = row.date_from !== null && row.date_to !== null;
  return {
    catalogueId: row.catalogue_id,
    editionId: row.id,
    position: row.position,
    title: row.catalogue_title,
    date: row.date,
    edtf: dated ? row.date_edtf : null,
    from: dated ? row.date_from : null,
    to: dated ? row.date_to : null,
    range: dated && row.range,
    pages: row.pages,
    numberedEntries: row.numbered_entries,
    places: row.places.map((place) => ({
      id: place.id,
      name: placeName(place.names, place.originalName, lang),
    })),
  };
}

const isDated = (edition: TimelineEdition) => edition.from !== null;

/**
 * A firm's editions, one lane per place of publication so that moves and branches show: an
 * edition published in two places is a mark in both lanes, one without a place sits in a lane of
 * its own (`place: null`). Lanes follow their first dated edition; undated editions are listed
 * apart, never drawn.
 */
export async function publisherTimeline(
  { db }: DomainContext,
  publisherId: number,
  lang: string | undefined,
): Promise<PublisherTimeline> {
  const [publisher] = await db.query<{ id: number; name: string }>(
    'select id, name from publishers where id = $1',
    [publisherId],
  );
  if (!publisher) throw notFound();
  const rows = await db.query<TimelineRow>(
    `select ${timelineColumns} from edition_publishers ep join editions e on e.id = ep.edition_id
     join catalogues c on c.id = e.catalogue_id where ep.publisher_id = $1 order by ${timelineOrder}`,
    [publisherId],
  );
  const editions = rows.map((row) => toTimelineEdition(row, lang));
  // Editions come sorted by date, so each lane is sorted and the lanes meet in order of their first mark.
  const lanes = new Map<number | null, PublisherTimeline['lanes'][number]>();
  for (const edition of editions.filter(isDated)) {
    const places = edition.places.length > 0 ? edition.places : [null];
    for (const place of places) {
      const key = place?.id ?? null;
      const lane = lanes.get(key);
      if (lane) lane.editions.push(edition);
      else lanes.set(key, { place, editions: [edition] });
    }
  }
  return {
    publisher,
    lanes: [...lanes.values()],
    undated: editions.filter((edition) => !isDated(edition)),
  };
}

async function editionsOf(db: Queryable, catalogueIds: number[], lang: string | undefined) {
  const rows = await db.query<TimelineRow>(
    `select ${timelineColumns} from editions e join catalogues c on c.id = e.catalogue_id
     where e.catalogue_id = any($1::int[]) order by ${timelineOrder}`,
    [catalogueIds],
  );
  return rows.map((row) => toTimelineEdition(row, lang));
}

/**
 * A catalogue's editions in the first lane, then a lane per catalogue that supplements it and per
 * catalogue it supplements, each with its own editions: the catalogue's history beside its
 * supplements'. Supplementary contents that are only a title and a note have no edition to draw.
 */
export async function catalogueTimeline(
  { db }: DomainContext,
  catalogueId: number,
  lang: string | undefined,
): Promise<CatalogueTimeline> {
  const [catalogue] = await db.query<{ id: number; title: string }>(
    'select id, title from catalogues where id = $1',
    [catalogueId],
  );
  if (!catalogue) throw notFound();
  const related = await db.query<{ kind: CatalogueLane['kind']; id: number; title: string }>(
    `select 'supplementaryContent' as kind, c.id, c.title from supplementary_contents s
       join catalogues c on c.id = s.supplement_catalogue_id where s.catalogue_id = $1
     union all
     select 'supplementaryContentOf' as kind, c.id, c.title from supplementary_contents s
       join catalogues c on c.id = s.catalogue_id where s.supplement_catalogue_id = $1
     order by kind, id`,
    [catalogueId],
  );
  const editions = await editionsOf(db, [catalogueId, ...related.map((row) => row.id)], lang);
  const lanes: CatalogueLane[] = [
    { kind: 'editions' as const, catalogue },
    ...related.map(({ kind, id, title }) => ({ kind, catalogue: { id, title } })),
  ].flatMap((lane) => {
    const dated = editions.filter((edition) => edition.catalogueId === lane.catalogue.id && isDated(edition));
    return dated.length > 0 ? [{ ...lane, editions: dated }] : [];
  });
  return { catalogue, lanes, undated: editions.filter((edition) => !isDated(edition)) };
}
