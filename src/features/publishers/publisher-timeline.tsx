import { type PublisherTimeline, publisherTimelineQuery } from '@/api/queries/timelines.ts';
import type { TimelineLane } from '@/components/timeline/timeline-layout.ts';
import { type TimelineData, TimelineView } from '@/components/timeline/timeline-view.tsx';
import { useTimelineData } from '@/components/timeline/use-timeline-data.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import type { Translate } from '@/i18n/translator.ts';
import { placeNameIn } from '@/lib/names.ts';

/** The firm's editions as lanes per place, the table's rows and the undated ones. */
function timelineData(timeline: PublisherTimeline, t: Translate, locale: string): TimelineData {
  const lanes: TimelineLane[] = timeline.lanes.map((lane) => {
    const place = lane.place ? placeNameIn(lane.place.name, locale) : t('timeline_place_not_recorded');
    return {
      key: lane.place ? String(lane.place.id) : 'no-place',
      label: place,
      marks: lane.editions.map((edition) => ({
        key: `${lane.place?.id ?? 'no-place'}-${edition.editionId}`,
        catalogueId: edition.catalogueId,
        editionId: edition.editionId,
        from: edition.from ?? '',
        to: edition.to ?? '',
        range: edition.range,
        name: t('timeline_mark_name', { title: edition.title, date: edition.date ?? '', place }),
      })),
    };
  });
  return {
    lanes,
    rows: lanes.flatMap((lane, index) =>
      (timeline.lanes[index]?.editions ?? []).map((edition) => ({
        key: `${lane.key}-${edition.editionId}`,
        lane: lane.label,
        date: edition.date ?? '',
        title: edition.title,
        catalogueId: edition.catalogueId,
        editionId: edition.editionId,
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
 * The firm's catalogues and editions on a time axis, one lane per place of publication, so that
 * moves and branches show. While it loads it holds the room of one lane per place of activity.
 */
export function PublisherTimelineSection({ id, name, places }: { id: string; name: string; places: number }) {
  const { t } = useI18n();
  const timeline = useTimelineData((locale) => publisherTimelineQuery(id, locale), timelineData);
  return (
    <TimelineView {...timeline} name={name} intro={t('publisher_timeline_intro')} expectedLanes={places} />
  );
}
