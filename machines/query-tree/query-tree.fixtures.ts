import type { QueryNode, QueryObject, Subject } from './query-tree.rules.ts';

/** A query node for tests: the criterion and value, AND, no sub-conditions, unless `extra` says otherwise. */
export const node = (
  subject: Subject,
  object: QueryObject,
  input = '',
  extra: Partial<Omit<QueryNode, 'query'>> = {},
): QueryNode => ({
  query: { subject, object, input },
  where: [],
  condition: 'AND',
  conditionsDisabled: false,
  ...extra,
});
