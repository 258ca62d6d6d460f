import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import {
  CatalogueFilterChoices,
  noCatalogueFilters,
  useActiveCatalogueFilters,
} from '@/components/catalogue-filters.tsx';
import { catalogueCount } from '@/components/entity-list-screen.tsx';
import { ActiveFilters } from '@/components/filters.tsx';
import { FilterDrawer, ListSearchBox, ScreenIntro, useListNavigation } from '@/components/list-controls.tsx';
import * as listStyles from '@/components/lists.css.ts';
import { RetryNotice } from '@/components/retry-notice.tsx';
import { formatNumber } from '@/i18n/format.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import type { CatalogueListSearch } from '@/lib/list-search.ts';
import { Link } from '@/ui/link.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import type { components } from '../../../openapi/generated/catalogue';
import { statisticsQuery } from './api.ts';
import * as styles from './statistics.css.ts';
import { type ChartTexts, DecadeChart, PlaceChart, PublisherChart } from './statistics-charts.tsx';
import { listSearchOfBar, type StatisticsSearch } from './statistics-search.ts';

type Statistics = components['schemas']['Statistics'];

/**
 * `/statistics`: catalogues and editions per decade, per place and per publisher over time, with
 * the catalogue list's filters; every bar, and every count of the tables under the charts, opens
 * the catalogue list it counts.
 */
export function StatisticsPage({ search }: { search: StatisticsSearch }) {
  const { t, locale } = useI18n();
  const update = useListNavigation<StatisticsSearch>('/statistics');
  const answer = useQuery(statisticsQuery(search, locale));
  const active = useActiveCatalogueFilters(search, update);
  const editionCount = (n: number) =>
    t(n === 1 ? 'one_edition' : 'n_editions', { n: formatNumber(n, locale) });
  const texts: ChartTexts = {
    decadeName: (decade) => t('decade_name', { decade: String(decade) }),
    barName: (label, catalogues, editions) =>
      t('statistics_bar', {
        label,
        counts: `${catalogueCount(t, catalogues, locale)}, ${editionCount(editions)}`,
      }),
    number: (n) => formatNumber(n, locale),
  };

  return (
    <div className={listStyles.screen}>
      <ScreenIntro title={t('statistics')} intro={t('statistics_intro')} />
      <div className={listStyles.toolbar}>
        <ListSearchBox
          value={search.search}
          label={t('search_by_title')}
          onSearch={(text) => update({ search: text }, { replace: true })}
        />
        <div className={listStyles.toolbarActions}>
          <FilterDrawer
            isOpen={search.filterDrawer ?? false}
            onOpenChange={(open) => update({ filterDrawer: open || undefined }, { replace: true })}
            activeCount={active.length}
          >
            <CatalogueFilterChoices search={search} update={update} />
          </FilterDrawer>
          {answer.isFetching && <Spinner />}
        </div>
      </div>
      <ActiveFilters filters={active} onClear={() => update(noCatalogueFilters)} />
      <p className={styles.rule}>{t('statistics_counting_rule')}</p>

      <StatisticsSection
        title={t('catalogues_per_decade')}
        answer={answer}
        boxClassName={styles.decadeBox}
        hasData={(data) => data.decades.length > 0}
        legend={
          <ul className={styles.legend} aria-label={t('catalogues_per_decade')}>
            <li className={styles.legendItem}>
              <span className={styles.catalogueSwatch} aria-hidden="true" /> {t('catalogues')}
            </li>
            <li className={styles.legendItem}>
              <span className={styles.editionSwatch} aria-hidden="true" /> {t('editions')}
            </li>
          </ul>
        }
        chart={(data) => (
          <DecadeChart
            decades={data.decades}
            search={search}
            texts={texts}
            label={t('catalogues_per_decade')}
          />
        )}
        table={(data) => (
          <CountRows
            heading={t('decade')}
            rows={data.decades.map((decade) => ({
              key: decade.decade,
              name: texts.decadeName(decade.decade),
              catalogues: decade.catalogues,
              editions: decade.editions,
              list: listSearchOfBar(search, { yearFrom: decade.dateBegin, yearTo: decade.dateEnd }),
            }))}
          />
        )}
      />

      <StatisticsSection
        title={t('catalogues_per_place')}
        answer={answer}
        boxClassName={styles.placeBox}
        hasData={(data) => data.places.length > 0}
        chart={(data) => (
          <PlaceChart places={data.places} search={search} texts={texts} label={t('catalogues_per_place')} />
        )}
        table={(data) => (
          <CountRows
            heading={t('place')}
            rows={data.places.map((place) => ({
              key: place.placeId,
              name: place.name,
              catalogues: place.catalogues,
              editions: place.editions,
              list: listSearchOfBar(search, { places: String(place.placeId) }),
            }))}
          />
        )}
      />

      <StatisticsSection
        title={t('publishers_over_time')}
        answer={answer}
        boxClassName={styles.publisherBox}
        hasData={(data) => data.publishers.length > 0}
        chart={(data) => (
          <PublisherChart
            publishers={data.publishers}
            search={search}
            texts={texts}
            label={t('publishers_over_time')}
          />
        )}
        table={(data) => (
          <>
            <thead>
              <tr>
                <th scope="col">{t('publisher')}</th>
                <th scope="col" className={styles.numberCell}>
                  {t('editions')}
                </th>
                <th scope="col" className={styles.numberCell}>
                  {t('catalogues')}
                </th>
                {data.decades.map((decade) => (
                  <th key={decade.decade} scope="col" className={styles.numberCell}>
                    {texts.decadeName(decade.decade)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.publishers.map((publisher) => (
                <tr key={publisher.publisherId}>
                  <th scope="row">{publisher.name}</th>
                  <td className={styles.numberCell}>{formatNumber(publisher.editions, locale)}</td>
                  <td className={styles.numberCell}>
                    <Link
                      to="/catalogues"
                      search={listSearchOfBar(search, { publishers: String(publisher.publisherId) })}
                      variant="inline"
                    >
                      {formatNumber(publisher.catalogues, locale)}
                    </Link>
                  </td>
                  {publisher.decades.map((decade) => (
                    <td key={decade.decade} className={styles.numberCell}>
                      {decade.catalogues > 0 ? (
                        <Link
                          to="/catalogues"
                          search={listSearchOfBar(search, {
                            publishers: String(publisher.publisherId),
                            yearFrom: decade.dateBegin,
                            yearTo: decade.dateEnd,
                          })}
                          variant="inline"
                          aria-label={texts.barName(
                            `${publisher.name}, ${texts.decadeName(decade.decade)}`,
                            decade.catalogues,
                            decade.editions,
                          )}
                        >
                          {formatNumber(decade.editions, locale)}
                        </Link>
                      ) : (
                        formatNumber(decade.editions, locale)
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </>
        )}
      />
    </div>
  );
}

/**
 * One chart's section: its heading, an optional legend, the chart in a box whose height is kept
 * while loading, on failure and when empty, and under it the same figures as a table.
 */
function StatisticsSection({
  title,
  answer,
  boxClassName,
  hasData,
  legend,
  chart,
  table,
}: {
  title: string;
  answer: UseQueryResult<Statistics>;
  boxClassName: string;
  hasData: (data: Statistics) => boolean;
  legend?: ReactNode;
  chart: (data: Statistics) => ReactNode;
  /** The table's head and body. */
  table: (data: Statistics) => ReactNode;
}) {
  const { t } = useI18n();
  const titleId = useId();
  const data = answer.data;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      {legend}
      <div className={boxClassName} aria-busy={answer.isFetching}>
        {answer.isError && !data ? (
          <RetryNotice message={t('statistics_could_not_be_loaded')} onRetry={() => void answer.refetch()} />
        ) : !data ? (
          <p className={styles.chartMessage} role="status">
            <Spinner /> {t('loading')}
          </p>
        ) : hasData(data) ? (
          chart(data)
        ) : (
          <p className={styles.chartMessage}>{t('no_dated_editions')}</p>
        )}
      </div>
      {data && hasData(data) && <FigureTable titleId={titleId}>{table(data)}</FigureTable>}
    </section>
  );
}

/** A table's head and body of catalogues and editions per row; each catalogue count opens its list. */
function CountRows({
  heading,
  rows,
}: {
  heading: string;
  rows: Array<{ key: number; name: string; catalogues: number; editions: number; list: CatalogueListSearch }>;
}) {
  const { t, locale } = useI18n();
  return (
    <>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col" className={styles.numberCell}>
            {t('catalogues')}
          </th>
          <th scope="col" className={styles.numberCell}>
            {t('editions')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.name}</th>
            <td className={styles.numberCell}>
              <Link to="/catalogues" search={row.list} variant="inline">
                {formatNumber(row.catalogues, locale)}
              </Link>
            </td>
            <td className={styles.numberCell}>{formatNumber(row.editions, locale)}</td>
          </tr>
        ))}
      </tbody>
    </>
  );
}

/** A chart's figures as a table, under a disclosure; scrolled sideways on a phone (and by keyboard). */
function FigureTable({ titleId, children }: { titleId: string; children: ReactNode }) {
  const { t } = useI18n();
  const summaryId = useId();
  return (
    <details className={styles.tableDisclosure}>
      <summary id={summaryId} className={styles.tableSummary}>
        {t('statistics_table')}
      </summary>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so the keyboard can scroll it (WCAG 2.1.1). */}
      <section className={styles.tableScroll} aria-labelledby={`${summaryId} ${titleId}`} tabIndex={0}>
        <table className={styles.table} aria-labelledby={titleId}>
          {children}
        </table>
      </section>
    </details>
  );
}
