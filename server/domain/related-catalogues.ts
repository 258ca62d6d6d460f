import type { components } from '../../openapi/generated/catalogue';
import type { DomainContext } from './context.ts';
import { editionsById } from './editions.ts';
import { notFound } from './errors.ts';
import { countRows, offsetOf, type PageRequest, type Pagination, paginationOf } from './pagination.ts';

export type RelatedCatalogue = components['schemas']['RelatedCatalogue'];

const relations = {
  place: { entityTable: 'places', linkTable: 'edition_places', column: 'place_id' },
  publisher: { entityTable: 'publishers', linkTable: 'edition_publishers', column: 'publisher_id' },
  holder: { entityTable: 'holders', linkTable: 'edition_holders', column: 'holder_id' },
} as const;

/** The ids of a place's, publisher's or holder's editions in the list's order, at most `limit`; 404 for no such entity. */
export async function relatedEditionIds(
  { db }: DomainContext,
  relation: keyof typeof relations,
  id: number,
  limit: number,
): Promise<number[]> {
  const { entityTable, linkTable, column } = relations[relation];
  const exists = await db.query(`select 1 from ${entityTable} where id = $1`, [id]);
  if (exists.length === 0) throw notFound();
  const rows = await db.query<{ edition_id: number }>(
    `select e.id as edition_id from ${linkTable} l join editions e on e.id = l.edition_id
     join catalogues c on c.id = e.catalogue_id where l.${column} = $1
     order by ${relatedOrder} limit $2`,
    [id, limit],
  );
  return rows.map((row) => row.edition_id);
}

/** The edition's interval, its start then its end (undated last), then title: the order of the related lists. */
const relatedOrder = 'e.date_from nulls last, e.date_to, c.title_sort, c.id, e.position';

/**
 * The catalogues related to a place, publisher or holder: one entry per related edition, each
 * carrying that edition, ordered by year (undated last), then title.
 */
export async function listRelatedCatalogues(
  ctx: DomainContext,
  relation: keyof typeof relations,
  id: number,
  query: PageRequest & { lang?: string },
): Promise<{ catalogues: RelatedCatalogue[]; pagination: Pagination }> {
  const { db, urls } = ctx;
  const { entityTable, linkTable, column } = relations[relation];
  const exists = await db.query(`select 1 from ${entityTable} where id = $1`, [id]);
  if (exists.length === 0) throw notFound();
  const [rows, counted] = await Promise.all([
    db.query<{ edition_id: number }>(
      `select e.id as edition_id from ${linkTable} l join editions e on e.id = l.edition_id
       join catalogues c on c.id = e.catalogue_id where l.${column} = $1
       order by ${relatedOrder} limit $2 offset $3`,
      [id, query.perPage, offsetOf(query)],
    ),
    countRows(ctx, `select count(*)::int as count from ${linkTable} where ${column} = $1`, [id]),
  ]);
  const editions = await editionsById(
    db,
    urls,
    rows.map((row) => row.edition_id),
    query.lang,
  );
  return {
    catalogues: editions.map((edition) => ({
      id: edition.catalogueId,
      title: edition.catalogue.title,
      mainTitle: edition.catalogue.mainTitle,
      edition,
    })),
    pagination: paginationOf(counted, query.perPage),
  };
}
