import { useQueries } from '@tanstack/react-query';
import { entityNameQuery } from '@/api/queries/entity-names.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import type { Subject } from '../../../machines/query-tree/query-tree.rules.ts';

export interface EntityRef {
  kind: Subject;
  id: string;
}

export const entityKey = ({ kind, id }: EntityRef) => `${kind}:${id}`;

/**
 * The names of entities a query names by id, from the entities' own queries (shared with their
 * pages and the filter chips); a name not yet known is missing from the map.
 */
export function useEntityNames(entities: readonly EntityRef[]): ReadonlyMap<string, string> {
  const { locale } = useI18n();
  const results = useQueries({
    queries: entities.map(({ kind, id }) => entityNameQuery(kind, id, locale)),
  });
  const names = new Map<string, string>();
  entities.forEach((entity, index) => {
    const name = results[index]?.data;
    if (typeof name === 'string') names.set(entityKey(entity), name);
  });
  return names;
}
