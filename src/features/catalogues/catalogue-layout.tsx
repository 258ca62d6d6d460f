import { Outlet, useRouterState } from '@tanstack/react-router';
import { ApiError } from '@/api/api-error.ts';
import { NotFound } from '@/components/error-pages.tsx';
import { RetryNotice } from '@/components/retry-notice.tsx';
import { useI18n } from '@/i18n/i18n.tsx';
import { Link } from '@/ui/link.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { TabLink, TabList, TabPanel, Tabs } from '@/ui/tabs.tsx';
import * as styles from './catalogue.css.ts';
import { CataloguePageProvider, useCataloguePage } from './catalogue-page-context.tsx';
import { catalogueTabs, selectedTabKey } from './catalogue-tabs.ts';
import { CatalogueTimelineSection } from './catalogue-timeline.tsx';

/** The catalogue layout of spec section 2: the catalogue's title, its tabs and the tab's page. */
export function CatalogueLayout({ catalogueId }: { catalogueId: string }) {
  const { locale } = useI18n();
  return (
    // A language switch fetches the three parts again, with names in the new language.
    <CataloguePageProvider key={locale} catalogueId={catalogueId} locale={locale}>
      <CatalogueFrame />
    </CataloguePageProvider>
  );
}

function CatalogueFrame() {
  const { t } = useI18n();
  const page = useCataloguePage();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { catalogue, supplements, editions } = page;

  if (catalogue.error instanceof ApiError && catalogue.error.status === 404) return <NotFound />;

  const tabs = catalogueTabs({
    editions: editions.data ?? [],
    supplementaryContents: supplements.data?.supplementaryContents.length ?? 0,
    supplementaryContentsOf: supplements.data?.supplementaryContentsOf.length ?? 0,
  });
  const selected = selectedTabKey(pathname, tabs);
  // The catalogues the timeline draws beside this one: those it supplements and those supplementing it.
  const relatedCatalogues = [
    ...(supplements.data?.supplementaryContents ?? []),
    ...(supplements.data?.supplementaryContentsOf ?? []),
  ].filter((content) => content.catalogue !== null).length;
  const id = page.catalogueId;
  // Two editions with a PDF, its own or its supplements', can be read side by side and compared.
  const editionsWithPdf = [
    ...(editions.data ?? catalogue.data?.editions ?? []),
    ...[
      ...(supplements.data?.supplementaryContents ?? []),
      ...(supplements.data?.supplementaryContentsOf ?? []),
    ].flatMap((content) => content.catalogue?.editions ?? []),
  ].filter((edition) => edition.pdf !== null).length;

  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        {catalogue.data ? (
          <>
            <h1 className={styles.title}>{catalogue.data.title}</h1>
            {catalogue.data.mainTitle && catalogue.data.mainTitle !== catalogue.data.title && (
              <p className={styles.mainTitle}>{catalogue.data.mainTitle}</p>
            )}
          </>
        ) : catalogue.status === 'failed' ? (
          <RetryNotice
            message={t('an_error_has_occurred_please_try_again')}
            onRetry={() => page.retry('catalogue')}
          />
        ) : (
          <Skeleton className={styles.titleSkeleton} />
        )}
      </header>
      {editionsWithPdf >= 2 && (
        <Link
          to="/catalogues/compare"
          search={{ catalogue: Number(id) }}
          variant="button"
          className={styles.compareLink}
        >
          {t('compare_editions')}
        </Link>
      )}
      {supplements.status === 'failed' && (
        <RetryNotice
          message={t('supplementary_contents_could_not_be_loaded')}
          onRetry={() => page.retry('supplements')}
        />
      )}
      {editions.status === 'failed' && (
        <RetryNotice message={t('editions_could_not_be_loaded')} onRetry={() => page.retry('editions')} />
      )}
      {tabs.length > 0 && selected ? (
        <Tabs selectedKey={selected} className={styles.tabs}>
          <TabList aria-label={t('catalogue_versions')} className={styles.tabList}>
            {tabs.map((tab) =>
              tab.kind === 'edition' ? (
                <TabLink
                  key={tab.key}
                  id={tab.key}
                  to="/catalogues/$id/edition/$editionId"
                  params={{ id, editionId: tab.editionId }}
                >
                  {tab.position === 1 ? t('first_version') : t('nth_version', { n: tab.position })}
                </TabLink>
              ) : tab.kind === 'supplementary-content' ? (
                <TabLink
                  key={tab.key}
                  id={tab.key}
                  to="/catalogues/$id/supplementary-content"
                  params={{ id }}
                >
                  {t('supplementary_content')}
                </TabLink>
              ) : (
                <TabLink
                  key={tab.key}
                  id={tab.key}
                  to="/catalogues/$id/supplementary-contents-of"
                  params={{ id }}
                >
                  {t('supplementary_contents_of')}
                </TabLink>
              ),
            )}
          </TabList>
          {/* Keyed: react-aria keeps a panel's first id, and each tab is its own page anyway. */}
          <TabPanel key={selected} id={selected} className={styles.tabPanel}>
            <Outlet />
          </TabPanel>
        </Tabs>
      ) : (
        <Outlet />
      )}
      {/* With the tabs: a catalogue of several editions or with supplements has a history to draw. */}
      {tabs.length > 0 && selected && (
        <CatalogueTimelineSection
          catalogueId={id}
          title={catalogue.data?.title ?? ''}
          relatedCatalogues={relatedCatalogues}
        />
      )}
    </div>
  );
}
