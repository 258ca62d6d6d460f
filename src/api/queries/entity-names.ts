import { queryOptions } from '@tanstack/react-query';
import { catalogueQuery } from './catalogues.ts';
import { holderQuery } from './holders.ts';
import { placeQuery } from './places.ts';
import { publisherQuery } from './publishers.ts';

export type EntityKind = 'place' | 'publisher' | 'holder' | 'catalogue';

/**
 * The name an entity goes by in lists, chips and the breadcrumb: a selection of the entity's own
 * query, so a name shown in three places is fetched once.
 */
export function entityNameQuery(kind: EntityKind, id: string, locale: string) {
  switch (kind) {
    case 'place':
      return queryOptions({
        ...placeQuery(id, locale),
        select: (place) =>
          typeof place.name === 'string' ? place.name : (place.name[locale] ?? place.name.EN ?? ''),
      });
    case 'publisher':
      return queryOptions({ ...publisherQuery(id, locale), select: (publisher) => publisher.name });
    case 'holder':
      return queryOptions({ ...holderQuery(id), select: (holder) => holder.name });
    case 'catalogue':
      return queryOptions({ ...catalogueQuery(id, locale), select: (catalogue) => catalogue.title });
  }
}
