import type { components } from '../openapi/generated/catalogue';

/**
 * The contextual search's vocabulary (spec sections 3 and 4), one definition for the query tree
 * the browser builds (`machines/query-tree`) and the query the server compiles
 * (`server/domain/contextual-search.ts`).
 */

type Subject = components['schemas']['Subject'];
type QueryObject = components['schemas']['QueryObject'];

/** What can be searched for; each is also a relation object that names the subject of its `where`. */
export const subjects: readonly Subject[] = ['catalogue', 'publisher', 'place', 'holder'];

/** The objects each subject can be asked about, in the order the query builder offers them. */
export const objectsBySubject: Readonly<Record<Subject, readonly QueryObject[]>> = {
  catalogue: ['title', 'keyword', 'publisher', 'place', 'holder', 'yearFrom', 'yearTo'],
  publisher: ['name', 'catalogue', 'place', 'holder', 'yearFrom', 'yearTo'],
  place: ['name', 'catalogue', 'publisher', 'holder', 'yearFrom', 'yearTo'],
  holder: ['name', 'catalogue', 'publisher', 'place', 'yearFrom', 'yearTo'],
};

/** How large a query tree may be. The server refuses what is beyond; the query builder stops at it. */
export interface TreeLimits {
  /** Levels of nesting, the top list being level 1. */
  maxDepth: number;
  /** Nodes in the whole tree. */
  maxNodes: number;
  /** Nodes in one list (the top list or one `where`): the contract's `maxItems`. */
  maxPerList: number;
}

export const queryTreeLimits: Readonly<TreeLimits> = { maxDepth: 4, maxNodes: 40, maxPerList: 20 };
