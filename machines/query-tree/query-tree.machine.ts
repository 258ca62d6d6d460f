import { assign, emit, setup } from 'xstate';
import {
  addNode,
  blankNode,
  type Condition,
  canAddNode,
  type DateMatch,
  dateMatchOf,
  defaultSubject,
  hasCondition,
  isAllowed,
  isRelation,
  type NodePath,
  nodeAt,
  normalizeTree,
  type QueryNode,
  type QueryObject,
  removeNode,
  runnableTree,
  type Subject,
  serverLimits,
  setCondition,
  setInput,
  setObject,
  type TreeLimits,
  withDateMatch,
  type YearBounds,
} from './query-tree.rules.ts';

/**
 * The contextual search's query tree (spec sections 3 and 4) as the visitor builds it: choose what
 * to search for, add conditions and sub-conditions, pick each one's criterion and value, join
 * them with AND or OR, remove them, clear, and run. The rules live in `query-tree.rules.ts`; this
 * chart says which event may apply them when, and announces a run with the tree to search.
 *
 * Pure logic: no calls. The screen listens for the emitted `run` and puts the tree in the URL,
 * and loads the URL's tree back with LOAD (a shared link, the back button).
 */

export interface QueryTreeInput {
  /**
   * A tree to start from (the URL's); the first node's subject is what is searched, and a year
   * condition marked `within` sets "only dates certainly inside the range".
   */
  nodes?: readonly QueryNode[];
  limits?: Partial<TreeLimits>;
  years?: YearBounds;
}

export interface QueryTreeContext {
  /** What is searched for: the subject of every node of the top list. */
  subject: Subject;
  /** The nodes as edited; how year conditions meet the dates is `dateMatch`, not on the nodes. */
  nodes: QueryNode[];
  /** "Only dates certainly inside the range" (`within`), for every year condition of the tree. */
  dateMatch: DateMatch;
  limits: TreeLimits;
  years: YearBounds;
}

export type QueryTreeEvent =
  /** The first node's subject decides what is searched; another subject starts a new tree. */
  | { type: 'CHOOSE_SUBJECT'; subject: Subject }
  /** A blank condition at the end of the top list, or of the sub-conditions of the node at `parent`. */
  | { type: 'ADD_NODE'; parent?: NodePath }
  /** A blank sub-condition of the relation at `path`, about the related entity. */
  | { type: 'ADD_SUB_CONDITION'; path: NodePath }
  | { type: 'REMOVE_NODE'; path: NodePath }
  | { type: 'SET_OBJECT'; path: NodePath; object: QueryObject }
  | { type: 'SET_INPUT'; path: NodePath; input: string }
  | { type: 'SET_CONDITION'; path: NodePath; condition: Condition }
  /** The switch "only dates certainly inside the range", for all the year conditions. */
  | { type: 'SET_DATE_MATCH'; dateMatch: DateMatch }
  /** Back to one blank condition about the same subject, dates matched by overlap. */
  | { type: 'CLEAR' }
  /** The tree of a link; what does not fit the rules is dropped, nothing at all starts afresh. */
  | { type: 'LOAD'; nodes: readonly QueryNode[] }
  | { type: 'RUN' };

/**
 * Emitted by a RUN whose tree can be searched: the conditions with a value, trimmed, each year
 * condition marked `within` when the switch is on.
 */
export interface QueryTreeRunEvent {
  type: 'run';
  subject: Subject;
  query: QueryNode[];
}

export const defaultYears = (): YearBounds => ({ min: 1839, max: new Date().getFullYear() });

function startingTree(nodes: readonly QueryNode[] | undefined, limits: TreeLimits) {
  const tree = normalizeTree(nodes ?? [], limits);
  const subject = tree[0]?.query.subject ?? defaultSubject;
  return {
    subject,
    nodes: tree.length > 0 ? withDateMatch(tree, 'overlap') : [blankNode(subject)],
    dateMatch: dateMatchOf(tree),
  };
}

export const queryTreeMachine = setup({
  types: {
    context: {} as QueryTreeContext,
    events: {} as QueryTreeEvent,
    input: {} as QueryTreeInput,
    emitted: {} as QueryTreeRunEvent,
  },
  guards: {
    isAnotherSubject: ({ context, event }) =>
      event.type === 'CHOOSE_SUBJECT' && event.subject !== context.subject,
    canAddNode: ({ context, event }) =>
      event.type === 'ADD_NODE' &&
      canAddNode(context.nodes, event.parent ?? [], context.subject, context.limits),
    canAddSubCondition: ({ context, event }) => {
      if (event.type !== 'ADD_SUB_CONDITION') return false;
      const node = nodeAt(context.nodes, event.path);
      return (
        node !== undefined &&
        isRelation(node.query.object) &&
        canAddNode(context.nodes, event.path, context.subject, context.limits)
      );
    },
    nodeExists: ({ context, event }) =>
      (event.type === 'REMOVE_NODE' || event.type === 'SET_INPUT') &&
      nodeAt(context.nodes, event.path) !== undefined,
    isAllowedObject: ({ context, event }) => {
      if (event.type !== 'SET_OBJECT') return false;
      const node = nodeAt(context.nodes, event.path);
      return node !== undefined && isAllowed(node.query.subject, event.object);
    },
    joinsAnEarlierNode: ({ context, event }) =>
      event.type === 'SET_CONDITION' &&
      hasCondition(event.path) &&
      nodeAt(context.nodes, event.path) !== undefined,
    isRunnable: ({ context }) => runnableTree(context.nodes, context.years).problem === null,
  },
  actions: {
    startWithSubject: assign(({ event }) =>
      event.type === 'CHOOSE_SUBJECT' ? { subject: event.subject, nodes: [blankNode(event.subject)] } : {},
    ),
    addNode: assign(({ context, event }) => {
      const parent =
        event.type === 'ADD_NODE'
          ? (event.parent ?? [])
          : event.type === 'ADD_SUB_CONDITION'
            ? event.path
            : null;
      return parent ? { nodes: addNode(context.nodes, parent, context.subject) } : {};
    }),
    removeNode: assign(({ context, event }) =>
      event.type === 'REMOVE_NODE' ? { nodes: removeNode(context.nodes, event.path) } : {},
    ),
    setObject: assign(({ context, event }) =>
      event.type === 'SET_OBJECT' ? { nodes: setObject(context.nodes, event.path, event.object) } : {},
    ),
    setInput: assign(({ context, event }) =>
      event.type === 'SET_INPUT' ? { nodes: setInput(context.nodes, event.path, event.input) } : {},
    ),
    setCondition: assign(({ context, event }) =>
      event.type === 'SET_CONDITION'
        ? { nodes: setCondition(context.nodes, event.path, event.condition) }
        : {},
    ),
    setDateMatch: assign(({ event }) =>
      event.type === 'SET_DATE_MATCH' ? { dateMatch: event.dateMatch } : {},
    ),
    clear: assign(({ context }) => ({ nodes: [blankNode(context.subject)], dateMatch: 'overlap' as const })),
    load: assign(({ context, event }) =>
      event.type === 'LOAD' ? startingTree(event.nodes, context.limits) : {},
    ),
    announceRun: emit(({ context }): QueryTreeRunEvent => {
      const { query } = runnableTree(context.nodes, context.years);
      return { type: 'run', subject: context.subject, query: withDateMatch(query ?? [], context.dateMatch) };
    }),
  },
}).createMachine({
  id: 'queryTree',
  context: ({ input }) => {
    const limits = { ...serverLimits, ...input.limits };
    return { ...startingTree(input.nodes, limits), limits, years: input.years ?? defaultYears() };
  },
  initial: 'editing',
  // Edits are the same whether or not a run was just refused: the refusal's message follows the
  // tree (the selectors work it out again), so fixing the tree makes it go.
  on: {
    CHOOSE_SUBJECT: { guard: 'isAnotherSubject', target: '.editing', actions: 'startWithSubject' },
    ADD_NODE: { guard: 'canAddNode', actions: 'addNode' },
    ADD_SUB_CONDITION: { guard: 'canAddSubCondition', actions: 'addNode' },
    REMOVE_NODE: { guard: 'nodeExists', actions: 'removeNode' },
    SET_OBJECT: { guard: 'isAllowedObject', actions: 'setObject' },
    SET_INPUT: { guard: 'nodeExists', actions: 'setInput' },
    SET_CONDITION: { guard: 'joinsAnEarlierNode', actions: 'setCondition' },
    SET_DATE_MATCH: { actions: 'setDateMatch' },
    CLEAR: { target: '.editing', actions: 'clear' },
    LOAD: { target: '.editing', actions: 'load' },
    RUN: [{ guard: 'isRunnable', target: '.editing', actions: 'announceRun' }, { target: '.refused' }],
  },
  states: {
    editing: {},
    /** A run was asked for a tree that cannot be searched: the screen says why until it can be. */
    refused: {},
  },
});
