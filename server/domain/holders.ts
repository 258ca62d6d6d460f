import { holderAuthorityFields } from '../../common/authority-ids.ts';
import type { components } from '../../openapi/generated/catalogue';
import { pageOfRows, SqlParams, whereAll } from '../db/sql.ts';
import { authorityIdValues } from './authority-ids.ts';
import { letterCondition } from './catalogues.ts';
import type { DomainContext, PublicUrls } from './context.ts';
import { entityUri } from './context.ts';
import { conflict, notFound } from './errors.ts';
import { countRows, offsetOf, type PageRequest, type Pagination, paginationOf } from './pagination.ts';
import { containsPattern } from './text.ts';

export type Holder = components['schemas']['Holder'];
export type HolderInput = components['schemas']['HolderInput'];

export interface HolderRow {
  id: number;
  name: string;
  label: string | null;
  prefix: string | null;
  wikidata: string | null;
  isil: string | null;
  catalogues: number;
}

/** A holder's columns on the alias `h`, with its count. */
export const holderColumns = `h.id, h.name, h.label, h.prefix, h.wikidata, h.isil,
  (select count(distinct e.catalogue_id)::int from edition_holders eh join editions e on e.id = eh.edition_id
    where eh.holder_id = h.id) as catalogues`;

export const toHolder = (row: HolderRow, urls: PublicUrls): Holder => ({
  id: row.id,
  uri: entityUri(urls, 'holders', row.id),
  name: row.name,
  label: row.label,
  prefix: row.prefix,
  wikidata: row.wikidata,
  isil: row.isil,
  value: String(row.id),
  catalogues: row.catalogues,
});

export async function listHolders(
  ctx: DomainContext,
  query: PageRequest & { keyword?: string; letter?: string; hasEditions?: boolean },
): Promise<{ holders: Holder[]; pagination: Pagination }> {
  const { db, urls } = ctx;
  const params = new SqlParams();
  const conditions: string[] = [];
  if (query.keyword?.trim()) {
    const pattern = params.add(containsPattern(query.keyword));
    conditions.push(`(h.name_sort like ${pattern} or fold(coalesce(h.label, '')) like ${pattern})`);
  }
  if (query.letter) conditions.push(letterCondition(params, 'h.name_sort', query.letter));
  if (query.hasEditions)
    conditions.push('exists (select 1 from edition_holders eh where eh.holder_id = h.id)');
  const where = whereAll(conditions);
  const filterValues = [...params.values];
  const limit = params.add(query.perPage);
  const offset = params.add(offsetOf(query));
  const [rows, counted] = await Promise.all([
    db.query<HolderRow>(
      pageOfRows({
        columns: holderColumns,
        from: 'holders h',
        alias: 'h',
        where,
        order: 'h.name_sort, h.id',
        limit,
        offset,
      }),
      params.values,
    ),
    countRows(ctx, `select count(*)::int as count from holders h ${where}`, filterValues),
  ]);
  return {
    holders: rows.map((row) => toHolder(row, urls)),
    pagination: paginationOf(counted, query.perPage),
  };
}

export async function getHolder({ db, urls }: DomainContext, id: number): Promise<Holder> {
  const [row] = await db.query<HolderRow>(`select ${holderColumns} from holders h where h.id = $1`, [id]);
  if (!row) throw notFound();
  return toHolder(row, urls);
}

const holderValues = (input: HolderInput) => [
  input.name.trim(),
  input.label?.trim() || null,
  input.prefix?.trim() || null,
  // wikidata, isil
  ...authorityIdValues(input, holderAuthorityFields),
];

export async function createHolder(ctx: DomainContext, input: HolderInput): Promise<Holder> {
  const [row] = await ctx.db.query<{ id: number }>(
    'insert into holders (name, label, prefix, wikidata, isil) values ($1, $2, $3, $4, $5) returning id',
    holderValues(input),
  );
  if (!row) throw new Error('insert into holders returned no id');
  return getHolder(ctx, row.id);
}

export async function updateHolder(ctx: DomainContext, id: number, input: HolderInput): Promise<Holder> {
  const updated = await ctx.db.query(
    `update holders set name = $1, label = $2, prefix = $3, wikidata = $4, isil = $5, updated_at = now()
     where id = $6 returning id`,
    [...holderValues(input), id],
  );
  if (updated.length === 0) throw notFound();
  return getHolder(ctx, id);
}

export async function deleteHolder({ db }: DomainContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const used = await tx.query('select 1 from edition_holders where holder_id = $1 limit 1', [id]);
    if (used.length > 0) throw conflict('error_to_delete_holder_it_is_being_used');
    const deleted = await tx.query('delete from holders where id = $1 returning id', [id]);
    if (deleted.length === 0) throw notFound();
  });
}
