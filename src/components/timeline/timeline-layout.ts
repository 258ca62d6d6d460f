/**
 * Where a timeline's marks go, worked out without the chart's code: the page reserves the chart's
 * height from it before the chart's chunk arrives, so nothing below moves when it draws.
 */

/** One edition on the axis: a link to the edition, drawn as a dot or, when `range`, a bar. */
export interface TimelineMark {
  key: string;
  catalogueId: number;
  editionId: number;
  /** Inclusive bounds of the dated interval, `YYYY-MM-DD`. */
  from: string;
  to: string;
  range: boolean;
  /** The link's accessible name: "<catalogue title>, <date as written>, <place or pages>". */
  name: string;
  /** A short text written above the mark (a catalogue timeline's page count). */
  label?: string;
}

export interface TimelineLane {
  key: string;
  label: string;
  marks: TimelineMark[];
}

export interface PlacedMark extends TimelineMark {
  /** Sub-row within the lane: marks that would overlap are stacked. */
  row: number;
}

export interface PlacedLane extends Omit<TimelineLane, 'marks'> {
  marks: PlacedMark[];
  /** Top of the lane's label, and of its first row of marks. */
  top: number;
  marksTop: number;
}

export interface TimelineLayout {
  lanes: PlacedLane[];
  /** The axis' first and last instant (UTC ms): whole years around the marks. */
  start: number;
  end: number;
  rowHeight: number;
  /** Where the axis line is drawn, and the whole chart's height. */
  axisTop: number;
  height: number;
}

/**
 * Below this width the chart scrolls sideways instead of squeezing: marks are stacked so that
 * they never overlap at this width, hence at any wider one, and the height does not depend on
 * the screen.
 */
export const timelineMinWidth = 560;
export const timelineMargin = { left: 16, right: 24 } as const;
const laneLabelHeight = 22;
const lanePadding = 10;
const axisHeight = 36;
/** Years the axis spans at least, so that one edition is not drawn across the whole width. */
const minimumSpanYears = 10;

const dayMs = 86_400_000;
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const yearStart = (year: number) => Date.UTC(year, 0, 1);

/** The instant a mark is centred on: the middle of its interval. */
export const markCentre = (mark: Pick<TimelineMark, 'from' | 'to'>) =>
  (utc(mark.from) + utc(mark.to) + dayMs) / 2;
/** The interval's end, exclusive, so that a year's bar reaches the next year's tick. */
export const markEnd = (mark: Pick<TimelineMark, 'to'>) => utc(mark.to) + dayMs;
export const markStart = (mark: Pick<TimelineMark, 'from'>) => utc(mark.from);

export function layoutTimeline(lanes: TimelineLane[], options: { labelled: boolean }): TimelineLayout {
  const marks = lanes.flatMap((lane) => lane.marks);
  const first = Math.min(...marks.map((mark) => new Date(markStart(mark)).getUTCFullYear()));
  const last = Math.max(...marks.map((mark) => new Date(markEnd(mark) - 1).getUTCFullYear()));
  const missing = Math.max(0, minimumSpanYears - (last - first + 1));
  const startYear = first - Math.floor(missing / 2) - 1;
  const endYear = last + Math.ceil(missing / 2) + 2;
  const start = yearStart(startYear);
  const end = yearStart(endYear);
  const rowHeight = options.labelled ? 40 : 24;
  // Half the room a mark takes sideways: a dot and its focus ring, or its page count above it.
  const halfWidth = options.labelled ? 30 : 10;
  const pixelsPerMs = (timelineMinWidth - timelineMargin.left - timelineMargin.right) / (end - start);

  let top = 0;
  const placed = lanes.map((lane): PlacedLane => {
    const rowEnds: number[] = [];
    const laneMarks = [...lane.marks]
      .sort((a, b) => markStart(a) - markStart(b) || markEnd(a) - markEnd(b))
      .map((mark): PlacedMark => {
        const centre = markCentre(mark) * pixelsPerMs;
        const left = Math.min(mark.range ? markStart(mark) * pixelsPerMs : centre, centre - halfWidth);
        const right = Math.max(mark.range ? markEnd(mark) * pixelsPerMs : centre, centre + halfWidth);
        const free = rowEnds.findIndex((rowEnd) => rowEnd + 4 <= left);
        const row = free === -1 ? rowEnds.length : free;
        rowEnds[row] = right;
        return { ...mark, row };
      });
    const lanePlaced = { ...lane, marks: laneMarks, top, marksTop: top + laneLabelHeight };
    top += laneLabelHeight + Math.max(1, rowEnds.length) * rowHeight + lanePadding;
    return lanePlaced;
  });
  return { lanes: placed, start, end, rowHeight, axisTop: top, height: top + axisHeight };
}

/**
 * The height a timeline of `lanes` lanes of one row each takes: what its section reserves while
 * its data loads, the usual case exactly.
 */
export const estimatedTimelineHeight = (lanes: number, options: { labelled: boolean }) =>
  Math.max(1, lanes) * (laneLabelHeight + (options.labelled ? 40 : 24) + lanePadding) + axisHeight;
