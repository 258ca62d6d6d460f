import {
  type Condition,
  dateMatchOf,
  hasYearCondition,
  isSubject,
  normalizeTree,
  type QueryNode,
  type QueryObject,
  type Subject,
  withDateMatch,
} from '../../../machines/query-tree/query-tree.rules.ts';
import { type ContextualSearchSearch, maxQueryLength } from './search-params.ts';

/**
 * The contextual search in the URL, so that a link can be shared and a reload shows the same
 * query and results: `?q=catalogue(publisher:12(place:3)|yearFrom:1870)&page=2`.
 *
 * `q` is the searched tree in a compact text: the subject, then the nodes in brackets. Each node
 * is its object, `:` and its input when it has one, and its sub-conditions in brackets; nodes are
 * separated by `,` when they join with AND and by `|` when they join with OR. In an input the
 * characters `\ , | ( )` are escaped with a backslash. A `q` that cannot be read is dropped
 * rather than failing the page.
 *
 * `dateMatch=within` is the switch "only dates certainly inside the range" for every year
 * condition of `q`, named as in the lists' URLs; without a year condition it is left out.
 */

const special = /[\\,|()]/g;

const escapeInput = (input: string) => input.replace(special, (char) => `\\${char}`);

function encodeList(nodes: readonly QueryNode[]): string {
  return nodes
    .map((node, index) => {
      const joiner = index === 0 ? '' : node.condition === 'OR' ? '|' : ',';
      const input = node.query.input ? `:${escapeInput(node.query.input)}` : '';
      const where = node.where && node.where.length > 0 ? `(${encodeList(node.where)})` : '';
      return `${joiner}${node.query.object}${input}${where}`;
    })
    .join('');
}

/** The text of a tree for `q`; nothing for an empty tree. How years meet the dates is `dateMatch`'s. */
export function encodeQuery(nodes: readonly QueryNode[]): string | undefined {
  const subject = nodes[0]?.query.subject;
  return subject ? `${subject}(${encodeList(nodes)})` : undefined;
}

class Reader {
  position = 0;
  constructor(readonly text: string) {}
  peek() {
    return this.text[this.position];
  }
  take(expected: string) {
    if (this.text[this.position] !== expected)
      throw new SyntaxError(`expected ${expected} at ${this.position}`);
    this.position += 1;
  }
  /** Letters up to the next sign: a subject or an object. */
  word(): string {
    const start = this.position;
    while (/[a-zA-Z]/.test(this.peek() ?? '')) this.position += 1;
    return this.text.slice(start, this.position);
  }
  /** An input up to the next unescaped `,`, `|`, `(` or `)`. */
  input(): string {
    let value = '';
    for (let char = this.peek(); char !== undefined && !',|()'.includes(char); char = this.peek()) {
      if (char === '\\') {
        this.position += 1;
        const escaped = this.peek();
        if (escaped === undefined) throw new SyntaxError('escape at the end');
        value += escaped;
      } else {
        value += char;
      }
      this.position += 1;
    }
    return value;
  }
}

/**
 * The nodes of a list about `subject`. Objects the subject lacks are read as written and dropped
 * by the tree's rules afterwards, like anything else that does not fit.
 */
function readList(reader: Reader, subject: Subject): QueryNode[] {
  const nodes: QueryNode[] = [];
  let condition: Condition = 'AND';
  for (;;) {
    const word = reader.word();
    if (word === '') throw new SyntaxError(`expected a criterion at ${reader.position}`);
    const object = word as QueryObject;
    let input = '';
    if (reader.peek() === ':') {
      reader.take(':');
      input = reader.input();
    }
    let where: QueryNode[] = [];
    if (reader.peek() === '(') {
      reader.take('(');
      where = readList(reader, isSubject(object) ? object : subject);
      reader.take(')');
    }
    nodes.push({ query: { subject, object, input }, where, condition, conditionsDisabled: false });
    const next = reader.peek();
    if (next !== ',' && next !== '|') return nodes;
    reader.take(next);
    condition = next === '|' ? 'OR' : 'AND';
  }
}

/** The tree of a `q`, kept to the tree's rules; undefined when it cannot be read or holds nothing. */
export function decodeQuery(text: string | undefined): QueryNode[] | undefined {
  if (!text || text.length > maxQueryLength) return undefined;
  try {
    const reader = new Reader(text);
    const subject = reader.word();
    if (!isSubject(subject)) return undefined;
    reader.take('(');
    const nodes = readList(reader, subject);
    reader.take(')');
    if (reader.position !== text.length) return undefined;
    const tree = normalizeTree(nodes);
    return tree.length > 0 ? tree : undefined;
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}

/** The same tree in its one canonical text: what `q` holds once read. */
export function canonicalQuery(text: string | undefined): string | undefined {
  const tree = decodeQuery(text);
  return tree ? encodeQuery(tree) : undefined;
}

type TreeSearch = Pick<ContextualSearchSearch, 'q' | 'dateMatch'>;

/** The URL's tree as it is searched: `q` read, its year conditions marked `within` when `dateMatch` says so. */
export function nodesOf(search: TreeSearch): QueryNode[] | undefined {
  const tree = decodeQuery(search.q);
  return tree && withDateMatch(tree, search.dateMatch ?? 'overlap');
}

/** A searched tree (year conditions marked as the run gave them) as the URL's `q` and `dateMatch`. */
export function searchOf(nodes: readonly QueryNode[]): TreeSearch {
  const q = encodeQuery(nodes);
  const within = hasYearCondition(nodes) && dateMatchOf(nodes) === 'within';
  return within ? { q, dateMatch: 'within' } : { q };
}

/** One text for a tree and its switch, to tell searches apart (`q`, then `within` when on). */
export const searchKey = (search: TreeSearch) =>
  search.dateMatch === 'within' && search.q ? `${search.q} within` : search.q;
