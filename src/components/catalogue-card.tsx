import { useState } from 'react';
import { useI18n } from '@/i18n/i18n.tsx';
import { extractYear, joinNames, placeNameIn } from '@/lib/names.ts';
import { useCollection } from '@/session/collection-context.tsx';
import { BookmarkIcon, CheckIcon } from '@/ui/icons.tsx';
import { Link } from '@/ui/link.tsx';
import { PlainButton } from '@/ui/plain-button.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import type { CollectionItem } from '../../machines/collection/collection.machine.ts';
import type { components } from '../../openapi/generated/catalogue';
import * as styles from './lists.css.ts';

type Edition = components['schemas']['Edition'];

export interface CatalogueCardProps {
  catalogueId: number;
  title: string;
  /** The edition the card stands for: the first version in lists, the related one on entity pages. */
  edition: Edition | null;
  headingLevel?: 2 | 3;
}

/** A IIIF thumbnail of the cover, at most 192×256 (twice the card's size, for sharp screens). */
export const coverThumbnail = (imageSrc: string) => `${imageSrc}/full/!192,256/0/default.jpg`;

/** A catalogue as the collection keeps it: its card's cover, title, edition page and publishers. */
export function collectionItemOf(
  catalogueId: number,
  title: string,
  edition: Edition | null,
): CollectionItem {
  const id = String(catalogueId);
  return {
    id,
    title,
    imageSrc: edition?.imageSrc ? coverThumbnail(edition.imageSrc) : null,
    url: edition?.url ?? `${window.location.origin}${import.meta.env.BASE_URL}catalogues/${id}`,
    publishers: edition?.publishers.map((publisher) => ({ name: publisher.name })) ?? [],
  };
}

/**
 * A catalogue in a list: the edition's cover (a placeholder when it has none or it fails), the
 * title linking to the catalogue, publishers, places and year, and the add-to-collection button.
 */
export function CatalogueCard({ catalogueId, title, edition, headingLevel = 2 }: CatalogueCardProps) {
  const { t, locale } = useI18n();
  const { collection, send } = useCollection();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = String(catalogueId);
  const collected = collection.has(id);
  const publishers = joinNames(edition?.publishers.map((publisher) => publisher.name) ?? []);
  const places = joinNames(edition?.places.map((place) => placeNameIn(place.name, locale)) ?? []);
  const year = extractYear(edition?.date) ?? edition?.year ?? null;

  const collectionAction = collected ? t('remove_from_collection') : t('add_to_collection');
  const toggleCollection = () => {
    if (collected) send({ type: 'REMOVE', id });
    else send({ type: 'ADD', item: collectionItemOf(catalogueId, title, edition) });
  };

  return (
    <article className={styles.card} data-card="catalogue">
      <CoverThumbnail imageSrc={edition?.imageSrc ?? null} />
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          {edition ? (
            <Link
              to="/catalogues/$id/edition/$editionId"
              params={{ id, editionId: String(edition.id) }}
              variant="inline"
            >
              {title}
            </Link>
          ) : (
            <Link to="/catalogues/$id" params={{ id }} variant="inline">
              {title}
            </Link>
          )}
        </Heading>
        {publishers && <p className={styles.cardMeta}>{publishers}</p>}
        {(places || year !== null) && (
          <p className={styles.cardMeta}>{[places, year ?? t('undated')].filter(Boolean).join(' · ')}</p>
        )}
        <div className={styles.cardActions}>
          {/* A native button: the home page's cards need no react-aria (see PlainButton). */}
          <PlainButton
            variant="ghost"
            size="sm"
            onPress={toggleCollection}
            // The visible words come first, so speech commands that say them still work.
            aria-label={`${collectionAction}: ${title}`}
          >
            {collected ? <CheckIcon size={16} /> : <BookmarkIcon size={16} />}
            {collectionAction}
          </PlainButton>
        </div>
      </div>
    </article>
  );
}

/** The small cover of a card, or a placeholder when there is none or it fails to load. */
export function CoverThumbnail({ imageSrc }: { imageSrc: string | null }) {
  const { t } = useI18n();
  const [failed, setFailed] = useState(false);
  if (!imageSrc || failed)
    return (
      <span className={styles.coverPlaceholder} aria-hidden="true">
        {t('image_not_available')}
      </span>
    );
  return (
    <img
      className={styles.cover}
      src={coverThumbnail(imageSrc)}
      alt=""
      loading="lazy"
      decoding="async"
      width={96}
      height={128}
      onError={() => setFailed(true)}
    />
  );
}

/** A card while its catalogue loads: the same parts at the same size, so nothing moves when it arrives. */
export function CatalogueCardSkeleton() {
  return (
    <div className={styles.card}>
      <Skeleton className={styles.coverSkeleton} />
      <div className={styles.cardBody}>
        <span className={styles.titleSkeleton}>
          <Skeleton />
          <Skeleton width="70%" />
        </span>
        <Skeleton className={styles.metaSkeleton} width="60%" />
        <Skeleton className={styles.metaSkeleton} width="40%" />
        <div className={styles.cardActions}>
          <Skeleton className={styles.actionSkeleton} />
        </div>
      </div>
    </div>
  );
}
