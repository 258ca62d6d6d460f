import {
  objectsBySubject,
  queryTreeLimits,
  subjects,
  type TreeLimits,
} from '../../common/contextual-search.ts';
import type { components } from '../../openapi/generated/catalogue';

/**
 * Pure rules of the contextual search's query tree (spec sections 3 and 4), shared by the query
 * tree machine, its selectors and the screen's URL encoding. No xstate here.
 *
 * A tree is a list of nodes; each node asks one thing (`query`: subject, object, input) and is
 * joined to the node before it by its `condition`. A node whose object is a relation (publisher,
 * place, holder, catalogue) may narrow the related entities with its own list, `where`, whose
 * subject is that relation. The first node's subject is what is searched for.
 */

export type QueryNode = components['schemas']['QueryNode'];
export type Subject = components['schemas']['Subject'];
export type QueryObject = components['schemas']['QueryObject'];
export type Condition = QueryNode['condition'];
/**
 * How a year condition meets an edition's dated interval, as the lists' `date-match`: reaching
 * into the range (`overlap`, the default) or certainly inside it (`within`).
 */
export type DateMatch = NonNullable<QueryNode['query']['dateMatch']>;
/** Where a node sits: its index in the top list, then its index in each `where` below that. */
export type NodePath = readonly number[];

/** The subjects and the objects each can be asked about: the same table the server compiles from. */
export { objectsBySubject, subjects, type TreeLimits };
export const defaultSubject: Subject = 'catalogue';

/** What kind of value an object takes: free text, a related entity (by id or name), or a year. */
export type ObjectKind = 'text' | 'relation' | 'year';

export function kindOf(object: QueryObject): ObjectKind {
  if (object === 'yearFrom' || object === 'yearTo') return 'year';
  if (object === 'title' || object === 'name' || object === 'keyword') return 'text';
  return 'relation';
}

export const isSubject = (value: unknown): value is Subject =>
  (subjects as readonly unknown[]).includes(value);

/** A relation object names the subject of its sub-conditions. */
export const isRelation = (object: QueryObject): object is Subject => kindOf(object) === 'relation';

export const isAllowed = (subject: Subject, object: unknown): object is QueryObject =>
  (objectsBySubject[subject] as readonly unknown[]).includes(object);

/** The limits the server keeps (shared with it); tests walk the machine with smaller ones. */
export const serverLimits: Readonly<TreeLimits> = queryTreeLimits;

export const maxInputLength = 200;

/** The years a year condition accepts ('Enter a year between {min} and {max}'). */
export interface YearBounds {
  min: number;
  max: number;
}

export function blankNode(subject: Subject): QueryNode {
  return {
    query: { subject, object: objectsBySubject[subject][0] as QueryObject, input: '' },
    where: [],
    condition: 'AND',
    conditionsDisabled: false,
  };
}

/**
 * The rules every list keeps (spec section 4): the first node joins nothing, so its condition is
 * AND; a node that another follows has `conditionsDisabled` (adding a node sets it on the earlier
 * one, removing the last one clears it on the new last).
 */
export function withListRules(list: readonly QueryNode[]): QueryNode[] {
  return list.map((node, index) => ({
    ...node,
    condition: index === 0 ? 'AND' : node.condition,
    conditionsDisabled: index < list.length - 1,
  }));
}

export function nodeAt(nodes: readonly QueryNode[], path: NodePath): QueryNode | undefined {
  let list: readonly QueryNode[] = nodes;
  let node: QueryNode | undefined;
  for (const index of path) {
    node = list[index];
    if (!node) return undefined;
    list = node.where ?? [];
  }
  return node;
}

/** The list at `parent`: the top list for [], else the `where` of the node there. */
export function listAt(nodes: readonly QueryNode[], parent: NodePath): readonly QueryNode[] | undefined {
  if (parent.length === 0) return nodes;
  const node = nodeAt(nodes, parent);
  return node ? (node.where ?? []) : undefined;
}

/** The tree with the list at `parent` replaced by what `change` makes of it (list rules applied). */
function changeList(
  nodes: readonly QueryNode[],
  parent: NodePath,
  change: (list: readonly QueryNode[]) => QueryNode[],
): QueryNode[] {
  const [first, ...rest] = parent;
  if (first === undefined) return withListRules(change(nodes));
  return nodes.map((node, index) =>
    index === first ? { ...node, where: changeList(node.where ?? [], rest, change) } : node,
  );
}

function changeNode(
  nodes: readonly QueryNode[],
  path: NodePath,
  change: (node: QueryNode) => QueryNode,
): QueryNode[] {
  const parent = path.slice(0, -1);
  const last = path[path.length - 1];
  return changeList(nodes, parent, (list) =>
    list.map((node, index) => (index === last ? change(node) : node)),
  );
}

export function countNodes(nodes: readonly QueryNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countNodes(node.where ?? []), 0);
}

/** Levels of nesting: 0 for no nodes, 1 for a flat list. */
export function depthOf(nodes: readonly QueryNode[]): number {
  return nodes.reduce((deepest, node) => Math.max(deepest, 1 + depthOf(node.where ?? [])), 0);
}

/** The subject of the nodes of the list at `parent`: the tree's subject, or the parent's relation. */
export function subjectOfList(
  nodes: readonly QueryNode[],
  parent: NodePath,
  subject: Subject,
): Subject | null {
  if (parent.length === 0) return subject;
  const node = nodeAt(nodes, parent);
  return node && isRelation(node.query.object) ? node.query.object : null;
}

/** Whether one more node fits in the list at `parent`: under a relation, within every limit. */
export function canAddNode(
  nodes: readonly QueryNode[],
  parent: NodePath,
  subject: Subject,
  limits: TreeLimits,
): boolean {
  const list = listAt(nodes, parent);
  return (
    list !== undefined &&
    subjectOfList(nodes, parent, subject) !== null &&
    parent.length + 1 <= limits.maxDepth &&
    list.length < limits.maxPerList &&
    countNodes(nodes) < limits.maxNodes
  );
}

/** A blank node appended to the list at `parent` (call `canAddNode` first). */
export function addNode(nodes: readonly QueryNode[], parent: NodePath, subject: Subject): QueryNode[] {
  const listSubject = subjectOfList(nodes, parent, subject);
  if (listSubject === null) return [...nodes];
  return changeList(nodes, parent, (list) => [...list, blankNode(listSubject)]);
}

/** The tree without the node at `path` (and its sub-conditions); its list's first node joins with AND. */
export function removeNode(nodes: readonly QueryNode[], path: NodePath): QueryNode[] {
  const last = path[path.length - 1];
  return changeList(nodes, path.slice(0, -1), (list) => list.filter((_, index) => index !== last));
}

/**
 * A new object for the node at `path`. Its sub-conditions were about the old relation, so they go;
 * the input stays only when it means the same for the new object (text for text, a year for a year).
 */
export function setObject(nodes: readonly QueryNode[], path: NodePath, object: QueryObject): QueryNode[] {
  return changeNode(nodes, path, (node) => {
    if (node.query.object === object) return node;
    const sameKind = kindOf(node.query.object) === kindOf(object) && kindOf(object) !== 'relation';
    return {
      ...node,
      query: { ...node.query, object, input: sameKind ? (node.query.input ?? '') : '' },
      where: [],
    };
  });
}

export function setInput(nodes: readonly QueryNode[], path: NodePath, input: string): QueryNode[] {
  return changeNode(nodes, path, (node) => ({
    ...node,
    query: { ...node.query, input: input.slice(0, maxInputLength) },
  }));
}

export function setCondition(nodes: readonly QueryNode[], path: NodePath, condition: Condition): QueryNode[] {
  return changeNode(nodes, path, (node) => ({ ...node, condition }));
}

/** A node's condition can be chosen when it joins an earlier node: every node but a list's first. */
export const hasCondition = (path: NodePath) => (path[path.length - 1] ?? 0) > 0;

/**
 * Whatever arrives (a shared link, an old bookmark) made into a tree that keeps every rule: nodes
 * whose subject or object does not fit their place are dropped with their sub-conditions, and the
 * limits cut what is beyond them.
 */
export function normalizeTree(raw: readonly QueryNode[], limits: TreeLimits = serverLimits): QueryNode[] {
  const subject = raw[0]?.query.subject;
  if (!isSubject(subject)) return [];
  let budget = limits.maxNodes;
  const list = (items: readonly QueryNode[], listSubject: Subject, depth: number): QueryNode[] => {
    if (depth > limits.maxDepth) return [];
    const kept: QueryNode[] = [];
    for (const item of items) {
      if (kept.length >= limits.maxPerList || budget <= 0) break;
      const object = item.query.object;
      if (item.query.subject !== listSubject || !isAllowed(listSubject, object)) continue;
      budget -= 1;
      const input = typeof item.query.input === 'string' ? item.query.input.slice(0, maxInputLength) : '';
      // Only a year says how it meets the dates, and only `within` needs saying.
      const within = kindOf(object) === 'year' && item.query.dateMatch === 'within';
      kept.push({
        query: { subject: listSubject, object, input, ...(within ? { dateMatch: 'within' as const } : {}) },
        where: isRelation(object) ? list(item.where ?? [], object, depth + 1) : [],
        condition: item.condition === 'OR' ? 'OR' : 'AND',
        conditionsDisabled: false,
      });
    }
    return withListRules(kept);
  };
  return list(raw, subject, 1);
}

export function isValidYear(input: string, years: YearBounds): boolean {
  if (!/^\d{4}$/.test(input)) return false;
  const year = Number(input);
  return year >= years.min && year <= years.max;
}

/** What keeps one node's own input from being searched: nothing, no value yet, or a bad year. */
export type InputProblem = 'empty' | 'invalidYear' | null;

export function inputProblem(node: QueryNode, years: YearBounds): InputProblem {
  const input = node.query.input?.trim() ?? '';
  if (input === '') return 'empty';
  if (kindOf(node.query.object) === 'year' && !isValidYear(input, years)) return 'invalidYear';
  return null;
}

/** Why a tree cannot be searched: no condition has a value, or a year is not a year. */
export type TreeProblem = 'noCondition' | 'invalidYear';

export type RunnableTree = { query: QueryNode[]; problem: null } | { query: null; problem: TreeProblem };

/**
 * The tree as it is searched: conditions without a value are left out (a relation counts when it
 * names an entity or one of its sub-conditions has a value), the inputs trimmed. A year that is
 * not one stops the search rather than being silently dropped.
 */
export function runnableTree(nodes: readonly QueryNode[], years: YearBounds): RunnableTree {
  let badYear = false;
  const prune = (list: readonly QueryNode[]): QueryNode[] => {
    const kept: QueryNode[] = [];
    for (const node of list) {
      const problem = inputProblem(node, years);
      if (problem === 'invalidYear') badYear = true;
      const where = isRelation(node.query.object) ? prune(node.where ?? []) : [];
      const hasValue = problem === null || (isRelation(node.query.object) && where.length > 0);
      if (!hasValue) continue;
      kept.push({ ...node, query: { ...node.query, input: node.query.input?.trim() ?? '' }, where });
    }
    return withListRules(kept);
  };
  const query = prune(nodes);
  if (badYear) return { query: null, problem: 'invalidYear' };
  if (query.length === 0) return { query: null, problem: 'noCondition' };
  return { query, problem: null };
}

/** Every node with its path, depth first, parents before their sub-conditions. */
export function walkTree(
  nodes: readonly QueryNode[],
  parent: NodePath = [],
): Array<{ node: QueryNode; path: NodePath }> {
  return nodes.flatMap((node, index) => {
    const path = [...parent, index];
    return [{ node, path }, ...walkTree(node.where ?? [], path)];
  });
}

/** Whether the tree has a year condition, which "only dates certainly inside the range" is about. */
export const hasYearCondition = (nodes: readonly QueryNode[]): boolean =>
  walkTree(nodes).some(({ node }) => kindOf(node.query.object) === 'year');

/**
 * The tree with every year condition meeting the dates as `dateMatch` says: `within` written on
 * each, `overlap` (the server's default) written on none, so equal searches send equal trees.
 */
export function withDateMatch(nodes: readonly QueryNode[], dateMatch: DateMatch): QueryNode[] {
  return nodes.map((node) => {
    const { dateMatch: _, ...query } = node.query;
    const within = dateMatch === 'within' && kindOf(query.object) === 'year';
    return {
      ...node,
      query: within ? { ...query, dateMatch: 'within' } : query,
      where: withDateMatch(node.where ?? [], dateMatch),
    };
  });
}

/** How a tree's year conditions meet the dates: `within` when one of them says so. */
export const dateMatchOf = (nodes: readonly QueryNode[]): DateMatch =>
  walkTree(nodes).some(({ node }) => node.query.dateMatch === 'within') ? 'within' : 'overlap';
