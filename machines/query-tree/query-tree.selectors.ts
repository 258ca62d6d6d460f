import type { QueryTreeContext } from './query-tree.machine.ts';
import {
  canAddNode,
  type DateMatch,
  hasCondition,
  hasYearCondition,
  type InputProblem,
  inputProblem,
  isRelation,
  kindOf,
  type NodePath,
  type ObjectKind,
  objectsBySubject,
  type QueryNode,
  type QueryObject,
  runnableTree,
  type Subject,
  type TreeProblem,
  type YearBounds,
} from './query-tree.rules.ts';

/** One condition as the screen draws it. */
export interface NodeView {
  path: NodePath;
  /** Its number for people: '2' for the second condition, '2.1' for the first sub-condition of it. */
  number: string;
  subject: Subject;
  object: QueryObject;
  kind: ObjectKind;
  input: string;
  condition: QueryNode['condition'];
  /** The criteria this node's subject can be asked about. */
  objects: readonly QueryObject[];
  /** AND/OR is chosen for every node that joins an earlier one. */
  showsCondition: boolean;
  /** Another node follows it in its list (spec section 4's conditionsDisabled). */
  isFollowed: boolean;
  canAddSubCondition: boolean;
  /** A year that is not one is shown at once; an empty value only when a run was refused. */
  inputError: Exclude<InputProblem, 'empty'>;
  subConditions: NodeView[];
}

export interface QueryTreeView {
  subject: Subject;
  nodes: NodeView[];
  canAddNode: boolean;
  /** Why the last run was refused, while it still holds. */
  problem: TreeProblem | null;
  years: YearBounds;
  dateMatch: DateMatch;
  /** The switch "only dates certainly inside the range" has a year condition to act on. */
  hasYearCondition: boolean;
}

interface TreeSnapshot {
  context: QueryTreeContext;
  value: unknown;
}

export function selectQueryTree(snapshot: TreeSnapshot): QueryTreeView {
  const { context } = snapshot;
  const view = (list: readonly QueryNode[], parent: NodePath): NodeView[] =>
    list.map((node, index) => {
      const path = [...parent, index];
      const { subject, object } = node.query;
      const problem = inputProblem(node, context.years);
      return {
        path,
        number: path.map((step) => step + 1).join('.'),
        subject,
        object,
        kind: kindOf(object),
        input: node.query.input ?? '',
        condition: node.condition,
        objects: objectsBySubject[subject],
        showsCondition: hasCondition(path),
        isFollowed: node.conditionsDisabled === true,
        canAddSubCondition:
          isRelation(object) && canAddNode(context.nodes, path, context.subject, context.limits),
        inputError: problem === 'invalidYear' ? problem : null,
        subConditions: view(node.where ?? [], path),
      };
    });
  return {
    subject: context.subject,
    nodes: view(context.nodes, []),
    canAddNode: canAddNode(context.nodes, [], context.subject, context.limits),
    problem: snapshot.value === 'refused' ? runnableTree(context.nodes, context.years).problem : null,
    years: context.years,
    dateMatch: context.dateMatch,
    hasYearCondition: hasYearCondition(context.nodes),
  };
}
