import { useI18n } from '../../i18n/i18n.tsx';
import { Link } from '../../ui/link.tsx';
import { allPlaceNames, joinNames, placeNameIn } from '../entities/names.ts';
import { CatalogueCard } from '../lists/catalogue-card.tsx';
import { EntityCard } from '../lists/entity-card.tsx';
import { activeYears, catalogueCount } from '../lists/entity-list-pages.tsx';
import type { ResultItem } from './api.ts';

/**
 * One result, as the lists show it: a catalogue as its card (cover, publishers, places, year and
 * the collection button), a publisher, place or holder as its entry with its catalogues' count.
 * Headings are level 3: the sentence of the query heads the results.
 */
export function ResultCard({ item }: { item: ResultItem }) {
  const { t, locale } = useI18n();
  const id = String(item.id);
  if (item.type === 'catalogue')
    return (
      <CatalogueCard
        catalogueId={item.id}
        title={item.catalogue?.title ?? item.label}
        edition={item.catalogue?.editions[0] ?? null}
        headingLevel={3}
      />
    );
  if (item.type === 'publisher' && item.publisher) {
    const { publisher } = item;
    return (
      <EntityCard
        kind="publisher"
        headingLevel={3}
        title={
          <Link to="/publisher/$id" params={{ id }} variant="inline">
            {publisher.name}
          </Link>
        }
        details={[
          joinNames(publisher.places.map((place) => placeNameIn(place.name, locale))),
          activeYears(publisher),
        ]
          .filter(Boolean)
          .join(' · ')}
        count={catalogueCount(t, publisher.catalogues, locale)}
      />
    );
  }
  if (item.type === 'place' && item.place) {
    const { place } = item;
    const name = placeNameIn(place.name, locale);
    const others = allPlaceNames(place.names, locale)
      .split(', ')
      .filter((other) => other !== name);
    return (
      <EntityCard
        kind="place"
        headingLevel={3}
        title={
          <Link to="/place/$id" params={{ id }} variant="inline">
            {name}
          </Link>
        }
        details={joinNames(others)}
        count={catalogueCount(t, place.catalogues, locale)}
      />
    );
  }
  if (item.type === 'holder' && item.holder) {
    const { holder } = item;
    return (
      <EntityCard
        kind="holder"
        headingLevel={3}
        title={
          <Link to="/holders/$id/catalogues" params={{ id }} variant="inline">
            {holder.name}
          </Link>
        }
        details={holder.label ?? undefined}
        count={catalogueCount(t, holder.catalogues, locale)}
      />
    );
  }
  // An answer without its entity (our server always sends it): the name alone.
  return <EntityCard kind={item.type} headingLevel={3} title={item.label} />;
}
