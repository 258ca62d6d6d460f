import type { components } from '../../openapi/generated/catalogue';
import type { Queryable } from '../db/database.ts';
import { cataloguesById } from './catalogues.ts';
import type { DomainContext } from './context.ts';
import { badRequest, conflict, notFound } from './errors.ts';

export type SupplementaryContent = components['schemas']['SupplementaryContent'];
export type SupplementaryContentInput = components['schemas']['SupplementaryContentInput'];

interface SupplementRow {
  id: number;
  catalogue_id: number;
  supplement_catalogue_id: number | null;
  title: string | null;
  note: string | null;
}

async function assertCatalogueExists(db: Queryable, id: number) {
  const rows = await db.query('select 1 from catalogues where id = $1', [id]);
  if (rows.length === 0) throw notFound();
}

/** Both directions: what supplements this catalogue, and what this catalogue supplements. */
export async function listSupplementaryContents(
  { db, urls }: DomainContext,
  catalogueId: number,
  lang?: string,
): Promise<{
  supplementaryContents: SupplementaryContent[];
  supplementaryContentsOf: SupplementaryContent[];
}> {
  await assertCatalogueExists(db, catalogueId);
  const rows = await db.query<SupplementRow>(
    `select s.id, s.catalogue_id, s.supplement_catalogue_id, s.title, s.note from supplementary_contents s
     where s.catalogue_id = $1 or s.supplement_catalogue_id = $1 order by s.id`,
    [catalogueId],
  );
  const otherIds = rows.flatMap((row) =>
    row.catalogue_id === catalogueId
      ? row.supplement_catalogue_id === null
        ? []
        : [row.supplement_catalogue_id]
      : [row.catalogue_id],
  );
  const others = new Map(
    (await cataloguesById(db, urls, [...new Set(otherIds)], lang)).map((c) => [c.id, c]),
  );
  const toContent = (row: SupplementRow, otherId: number | null): SupplementaryContent => ({
    id: row.id,
    catalogueId: row.catalogue_id,
    supplementCatalogueId: row.supplement_catalogue_id,
    title: row.title,
    note: row.note,
    catalogue: otherId === null ? null : (others.get(otherId) ?? null),
  });
  return {
    supplementaryContents: rows
      .filter((row) => row.catalogue_id === catalogueId)
      .map((row) => toContent(row, row.supplement_catalogue_id)),
    supplementaryContentsOf: rows
      .filter((row) => row.supplement_catalogue_id === catalogueId)
      .map((row) => toContent(row, row.catalogue_id)),
  };
}

async function getSupplementaryContent(ctx: DomainContext, catalogueId: number, id: number) {
  const { supplementaryContents } = await listSupplementaryContents(ctx, catalogueId);
  const content = supplementaryContents.find((item) => item.id === id);
  if (!content) throw notFound();
  return content;
}

async function validateInput(db: Queryable, catalogueId: number, input: SupplementaryContentInput) {
  const supplementId = input.supplementCatalogueId ?? null;
  if (supplementId === null && !input.title?.trim())
    throw badRequest('supplementary_content_needs_a_title_or_a_catalogue');
  if (supplementId === catalogueId) throw badRequest('a_catalogue_cannot_supplement_itself');
  if (supplementId !== null) {
    const rows = await db.query('select 1 from catalogues where id = $1', [supplementId]);
    if (rows.length === 0) throw badRequest('unknown_catalogue');
  }
  return [supplementId, input.title?.trim() || null, input.note?.trim() || null] as const;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

export async function createSupplementaryContent(
  ctx: DomainContext,
  catalogueId: number,
  input: SupplementaryContentInput,
): Promise<SupplementaryContent> {
  await assertCatalogueExists(ctx.db, catalogueId);
  const values = await validateInput(ctx.db, catalogueId, input);
  try {
    const [row] = await ctx.db.query<{ id: number }>(
      `insert into supplementary_contents (catalogue_id, supplement_catalogue_id, title, note)
       values ($1, $2, $3, $4) returning id`,
      [catalogueId, ...values],
    );
    if (!row) throw new Error('insert into supplementary_contents returned no id');
    return getSupplementaryContent(ctx, catalogueId, row.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('supplementary_content_already_exists');
    throw error;
  }
}

export async function updateSupplementaryContent(
  ctx: DomainContext,
  catalogueId: number,
  id: number,
  input: SupplementaryContentInput,
): Promise<SupplementaryContent> {
  const values = await validateInput(ctx.db, catalogueId, input);
  try {
    const updated = await ctx.db.query(
      `update supplementary_contents set supplement_catalogue_id = $1, title = $2, note = $3
       where id = $4 and catalogue_id = $5 returning id`,
      [...values, id, catalogueId],
    );
    if (updated.length === 0) throw notFound();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('supplementary_content_already_exists');
    throw error;
  }
  return getSupplementaryContent(ctx, catalogueId, id);
}

export async function deleteSupplementaryContent({ db }: DomainContext, catalogueId: number, id: number) {
  const deleted = await db.query(
    'delete from supplementary_contents where id = $1 and catalogue_id = $2 returning id',
    [id, catalogueId],
  );
  if (deleted.length === 0) throw notFound();
}
