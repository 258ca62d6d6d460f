import { CatalogueCard } from '@/components/catalogue-card.tsx';
import { EntityCard } from '@/components/entity-card.tsx';
import { HolderCard, PlaceCard, PublisherCard } from '@/components/entity-list-screen.tsx';
import type { ResultItem } from './api.ts';

/**
 * One result, as the lists show it: a catalogue as its card (cover, publishers, places, year and
 * the collection button), a publisher, place or holder as its entry with its catalogues' count.
 * Headings are level 3: the sentence of the query heads the results.
 */
export function ResultCard({ item }: { item: ResultItem }) {
  if (item.type === 'catalogue')
    return (
      <CatalogueCard
        catalogueId={item.id}
        title={item.catalogue?.title ?? item.label}
        edition={item.catalogue?.editions[0] ?? null}
        headingLevel={3}
      />
    );
  if (item.type === 'publisher' && item.publisher)
    return <PublisherCard publisher={item.publisher} headingLevel={3} />;
  if (item.type === 'place' && item.place) return <PlaceCard place={item.place} headingLevel={3} />;
  if (item.type === 'holder' && item.holder) return <HolderCard holder={item.holder} headingLevel={3} />;
  // An answer without its entity (our server always sends it): the name alone.
  return <EntityCard kind={item.type} headingLevel={3} title={item.label} />;
}
