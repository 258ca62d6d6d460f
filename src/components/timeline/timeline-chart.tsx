import { Link } from '@tanstack/react-router';
import { AxisBottom } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleUtc } from '@visx/scale';
import { Bar, Circle, Line } from '@visx/shape';
import { useLayoutEffect, useRef, useState } from 'react';
import * as styles from './timeline.css.ts';
import {
  markCentre,
  markEnd,
  markStart,
  type PlacedMark,
  type TimelineLayout,
  timelineMargin,
  timelineMinWidth,
} from './timeline-layout.ts';

const pointRadius = 6;
const barHeight = 12;
/** Lane labels longer than this are cut: the table below has them whole. */
const laneLabelLength = 90;

const shortened = (text: string) =>
  text.length > laneLabelLength ? `${text.slice(0, laneLabelLength - 1).trimEnd()}…` : text;

/** Tick years at a round step that leaves about 70 px per label. */
function tickYears(startYear: number, endYear: number, width: number): number[] {
  const room = Math.max(2, Math.floor(width / 70));
  const step =
    [1, 2, 5, 10, 20, 25, 50, 100].find((candidate) => (endYear - startYear) / candidate <= room) ?? 100;
  const years: number[] = [];
  for (let year = Math.ceil(startYear / step) * step; year <= endYear; year += step) years.push(year);
  return years;
}

/** The width the chart's box gives it, and no less than the width its marks were stacked for. */
function useChartWidth() {
  const box = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(timelineMinWidth);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(timelineMinWidth, Math.floor(element.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

/**
 * The timeline drawn with visx: a lane per row of the layout, an axis of years, each edition a
 * link (a router link inside the SVG: Tab reaches it, Enter opens the edition, the ring shows
 * focus). Loaded on its own, only by the views that show a timeline.
 */
export default function TimelineChart({ layout, label }: { layout: TimelineLayout; label: string }) {
  const { box, width } = useChartWidth();
  const x = scaleUtc({
    domain: [new Date(layout.start), new Date(layout.end)],
    range: [timelineMargin.left, width - timelineMargin.right],
  });
  const startYear = new Date(layout.start).getUTCFullYear();
  const endYear = new Date(layout.end).getUTCFullYear();
  const ticks = tickYears(startYear, endYear, width).map((year) => new Date(Date.UTC(year, 0, 1)));

  const markAt = (mark: PlacedMark, laneTop: number) => {
    const centreY = laneTop + mark.row * layout.rowHeight + layout.rowHeight - barHeight;
    const centreX = x(new Date(markCentre(mark)));
    const left = x(new Date(markStart(mark)));
    const right = Math.max(left + 2, x(new Date(markEnd(mark))));
    const ringLeft = (mark.range ? left : centreX - pointRadius) - 4;
    const ringRight = (mark.range ? right : centreX + pointRadius) + 4;
    return (
      <Link
        key={mark.key}
        to="/catalogues/$id/edition/$editionId"
        params={{ id: String(mark.catalogueId), editionId: String(mark.editionId) }}
        aria-label={mark.name}
        className={styles.markLink}
        preload="intent"
      >
        <title>{mark.name}</title>
        <rect
          className={styles.focusRing}
          x={ringLeft}
          y={centreY - barHeight / 2 - 4}
          width={ringRight - ringLeft}
          height={barHeight + 8}
          rx={6}
        />
        {mark.range ? (
          <Bar
            className={styles.range}
            x={left}
            y={centreY - barHeight / 2}
            width={right - left}
            height={barHeight}
            rx={3}
          />
        ) : (
          <Circle className={styles.point} cx={centreX} cy={centreY} r={pointRadius} />
        )}
        {mark.label && (
          <text className={styles.markLabel} x={centreX} y={centreY - barHeight / 2 - 8} textAnchor="middle">
            {mark.label}
          </text>
        )}
      </Link>
    );
  };

  return (
    <figure ref={box} className={styles.chart} aria-label={label}>
      {/* Rules, lane names and years: the links' names say the same, so screen readers skip them. */}
      <svg width={width} height={layout.height} aria-hidden="true" className={styles.layer}>
        {layout.lanes.map((lane) => (
          <Group key={lane.key} top={lane.top}>
            {lane.top > 0 && (
              <Line
                className={styles.laneRule}
                from={{ x: timelineMargin.left, y: 0 }}
                to={{ x: width - timelineMargin.right, y: 0 }}
              />
            )}
            <text className={styles.laneLabel} x={timelineMargin.left} y={16}>
              {shortened(lane.label)}
            </text>
          </Group>
        ))}
        <AxisBottom
          top={layout.axisTop}
          scale={x}
          tickValues={ticks}
          tickFormat={(value) => String((value as Date).getUTCFullYear())}
          axisLineClassName={styles.axisLine}
          tickClassName={styles.tick}
          tickLabelProps={{ className: styles.tickLabel, textAnchor: 'middle' }}
        />
      </svg>
      <svg width={width} height={layout.height} className={styles.layer}>
        <title>{label}</title>
        {layout.lanes.map((lane) => (
          <g key={lane.key}>{lane.marks.map((mark) => markAt(mark, lane.marksTop))}</g>
        ))}
      </svg>
    </figure>
  );
}
