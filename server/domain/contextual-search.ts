import { objectsBySubject, queryTreeLimits, subjects } from '../../common/contextual-search.ts';
import type { components } from '../../openapi/generated/catalogue';
import { SqlParams } from '../db/sql.ts';
import { cataloguesById, keywordCondition } from './catalogues.ts';
import type { DomainContext } from './context.ts';
import { type DateMatch, intervalCondition } from './edition-dates.ts';
import { badRequest } from './errors.ts';
import { type HolderRow, holderColumns, toHolder } from './holders.ts';
import { countRows, offsetOf, type PageRequest, type Pagination, paginationOf } from './pagination.ts';
import { type PlaceRow, placeColumns, toPlace } from './places.ts';
import { type PublisherRow, publisherColumns, toPublisher } from './publishers.ts';
import { containsPattern, foldText } from './text.ts';

export type QueryNode = components['schemas']['QueryNode'];
export type Subject = components['schemas']['Subject'];
export type QueryObject = components['schemas']['QueryObject'];
export type ContextualSearchResult = components['schemas']['ContextualSearchResult'];
export type ContextualSuggestion = components['schemas']['ContextualSuggestion'];

const { maxDepth, maxNodes } = queryTreeLimits;
const INT4_MAX = 2147483647;

/** How each subject is stored and how it reaches editions (every relation runs through editions). */
const entities = {
  catalogue: {
    table: 'catalogues',
    linkTable: 'editions',
    linkEdition: 'id',
    linkEntity: 'catalogue_id',
    nameMatch: (alias: string) => `fold(${alias}.title || ' ' || ${alias}.main_title)`,
    sortKey: (alias: string) => `${alias}.title_sort`,
  },
  publisher: {
    table: 'publishers',
    linkTable: 'edition_publishers',
    linkEdition: 'edition_id',
    linkEntity: 'publisher_id',
    nameMatch: (alias: string) => `${alias}.name_sort`,
    sortKey: (alias: string) => `${alias}.name_sort`,
  },
  place: {
    table: 'places',
    linkTable: 'edition_places',
    linkEdition: 'edition_id',
    linkEntity: 'place_id',
    nameMatch: (alias: string) => `${alias}.all_names`,
    sortKey: (alias: string) => `fold(coalesce(${alias}.names ->> 'EN', ${alias}.original_name, ''))`,
  },
  holder: {
    table: 'holders',
    linkTable: 'edition_holders',
    linkEdition: 'edition_id',
    linkEntity: 'holder_id',
    nameMatch: (alias: string) => `${alias}.name_sort`,
    sortKey: (alias: string) => `${alias}.name_sort`,
  },
} as const satisfies Record<Subject, unknown>;

/** The relation objects are the subjects: each names the subject of its `where`. */
type Relation = Subject;
const isRelation = (object: QueryObject): object is Relation =>
  (subjects as readonly string[]).includes(object);

class QueryCompiler {
  readonly params = new SqlParams();
  private aliasCount = 0;
  private nodeCount = 0;

  alias(subject: Subject): string {
    this.aliasCount += 1;
    return `${subject.charAt(0)}${this.aliasCount}`;
  }

  /** The nodes as one condition on `alias`: each joined to the previous by its own condition. */
  nodes(nodes: QueryNode[], subject: Subject, alias: string, depth: number): string {
    if (depth > maxDepth) throw badRequest('query_is_nested_too_deeply');
    return nodes
      .map((node, index) => {
        const predicate = `(${this.node(node, subject, alias, depth)})`;
        return index === 0 ? predicate : `${node.condition === 'OR' ? 'or' : 'and'} ${predicate}`;
      })
      .join(' ');
  }

  private node(node: QueryNode, subject: Subject, alias: string, depth: number): string {
    this.nodeCount += 1;
    if (this.nodeCount > maxNodes) throw badRequest('query_has_too_many_conditions');
    const { subject: nodeSubject, object } = node.query;
    if (nodeSubject !== subject) throw badRequest('query_subject_does_not_match_its_context');
    if (!objectsBySubject[subject].includes(object)) throw badRequest('query_object_not_allowed_for_subject');
    const input = node.query.input?.trim() ?? '';
    const isYear = object === 'yearFrom' || object === 'yearTo';
    if (node.query.dateMatch !== undefined && !isYear) throw badRequest('query_date_match_needs_a_year');
    if (isRelation(object)) return this.relation(subject, alias, object, input, node.where ?? [], depth);
    if (node.where && node.where.length > 0) throw badRequest('query_where_needs_a_relation');
    if (isYear) return this.year(subject, alias, object, input, node.query.dateMatch ?? 'overlap');
    return this.field(subject, alias, object, input);
  }

  /**
   * An edition whose interval reaches into the open range from (or up to) that year, or with
   * `within` lies certainly inside it, as the lists' `date-match` (edition-dates.ts).
   */
  private year(
    subject: Subject,
    alias: string,
    object: 'yearFrom' | 'yearTo',
    input: string,
    dateMatch: DateMatch,
  ): string {
    if (!/^[12]\d{3}$/.test(input)) throw badRequest('query_input_must_be_a_year');
    const entity = entities[subject];
    const year = Number(input);
    const range = object === 'yearFrom' ? { dateBegin: year, dateMatch } : { dateEnd: year, dateMatch };
    const dated = intervalCondition((value) => this.params.add(value), range, 'ye');
    return `exists (select 1 from ${entity.linkTable} ly join editions ye on ye.id = ly.${entity.linkEdition}
        where ly.${entity.linkEntity} = ${alias}.id and ${dated})`;
  }

  private field(subject: Subject, alias: string, object: QueryObject, input: string): string {
    const entity = entities[subject];
    if (input === '') throw badRequest('query_input_is_required');
    if (object === 'keyword') return keywordCondition(this.params, input, alias);
    return `${entity.nameMatch(alias)} like ${this.params.add(containsPattern(input))}`;
  }

  /** Related through an edition to an entity of `target`, chosen by id or name, narrowed by `where`. */
  private relation(
    subject: Subject,
    alias: string,
    target: Relation,
    input: string,
    where: QueryNode[],
    depth: number,
  ): string {
    if (target === subject) throw badRequest('query_object_not_allowed_for_subject');
    const from = entities[subject];
    const to = entities[target];
    const related = this.alias(target);
    const conditions: string[] = [];
    if (/^\d+$/.test(input)) {
      // Digits are an id; one beyond int4 names nothing (and must not reach the database as int).
      const id = Number(input);
      conditions.push(id <= INT4_MAX ? `${related}.id = ${this.params.add(id)}` : 'false');
    } else if (input !== '')
      conditions.push(`${to.nameMatch(related)} like ${this.params.add(containsPattern(input))}`);
    if (where.length > 0) conditions.push(`(${this.nodes(where, target, related, depth + 1)})`);
    if (conditions.length === 0) conditions.push('true');
    return `exists (select 1 from ${from.linkTable} ls
      join ${to.linkTable} lt on lt.${to.linkEdition} = ls.${from.linkEdition}
      join ${to.table} ${related} on ${related}.id = lt.${to.linkEntity}
      where ls.${from.linkEntity} = ${alias}.id and ${conditions.join(' and ')})`;
  }
}

/** Compiles a query tree into a parameterised condition on the first node's subject (exported for tests). */
export function compileQuery(nodes: QueryNode[]) {
  const subject = nodes[0]?.query.subject;
  if (!subject) throw badRequest('query_is_empty');
  const compiler = new QueryCompiler();
  const alias = compiler.alias(subject);
  const condition = compiler.nodes(nodes, subject, alias, 1);
  return { subject, alias, condition, values: compiler.params.values };
}

/**
 * One page of results, each loaded whole in the same query that finds it (a catalogue's editions
 * in one more), so a page costs the same few queries whatever its size, and an entry deleted
 * meanwhile is simply not on the page.
 */
export async function runContextualSearch(
  ctx: DomainContext,
  nodes: QueryNode[],
  query: PageRequest & { lang?: string },
): Promise<ContextualSearchResult> {
  const { subject, alias, condition, values } = compileQuery(nodes);
  const entity = entities[subject];
  const from = `${entity.table} ${alias} where ${condition}`;
  const page = `select ${alias}.id, ${entity.sortKey(alias)} as sort_key from ${from}
    order by ${entity.sortKey(alias)}, ${alias}.id limit $${values.length + 1} offset $${values.length + 2}`;
  const pageValues = [...values, query.perPage, offsetOf(query)];
  const [result, counted] = await Promise.all([
    resultPage(ctx, subject, page, pageValues, query.lang),
    countRows(ctx, `select count(*)::int as count from ${from}`, values),
  ]);
  const pagination: Pagination = paginationOf(counted, query.perPage);
  return { subject, result, pagination };
}

/**
 * For an export: the editions a query tree's results stand for, in order, at most `limit`. A
 * catalogue result is its catalogue (the editions follow); for a publisher, place or holder the
 * entries are the editions related to the results, ordered by catalogue title.
 */
export async function contextualSearchEntries(
  { db }: DomainContext,
  nodes: QueryNode[],
  limit: number,
): Promise<{ kind: 'catalogues' | 'editions'; ids: number[] }> {
  const { subject, alias, condition, values } = compileQuery(nodes);
  const entity = entities[subject];
  const limitParam = `$${values.length + 1}`;
  if (subject === 'catalogue') {
    const rows = await db.query<{ id: number }>(
      `select ${alias}.id from ${entity.table} ${alias} where ${condition}
       order by ${entity.sortKey(alias)}, ${alias}.id limit ${limitParam}`,
      [...values, limit],
    );
    return { kind: 'catalogues', ids: rows.map((row) => row.id) };
  }
  const rows = await db.query<{ id: number }>(
    `select e.id from editions e join catalogues c on c.id = e.catalogue_id
     where exists (select 1 from ${entity.linkTable} lx where lx.${entity.linkEdition} = e.id
       and lx.${entity.linkEntity} in (select ${alias}.id from ${entity.table} ${alias} where ${condition}))
     order by c.title_sort, c.id, e.position limit ${limitParam}`,
    [...values, limit],
  );
  return { kind: 'editions', ids: rows.map((row) => row.id) };
}

type ResultItem = ContextualSearchResult['result'][number];

/** The entries of `page` (a query of `id, sort_key`), in its order, with their columns. */
async function resultPage(
  { db, urls }: DomainContext,
  subject: Subject,
  page: string,
  values: unknown[],
  lang: string | undefined,
): Promise<ResultItem[]> {
  const joined = (columns: string, table: string, alias: string) =>
    `select ${columns} from (${page}) page join ${table} ${alias} on ${alias}.id = page.id
     order by page.sort_key, page.id`;
  switch (subject) {
    case 'catalogue': {
      const ids = (await db.query<{ id: number }>(page, values)).map((row) => row.id);
      return (await cataloguesById(db, urls, ids, lang)).map((catalogue) => ({
        type: subject,
        id: catalogue.id,
        label: catalogue.title,
        catalogue,
      }));
    }
    case 'publisher':
      return (await db.query<PublisherRow>(joined(publisherColumns, 'publishers', 'p'), values)).map(
        (row) => {
          const publisher = toPublisher(row, urls, lang);
          return { type: subject, id: publisher.id, label: publisher.name, publisher };
        },
      );
    case 'place':
      return (await db.query<PlaceRow>(joined(placeColumns, 'places', 'pl'), values)).map((row) => {
        const place = toPlace(row, urls, lang);
        const label =
          typeof place.name === 'string' ? place.name : (place.names.EN ?? place.originalName ?? '');
        return { type: subject, id: place.id, label, place };
      });
    case 'holder':
      return (await db.query<HolderRow>(joined(holderColumns, 'holders', 'h'), values)).map((row) => {
        const holder = toHolder(row, urls);
        return { type: subject, id: holder.id, label: holder.name, holder };
      });
  }
}

/**
 * Input suggestions for a node: entities of the related type (or, for title and name, of the
 * subject itself) whose name contains the input, those starting with it first.
 */
export async function suggestInputs(
  { db }: DomainContext,
  suggest: { subject: Subject; object: QueryObject; input?: string; limit?: number },
  lang: string | undefined,
): Promise<ContextualSuggestion[]> {
  const target: Subject | null = isRelation(suggest.object)
    ? suggest.object
    : suggest.object === 'title' || suggest.object === 'name'
      ? suggest.subject
      : null;
  if (!target) return [];
  const input = suggest.input?.trim() ?? '';
  const limit = suggest.limit ?? 10;
  const entity = entities[target];
  const params = new SqlParams();
  const contains = params.add(containsPattern(input));
  const startsWith = params.add(`${foldText(input).replace(/[\\%_]/g, '\\$&')}%`);
  const labelSql = {
    catalogue: 'x.main_title',
    publisher: 'x.name',
    place: `coalesce(x.names ->> ${target === 'place' ? params.add((lang || 'EN').toUpperCase()) : "'EN'"}, x.names ->> 'EN', x.original_name, '')`,
    holder: 'x.name',
  }[target];
  const rows = await db.query<{ id: number; label: string }>(
    `select x.id, ${labelSql} as label from ${entity.table} x
     where ${entity.nameMatch('x')} like ${contains}
     order by (${entity.nameMatch('x')} like ${startsWith}) desc, ${entity.sortKey('x')}, x.id
     limit ${params.add(limit)}`,
    params.values,
  );
  const suggestionOf: Record<Subject, (value: string, label: string) => ContextualSuggestion> = {
    catalogue: (value, label) => ({ catalogue: value, mainTitle: label }),
    publisher: (value, label) => ({ publisher: value, publisherLabel: label }),
    place: (value, label) => ({ place: value, placeLabel: label }),
    holder: (value, label) => ({ holder: value, holderLabel: label }),
  };
  return rows.map((row) => suggestionOf[target](String(row.id), row.label));
}
