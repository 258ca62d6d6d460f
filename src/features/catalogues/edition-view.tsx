import { Outlet, useNavigate } from '@tanstack/react-router';
import { type ComponentType, type ReactNode, useState } from 'react';
import { editionPageImageService } from '@/api/page-images.ts';
import { coverThumbnail } from '@/components/catalogue-card.tsx';
import { NotFound } from '@/components/error-pages.tsx';
import { useI18n } from '@/i18n/i18n.tsx';
import type { EditionSearch } from '@/lib/edition-search.ts';
import { extractYear, placeNameIn } from '@/lib/names.ts';
import { useCollection } from '@/session/collection-context.tsx';
import { Button } from '@/ui/button.tsx';
import { BookmarkIcon, CheckIcon } from '@/ui/icons.tsx';
import { Link } from '@/ui/link.tsx';
import * as styles from './catalogue.css.ts';
import { type Edition, useCataloguePage } from './catalogue-page-context.tsx';
import { CiteButton } from './cite-button.tsx';
import { EditionSkeleton } from './edition-skeleton.tsx';
import { IiifLinks } from './iiif-links.tsx';
import { RightsLink } from './rights-link.tsx';

/** What the edition view gives the reader it is handed (the reader slice's own props match it). */
export interface EditionReaderProps {
  url: string;
  title: string;
  pageCount?: number;
  page: number;
  highlight?: string;
  onPageChange: (page: number) => void;
  /** More tools for the reader's toolbar, given the page being read: here, Cite that page. */
  tools?: (reading: { page: number; overlayContainer: HTMLElement | null }) => ReactNode;
  /** A page's IIIF image service, for the image the reader shows while its PDF loads. */
  pageImageService?: (page: number) => string;
}

/** The reader the route composes in: a component, and a way to start its download early. */
export type EditionReader = ComponentType<EditionReaderProps> & { preload?: () => void };

/** The cover at reading size: at most 480×640, from the IIIF service. */
const coverImage = (imageSrc: string) => `${imageSrc}/full/!480,640/0/default.jpg`;

/**
 * The edition's own editions list, else the catalogue's copy of it: the two arrive in separate
 * calls, so a failed editions call still leaves the catalogue's editions to show.
 */
function useEditions(): { editions: Edition[] | null; loading: boolean } {
  const { editions, catalogue } = useCataloguePage();
  if (editions.data) return { editions: editions.data, loading: false };
  if (editions.status === 'failed' && catalogue.data)
    return { editions: catalogue.data.editions, loading: false };
  return { editions: null, loading: editions.status === 'loading' || catalogue.status === 'loading' };
}

/** `/catalogues/{id}/edition/{editionId}` and its panels: the edition's record, the reader below. */
export function EditionView({
  editionId,
  search,
  Reader,
}: {
  editionId: string;
  search: EditionSearch;
  Reader: EditionReader;
}) {
  Reader.preload?.();
  const { t } = useI18n();
  const navigate = useNavigate({ from: '/catalogues/$id/edition/$editionId' });
  const { editions, loading } = useEditions();
  if (!editions) return loading ? <EditionSkeleton /> : null;
  const edition = editions.find((candidate) => String(candidate.id) === editionId);
  if (!edition) return <NotFound />;
  const title = edition.title ?? edition.catalogue.title;

  return (
    <div className={styles.editionPage}>
      <div className={styles.edition}>
        <Cover edition={edition} title={title} />
        <EditionDetails edition={edition} />
      </div>
      <Outlet />
      <div className={styles.readerSection}>
        {edition.pdf ? (
          <Reader
            key={edition.pdf.url}
            url={edition.pdf.url}
            title={title}
            pageCount={edition.pdf.pages}
            page={search.page ?? 1}
            highlight={search.q}
            pageImageService={editionPageImageService(edition.id)}
            tools={({ page, overlayContainer }) => (
              <CiteButton
                appearance="icon"
                catalogueId={String(edition.catalogueId)}
                editionId={String(edition.id)}
                page={page}
                holderCitation={edition.citation}
                portalContainer={overlayContainer}
              />
            )}
            onPageChange={(page) =>
              // Typed by this route, written at the current address (as `currentAddress` in
              // components/list-controls.tsx): an open entity panel, a nested route, stays open.
              navigate({
                to: '.',
                unsafeRelative: 'path',
                search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }),
                replace: true,
                resetScroll: false,
              })
            }
          />
        ) : (
          <p className={styles.muted}>{t('no_pdf_available')}</p>
        )}
      </div>
    </div>
  );
}

function Cover({ edition, title }: { edition: Edition; title: string }) {
  const { t } = useI18n();
  const [failed, setFailed] = useState(false);
  if (!edition.imageSrc || failed)
    return (
      <div className={styles.coverPlaceholder} role="img" aria-label={t('image_not_available')}>
        {t('image_not_available')}
      </div>
    );
  return (
    <img
      className={styles.cover}
      src={coverImage(edition.imageSrc)}
      alt={t('cover_of_title', { title })}
      width={240}
      height={320}
      onError={() => setFailed(true)}
    />
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </>
  );
}

function EditionDetails({ edition }: { edition: Edition }) {
  const { t, locale } = useI18n();
  const { collection, send } = useCollection();
  const catalogueId = String(edition.catalogueId);
  const editionId = String(edition.id);
  const collected = collection.has(catalogueId);
  const title = edition.title ?? edition.catalogue.title;
  const year = extractYear(edition.date);
  const collectionAction = collected ? t('remove_from_collection') : t('add_to_collection');
  const mainTitle = useCataloguePage().catalogue.data?.mainTitle;

  return (
    <div className={styles.details}>
      <dl className={styles.detailList}>
        <Detail term={t('title')}>{title}</Detail>
        <Detail term={t('label_main_title')}>{mainTitle !== title ? mainTitle : null}</Detail>
        <Detail term={t('label_date')}>
          {edition.date ? (
            <>
              {edition.date}
              {year !== null && String(year) !== edition.date && ` (${year})`}
              {edition.dateUncertain && (
                <span className={styles.note}> — {t('label_date_is_not_certain')}</span>
              )}
            </>
          ) : (
            t('undated')
          )}
        </Detail>
        <Detail term={t('label_edition_enumeration')}>{edition.editionEnumeration}</Detail>
        <Detail term={t('label_publishers')}>
          {edition.publishers.length > 0 && (
            <ul className={styles.inlineList}>
              {edition.publishers.map((publisher) => (
                <li key={publisher.id}>
                  <Link
                    to="/catalogues/$id/edition/$editionId/publisher/$publisherId"
                    params={{ id: catalogueId, editionId, publisherId: String(publisher.id) }}
                    variant="inline"
                    resetScroll={false}
                  >
                    {publisher.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Detail>
        <Detail term={t('label_places')}>
          {edition.places.length > 0 && (
            <ul className={styles.inlineList}>
              {edition.places.map((place) => (
                <li key={place.id}>
                  <Link
                    to="/catalogues/$id/edition/$editionId/place/$placeId"
                    params={{ id: catalogueId, editionId, placeId: String(place.id) }}
                    variant="inline"
                    resetScroll={false}
                  >
                    {placeNameIn(place.name, locale)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Detail>
        <Detail term={t('label_holder')}>
          {edition.holders.length > 0 && (
            <ul className={styles.inlineList}>
              {edition.holders.map((holder) => (
                <li key={holder.id}>
                  <Link
                    to="/catalogues/$id/edition/$editionId/holder/$holderId"
                    params={{ id: catalogueId, editionId, holderId: String(holder.id) }}
                    variant="inline"
                    resetScroll={false}
                  >
                    {holder.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Detail>
        <Detail term={t('label_physical_description')}>{edition.physicalDescription}</Detail>
        <Detail term={t('label_illustrative_content')}>{edition.illustrativeContent}</Detail>
        <Detail term={t('label_annotation')}>{edition.hasAnnotation ? edition.annotation : null}</Detail>
        <Detail term={t('label_citation')}>{edition.citation}</Detail>
        <Detail term={t('label_pdf_pages')}>{edition.pdf?.pages ?? edition.pdfPageCount}</Detail>
        <Detail term={t('label_rights')}>{edition.rights && <RightsLink uri={edition.rights} />}</Detail>
      </dl>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          aria-label={`${collectionAction}: ${title}`}
          onPress={() =>
            collected
              ? send({ type: 'REMOVE', id: catalogueId })
              : send({
                  type: 'ADD',
                  item: {
                    id: catalogueId,
                    title,
                    imageSrc: edition.imageSrc ? coverThumbnail(edition.imageSrc) : null,
                    url: edition.url,
                    publishers: edition.publishers.map((publisher) => ({ name: publisher.name })),
                  },
                })
          }
        >
          {collected ? <CheckIcon size={16} /> : <BookmarkIcon size={16} />}
          {collectionAction}
        </Button>
        <CiteButton catalogueId={catalogueId} editionId={editionId} holderCitation={edition.citation} />
      </div>
      {edition.pdf && <IiifLinks catalogueId={edition.catalogueId} editionId={edition.id} />}
    </div>
  );
}
