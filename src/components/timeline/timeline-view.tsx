import { lazy, type ReactNode, Suspense, useId, useMemo } from 'react';
import { RetryNotice } from '@/components/retry-notice.tsx';
import { formatNumber } from '@/i18n/format.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import { Link } from '@/ui/link.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import * as styles from './timeline.css.ts';
import {
  estimatedTimelineHeight,
  layoutTimeline,
  type TimelineLane,
  type TimelineLayout,
} from './timeline-layout.ts';

/** visx and the drawing: a chunk of their own, fetched only where a timeline shows. */
const TimelineChart = lazy(() => import('./timeline-chart.tsx'));

/** A row of the table alternative: one mark of the chart, the same link. */
export interface TimelineTableRow {
  key: string;
  lane: string;
  date: string;
  title: string;
  catalogueId: number;
  editionId: number;
  pages?: number | null;
}

/** An edition without a dated interval: listed under the chart, never drawn. */
export interface UndatedEdition {
  key: string;
  title: string;
  date: string | null;
  catalogueId: number;
  editionId: number;
}

export interface TimelineData {
  lanes: TimelineLane[];
  rows: TimelineTableRow[];
  undated: UndatedEdition[];
}

function EditionLink({
  catalogueId,
  editionId,
  children,
}: {
  catalogueId: number;
  editionId: number;
  children: ReactNode;
}) {
  return (
    <Link
      to="/catalogues/$id/edition/$editionId"
      params={{ id: String(catalogueId), editionId: String(editionId) }}
      variant="inline"
    >
      {children}
    </Link>
  );
}

function TimelineTable({ rows, pages }: { rows: TimelineTableRow[]; pages: boolean }) {
  const { t, locale } = useI18n();
  return (
    <details className={styles.tableDisclosure}>
      <summary className={styles.tableSummary}>{t('timeline_as_table')}</summary>
      <div className={styles.tableScroller}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t('timeline_as_table')}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {t('timeline_row')}
              </th>
              <th scope="col" className={styles.cell}>
                {t('label_date')}
              </th>
              <th scope="col" className={styles.cell}>
                {t('catalogue')}
              </th>
              {pages && (
                <th scope="col" className={styles.numberCell}>
                  {t('pages')}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td className={styles.cell}>{row.lane}</td>
                <td className={styles.cell}>{row.date}</td>
                <td className={styles.cell}>
                  <EditionLink catalogueId={row.catalogueId} editionId={row.editionId}>
                    {row.title}
                  </EditionLink>
                </td>
                {pages && (
                  <td className={styles.numberCell}>
                    {row.pages == null ? '' : formatNumber(row.pages, locale)}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function Legend({ layout }: { layout: TimelineLayout }) {
  const { t } = useI18n();
  const marks = layout.lanes.flatMap((lane) => lane.marks);
  return (
    <ul className={styles.legend}>
      {marks.some((mark) => !mark.range) && (
        <li className={styles.legendItem}>
          <span className={styles.legendPoint} aria-hidden="true" />
          {t('timeline_legend_point')}
        </li>
      )}
      {marks.some((mark) => mark.range) && (
        <li className={styles.legendItem}>
          <span className={styles.legendRange} aria-hidden="true" />
          {t('timeline_legend_range')}
        </li>
      )}
    </ul>
  );
}

/**
 * A timeline section: heading, the chart (in room reserved from its layout, so nothing moves when
 * it draws), its legend, the same editions as a table, and the undated ones listed apart. While
 * the data loads it holds the room `expectedLanes` lanes would take.
 */
export function TimelineView({
  data,
  failed,
  onRetry,
  name,
  intro,
  expectedLanes,
  labelled = false,
}: {
  /** The timeline as lanes, table rows and undated editions; null while it loads or after it failed. */
  data: TimelineData | null;
  failed: boolean;
  onRetry: () => void;
  /** The publisher's name or catalogue's title, for the chart's accessible name. */
  name: string;
  intro: string;
  expectedLanes: number;
  /** Marks carry a short label (a page count) above them. */
  labelled?: boolean;
}) {
  const { t } = useI18n();
  const headingId = useId();
  const layout = useMemo(
    () => (data && data.lanes.length > 0 ? layoutTimeline(data.lanes, { labelled }) : null),
    [data, labelled],
  );
  // The chart's box, its legend's and its table's lines: what the loaded timeline will take.
  const reserved = (height: number) => (
    <>
      <div className={styles.scroller} style={{ height }} aria-busy="true">
        <Skeleton className={styles.placeholder} />
      </div>
      <Skeleton className={styles.linePlaceholder} />
      <Skeleton className={styles.linePlaceholder} />
    </>
  );
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('timeline')}
      </h2>
      <p className={styles.intro}>{intro}</p>
      {data === null ? (
        failed ? (
          <RetryNotice message={t('timeline_could_not_be_loaded')} onRetry={onRetry} />
        ) : (
          reserved(estimatedTimelineHeight(expectedLanes, { labelled }))
        )
      ) : layout === null ? (
        <p className={styles.empty}>{t('timeline_nothing_dated')}</p>
      ) : (
        <>
          <div className={styles.scroller} style={{ height: layout.height }}>
            <Suspense fallback={<Skeleton className={styles.placeholder} />}>
              <TimelineChart layout={layout} label={t('timeline_of_name', { name })} />
            </Suspense>
          </div>
          <Legend layout={layout} />
          <TimelineTable rows={data.rows} pages={labelled} />
        </>
      )}
      {data && data.undated.length > 0 && (
        <div className={styles.undated}>
          <h3 className={styles.undatedHeading}>{t('timeline_not_dated', { n: data.undated.length })}</h3>
          <ul className={styles.undatedList}>
            {data.undated.map((edition) => (
              <li key={edition.key}>
                <EditionLink catalogueId={edition.catalogueId} editionId={edition.editionId}>
                  {edition.title}
                </EditionLink>
                {edition.date && <span className={styles.muted}> ({edition.date})</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
