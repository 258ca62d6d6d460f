import { useMemo, useState } from 'react';
import { pdfSearchPageQuery, pdfSearchParams } from '@/api/queries/editions.ts';
import { CoverThumbnail } from '@/components/catalogue-card.tsx';
import {
  CatalogueFilterChoices,
  noCatalogueFilters,
  useActiveCatalogueFilters,
} from '@/components/catalogue-filters.tsx';
import { ExportMenu } from '@/components/export-menu.tsx';
import { ActiveFilters } from '@/components/filters.tsx';
import {
  FilterDrawer,
  ListSearchBox,
  ScreenIntro,
  useListNavigation,
  usePageInUrl,
} from '@/components/list-controls.tsx';
import * as listStyles from '@/components/lists.css.ts';
import { PagedList } from '@/components/paged-list.tsx';
import { useListPaging } from '@/components/use-list-paging.ts';
import { formatNumber } from '@/i18n/format.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import { type PdfSearchSearch, rowFiltersOf } from '@/lib/list-search.ts';
import { extractYear, joinNames, placeNameIn } from '@/lib/names.ts';
import { Link } from '@/ui/link.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import type { components } from '../../../openapi/generated/catalogue';
import { pdfSearchPageSize } from './api.ts';
import * as styles from './pdf-search.css.ts';
import { helperTextLimit, snippetParts } from './snippet.ts';

type Hit = components['schemas']['PdfSearchHit'];

/**
 * `/search`: full-text search inside the catalogues' PDFs, with the catalogue filters. Each
 * result is an edition with its matching pages; a page opens the reader there, the words marked.
 */
export function PdfSearchPage({ search }: { search: PdfSearchSearch }) {
  const { t, locale } = useI18n();
  const update = useListNavigation<PdfSearchSearch>('/search');
  const onPageChange = usePageInUrl('/search');
  const query = useMemo(() => pdfSearchParams(rowFiltersOf(search), locale), [search, locale]);
  const { view, loadMore, retry } = useListPaging({
    query,
    pageFromUrl: search.page ?? 1,
    pageSize: pdfSearchPageSize,
    onPageChange,
    pageQuery: ({ query, page, perPage }) => pdfSearchPageQuery(query, page, perPage),
  });
  const active = useActiveCatalogueFilters(search, update);

  return (
    <div className={listStyles.screen}>
      <ScreenIntro title={t('search_inside_the_catalogues')} intro={t('search_intro')} />
      <div className={listStyles.toolbar}>
        <ListSearchBox
          value={search.search}
          label={t('enter_a_word_or_phrase')}
          onSearch={(text) => update({ search: text }, { replace: true })}
        />
        <div className={listStyles.toolbarActions}>
          <FilterDrawer
            isOpen={search.filterDrawer ?? false}
            onOpenChange={(open) =>
              update({ filterDrawer: open || undefined, page: search.page }, { replace: true })
            }
            activeCount={active.length}
          >
            <CatalogueFilterChoices search={search} update={update} />
          </FilterDrawer>
          {/* Without words there is nothing found to export. */}
          {search.search && <ExportMenu target={{ list: 'pdf-search', params: query }} />}
        </div>
      </div>
      <ActiveFilters filters={active} onClear={() => update(noCatalogueFilters)} />
      {search.search ? (
        <>
          <PagedList
            view={view}
            loadMore={loadMore}
            retry={retry}
            label={t('search_results')}
            itemKey={(hit) => hit.edition.id}
            renderItem={(hit) => <SearchHit hit={hit} term={search.search ?? ''} />}
            renderSkeleton={() => <Skeleton lines={4} />}
            emptyKey="no_results"
            layout="single"
            skeletons={3}
          />
          <p className={styles.note}>{t('text_recognised_automatically')}</p>
        </>
      ) : (
        <p className={listStyles.empty}>{t('enter_a_search_term_to_start')}</p>
      )}
    </div>
  );
}

/** The snippets shown before 'Show more' reveals the rest of an edition's matching pages. */
const matchesShown = 3;

function SearchHit({ hit, term }: { hit: Hit; term: string }) {
  const { t, locale } = useI18n();
  const [expanded, setExpanded] = useState(false);
  const { edition } = hit;
  const params = { id: String(edition.catalogueId), editionId: String(edition.id) };
  const title = edition.title ?? edition.catalogue.title;
  const secondary = [
    joinNames(edition.publishers.map((publisher) => publisher.name)),
    joinNames(edition.places.map((place) => placeNameIn(place.name, locale))),
    extractYear(edition.date) ?? t('undated'),
  ]
    .filter(Boolean)
    .join(' · ');
  const limit = helperTextLimit(secondary);
  const matches = expanded ? hit.matches : hit.matches.slice(0, matchesShown);
  const firstPage = hit.matches[0]?.page;

  return (
    <article className={styles.hit} data-card="pdf-hit">
      <CoverThumbnail imageSrc={edition.imageSrc} />
      <div className={listStyles.cardBody}>
        <h2 className={listStyles.cardTitle}>
          <Link
            to="/catalogues/$id/edition/$editionId"
            params={params}
            search={{ page: firstPage, q: term }}
            variant="inline"
          >
            {title}
          </Link>
        </h2>
        <p className={listStyles.cardMeta}>{secondary}</p>
        <p className={listStyles.cardMeta}>
          {t('n_matching_pages', { n: formatNumber(hit.matchingPages, locale) })}
        </p>
        <ul className={styles.matches}>
          {matches.map((match) => (
            <li key={match.page} className={styles.match}>
              <Link
                to="/catalogues/$id/edition/$editionId"
                params={params}
                search={{ page: match.page, q: term }}
                variant="inline"
                aria-label={`${t('open_at_page', { page: match.page })}: ${title}`}
              >
                {t('page_n', { page: match.page })}
              </Link>
              <span className={styles.snippet}>
                {snippetParts(match.snippet, match.highlights, limit).map((part, index) =>
                  part.highlighted ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text
                    <mark key={index}>{part.text}</mark>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text
                    <span key={index}>{part.text}</span>
                  ),
                )}
              </span>
            </li>
          ))}
        </ul>
        {hit.matches.length > matchesShown && (
          <button
            type="button"
            className={styles.more}
            onClick={() => setExpanded((value) => !value)}
            aria-expanded={expanded}
          >
            {expanded ? t('show_less') : t('show_more')}
          </button>
        )}
      </div>
    </article>
  );
}
