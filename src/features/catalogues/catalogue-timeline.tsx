import { type CatalogueTimeline, catalogueTimelineQuery } from '@/api/queries/timelines.ts';
import type { TimelineLane } from '@/components/timeline/timeline-layout.ts';
import { type TimelineData, TimelineView } from '@/components/timeline/timeline-view.tsx';
import { useTimelineData } from '@/components/timeline/use-timeline-data.ts';
import { formatNumber } from '@/i18n/format.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import type { Translate } from '@/i18n/translator.ts';

type Lane = CatalogueTimeline['lanes'][number];

function laneLabel(lane: Lane, t: Translate): string {
  if (lane.kind === 'editions') return t('timeline_editions_of_this_catalogue');
  return lane.kind === 'supplementaryContent'
    ? t('timeline_supplementary_content_title', { title: lane.catalogue.title })
    : t('timeline_supplementary_content_of_title', { title: lane.catalogue.title });
}

/**
 * The catalogue's editions and its supplements' as lanes, each mark labelled with its page count.
 * (The count of numbered entries per edition joins the label and the table once the edition
 * comparison reads them.)
 */
function timelineData(timeline: CatalogueTimeline, t: Translate, locale: string): TimelineData {
  const pagesOf = (pages: number | null) => (pages === null ? null : formatNumber(pages, locale));
  const lanes: TimelineLane[] = timeline.lanes.map((lane) => ({
    key: `${lane.kind}-${lane.catalogue.id}`,
    label: laneLabel(lane, t),
    marks: lane.editions.map((edition) => {
      const pages = pagesOf(edition.pages);
      return {
        key: String(edition.editionId),
        catalogueId: edition.catalogueId,
        editionId: edition.editionId,
        from: edition.from ?? '',
        to: edition.to ?? '',
        range: edition.range,
        name: t('timeline_mark_name_pages', {
          title: edition.title,
          date: edition.date ?? '',
          pages: pages === null ? '' : t('timeline_n_pages', { n: pages }),
        }),
        label: pages === null ? undefined : t('timeline_n_pages_short', { n: pages }),
      };
    }),
  }));
  return {
    lanes,
    rows: timeline.lanes.flatMap((lane, index) =>
      lane.editions.map((edition) => ({
        key: String(edition.editionId),
        lane: lanes[index]?.label ?? '',
        date: edition.date ?? '',
        title: edition.title,
        catalogueId: edition.catalogueId,
        editionId: edition.editionId,
        pages: edition.pages,
      })),
    ),
    undated: timeline.undated.map((edition) => ({
      key: String(edition.editionId),
      title: edition.title,
      date: edition.date,
      catalogueId: edition.catalogueId,
      editionId: edition.editionId,
    })),
  };
}

/**
 * The catalogue's history on one axis: its editions, and beside them the catalogues that
 * supplement it or that it supplements, with each edition's number of pages. While it loads it
 * holds the room of a lane for the catalogue and one per related catalogue.
 */
export function CatalogueTimelineSection({
  catalogueId,
  title,
  relatedCatalogues,
}: {
  catalogueId: string;
  title: string;
  relatedCatalogues: number;
}) {
  const { t } = useI18n();
  const timeline = useTimelineData((locale) => catalogueTimelineQuery(catalogueId, locale), timelineData);
  return (
    <TimelineView
      {...timeline}
      name={title}
      intro={t('catalogue_timeline_intro')}
      expectedLanes={1 + relatedCatalogues}
      labelled
    />
  );
}
