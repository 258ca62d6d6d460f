import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ComponentType, type RefObject, useRef, useState } from 'react';
import { ApiError } from '@/api/api-error.ts';
import { editionPageImageService } from '@/api/page-images.ts';
import { catalogueQuery, catalogueSupplementsQuery } from '@/api/queries/catalogues.ts';
import { NotFound } from '@/components/error-pages.tsx';
import { RetryNotice } from '@/components/retry-notice.tsx';
import { useI18n } from '@/i18n/i18n.tsx';
import type { TranslationKey } from '@/i18n/translate.ts';
import { IconButton } from '@/ui/button.tsx';
import { Link } from '@/ui/link.tsx';
import { Select, SelectItem } from '@/ui/select.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { Switch } from '@/ui/switch.tsx';
import { VisuallyHidden } from '@/ui/visually-hidden.tsx';
import { ComparisonRefusal, editionComparisonQuery } from './api.ts';
import * as styles from './compare.css.ts';
import { type CompareSearch, otherSide, pageKey, type Side } from './compare-search.ts';
import { ComparisonLists } from './comparison-lists.tsx';
import { comparable, type EditionChoice, editionChoices, selectedPair } from './edition-choices.ts';
import { clampPage, followingPage } from './paging.ts';
import { SwapIcon } from './swap-icon.tsx';

/** What the page gives each reader it is handed (the reader slice's own props match it). */
export interface CompareReaderProps {
  url: string;
  title: string;
  pageCount?: number;
  page: number;
  onPageChange: (page: number) => void;
  /** A page's IIIF image service, whose image shows while pdf.js loads. */
  pageImageService?: (page: number) => string;
}

/** The reader the route composes in: a component, and a way to start its download early. */
export type CompareReader = ComponentType<CompareReaderProps> & { preload?: () => void };

const sideLabel: Record<Side, TranslationKey> = {
  from: 'compare_first_edition',
  to: 'compare_second_edition',
};
const sideInSentence: Record<Side, TranslationKey> = {
  from: 'compare_first_edition_lower',
  to: 'compare_second_edition_lower',
};

/** `/catalogues/compare`: two editions of a catalogue's family side by side, and their entries compared. */
export function CompareEditionsPage({ search, Reader }: { search: CompareSearch; Reader: CompareReader }) {
  Reader.preload?.();
  const { t } = useI18n();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('compare_editions')}</h1>
        <p className={styles.intro}>{t('compare_editions_intro')}</p>
      </header>
      {search.catalogue === undefined ? (
        <p className={styles.explanation}>{t('compare_choose_a_catalogue')}</p>
      ) : (
        <CatalogueFamily catalogueId={String(search.catalogue)} search={search} Reader={Reader} />
      )}
    </div>
  );
}

function CatalogueFamily({
  catalogueId,
  search,
  Reader,
}: {
  catalogueId: string;
  search: CompareSearch;
  Reader: CompareReader;
}) {
  const { t, locale } = useI18n();
  const catalogue = useQuery(catalogueQuery(catalogueId, locale));
  const supplements = useQuery(catalogueSupplementsQuery(catalogueId, locale));

  if (catalogue.error instanceof ApiError && catalogue.error.status === 404) return <NotFound />;
  if (catalogue.isError)
    return (
      <RetryNotice message={t('compare_catalogue_could_not_be_loaded')} onRetry={() => catalogue.refetch()} />
    );
  // The supplements' editions are offered too: wait for them, unless their call failed.
  if (!catalogue.data || supplements.isPending) return <Skeleton width="100%" height="12rem" />;

  const choices = editionChoices(catalogue.data, supplements.data ?? null);
  return (
    <>
      <Link to="/catalogues/$id" params={{ id: catalogueId }} variant="inline">
        {t('compare_back_to_catalogue', { title: catalogue.data.title })}
      </Link>
      {supplements.isError && (
        <RetryNotice
          message={t('compare_catalogue_could_not_be_loaded')}
          onRetry={() => supplements.refetch()}
        />
      )}
      {comparable(choices).length < 2 ? (
        <p className={styles.explanation}>{t('compare_needs_two_editions')}</p>
      ) : (
        <Comparison choices={choices} search={search} Reader={Reader} />
      )}
    </>
  );
}

/** The text an edition's option shows: its catalogue when not the one compared from, its statement and date. */
function useEditionName() {
  const { t } = useI18n();
  return (choice: EditionChoice, { withPdfNote = false } = {}) => {
    const edition =
      choice.editionEnumeration ??
      (choice.position === 1 ? t('first_version') : t('nth_version', { n: choice.position }));
    const dated = t('compare_edition_dated', { edition, date: choice.date ?? t('undated') });
    const named = choice.ofAnchor
      ? dated
      : t('compare_edition_option', { catalogue: choice.catalogueTitle, edition: dated });
    return withPdfNote && !choice.pdf ? t('compare_edition_without_pdf', { edition: named }) : named;
  };
}

function Comparison({
  choices,
  search,
  Reader,
}: {
  choices: EditionChoice[];
  search: CompareSearch;
  Reader: CompareReader;
}) {
  const { t, locale } = useI18n();
  const navigate = useNavigate({ from: '/catalogues/compare' });
  const editionName = useEditionName();
  const pair = selectedPair(choices, search);
  const together = search.paging !== 'apart';
  const fromPane = useRef<HTMLElement>(null);
  const toPane = useRef<HTMLElement>(null);
  const panes: Record<Side, RefObject<HTMLElement | null>> = { from: fromPane, to: toPane };
  const [announcement, setAnnouncement] = useState('');

  const comparison = useQuery({
    ...editionComparisonQuery(pair.from?.editionId ?? 0, pair.to?.editionId ?? 0, locale),
    enabled: pair.from !== null && pair.to !== null,
  });
  const refusal = comparison.error instanceof ComparisonRefusal ? comparison.error : null;

  const pageCountOf = (side: Side) => pair[side]?.pdf?.pages;
  const pageOf = (side: Side, from: CompareSearch = search) =>
    clampPage(from[pageKey(side)] ?? 1, pageCountOf(side));
  const pageParam = (page: number) => (page > 1 ? page : undefined);

  const choose = (side: Side, editionId: number) =>
    navigate({
      search: (previous) => ({
        ...previous,
        from: side === 'from' ? editionId : pair.from?.editionId,
        to: side === 'to' ? editionId : pair.to?.editionId,
        [pageKey(side)]: undefined,
      }),
      resetScroll: false,
    });

  const swap = () =>
    navigate({
      search: (previous) => ({
        ...previous,
        from: pair.to?.editionId,
        to: pair.from?.editionId,
        'from-page': previous['to-page'],
        'to-page': previous['from-page'],
      }),
      resetScroll: false,
    });

  // A reader turned a page: the URL keeps it (replaced, not a step of the history), and when the
  // two page together the other reader turns by as many pages.
  const turned = (side: Side, page: number) =>
    navigate({
      search: (previous) => {
        const other = otherSide(side);
        const next = { ...previous, [pageKey(side)]: pageParam(page) };
        if (!together) return next;
        const otherPage = followingPage({
          previous: pageOf(side, previous),
          next: page,
          otherPage: pageOf(other, previous),
          otherPageCount: pageCountOf(other),
        });
        return { ...next, [pageKey(other)]: pageParam(otherPage) };
      },
      replace: true,
      resetScroll: false,
    });

  // An entry's page: that reader alone goes there, takes the focus and says where it is.
  const showPage = (side: Side, page: number) => {
    const target = clampPage(page, pageCountOf(side));
    void navigate({
      search: (previous) => ({ ...previous, [pageKey(side)]: pageParam(target) }),
      replace: true,
      resetScroll: false,
    });
    panes[side].current?.focus();
    setAnnouncement(t('compare_page_shown', { edition: t(sideLabel[side]), page: target }));
  };

  const picker = (side: Side) => (
    <Select
      label={t(sideLabel[side])}
      className={styles.picker}
      items={choices}
      selectedKey={pair[side] ? String(pair[side].editionId) : null}
      disabledKeys={choices.filter((choice) => !choice.pdf).map((choice) => String(choice.editionId))}
      onSelectionChange={(key) => key !== null && choose(side, Number(key))}
    >
      {(choice) => (
        <SelectItem id={String(choice.editionId)} textValue={editionName(choice, { withPdfNote: true })}>
          {editionName(choice, { withPdfNote: true })}
        </SelectItem>
      )}
    </Select>
  );

  return (
    <>
      <div className={styles.pickers}>
        {picker('from')}
        <IconButton aria-label={t('compare_swap_editions')} className={styles.swap} onPress={swap}>
          <SwapIcon />
        </IconButton>
        {picker('to')}
      </div>
      <Switch
        isSelected={together}
        onChange={(on) =>
          navigate({
            search: (previous) => ({ ...previous, paging: on ? undefined : 'apart' }),
            replace: true,
            resetScroll: false,
          })
        }
      >
        {t('compare_page_together')}
      </Switch>
      {refusal && (
        <p className={styles.explanation} role="alert">
          {refusalText(refusal, t)}
        </p>
      )}
      <div className={styles.readers}>
        {(['from', 'to'] as const).map((side) => {
          const choice = pair[side];
          return (
            <section
              key={side}
              ref={panes[side]}
              tabIndex={-1}
              className={styles.readerPane}
              aria-labelledby={`compare-reader-${side}`}
            >
              <h2 id={`compare-reader-${side}`} className={styles.readerHeading}>
                {t(sideLabel[side])}
                {choice && <span className={styles.readerEdition}> · {editionName(choice)}</span>}
              </h2>
              {choice?.pdf ? (
                <Reader
                  key={choice.pdf.url}
                  url={choice.pdf.url}
                  title={`${t(sideLabel[side])}: ${choice.title}`}
                  pageCount={choice.pdf.pages}
                  page={pageOf(side)}
                  onPageChange={(page) => turned(side, page)}
                  pageImageService={editionPageImageService(choice.editionId)}
                />
              ) : (
                <p className={styles.muted}>{t('no_pdf_available')}</p>
              )}
            </section>
          );
        })}
      </div>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {pair.from && pair.to && !refusal && (
        <section className={styles.comparison} aria-labelledby="compare-entries">
          <h2 id="compare-entries" className={styles.sectionHeading}>
            {t('compare_entries')}
          </h2>
          {comparison.data ? (
            <ComparisonLists comparison={comparison.data} onShowPage={showPage} />
          ) : comparison.isError ? (
            <RetryNotice message={t('compare_could_not_be_loaded')} onRetry={() => comparison.refetch()} />
          ) : (
            <p className={styles.muted} role="status">
              <Spinner /> {t('compare_comparing')}
            </p>
          )}
        </section>
      )}
    </>
  );
}

/** Why the server would not compare the two editions, in the visitor's words. */
function refusalText(refusal: ComparisonRefusal, t: ReturnType<typeof useI18n>['t']): string {
  const edition = t(sideInSentence[refusal.side ?? 'to']);
  switch (refusal.reason) {
    case 'same_edition':
      return t('compare_same_edition');
    case 'edition_without_pdf':
      return t('compare_edition_has_no_pdf', { edition });
    case 'edition_text_not_indexed':
      return t('compare_edition_text_not_indexed', { edition });
    case 'not_found':
      return t('compare_edition_not_found');
  }
}
