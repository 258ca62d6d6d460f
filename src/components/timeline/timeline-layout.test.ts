import { describe, expect, it } from 'vitest';
import {
  estimatedTimelineHeight,
  layoutTimeline,
  type TimelineMark,
  timelineMargin,
  timelineMinWidth,
} from './timeline-layout.ts';

const mark = (key: string, from: string, to: string, range = false): TimelineMark => ({
  key,
  catalogueId: 1,
  editionId: Number(key.replace(/\D/g, '')) || 1,
  from,
  to,
  range,
  name: key,
});
const year = (key: string, value: number) => mark(key, `${value}-01-01`, `${value}-12-31`);

describe('a timeline’s layout', () => {
  it('keeps editions years apart on one row and reserves exactly the room it draws in', () => {
    const layout = layoutTimeline(
      [
        { key: 'florence', label: 'Florence', marks: [year('e1', 1873), year('e2', 1881), year('e3', 1893)] },
        { key: 'rome', label: 'Rome', marks: [mark('e4', '1885-01-01', '1895-12-31', true)] },
      ],
      { labelled: false },
    );
    expect(layout.lanes.flatMap((lane) => lane.marks.map((placed) => placed.row))).toEqual([0, 0, 0, 0]);
    expect(layout.height).toBe(estimatedTimelineHeight(2, { labelled: false }));
    expect(layout.lanes[1]?.top).toBeGreaterThan(layout.lanes[0]?.top ?? 0);
  });

  it('stacks editions of the same year so that no two marks overlap', () => {
    const layout = layoutTimeline(
      [
        {
          key: 'venice',
          label: 'Venice',
          marks: [year('e1', 1875), year('e2', 1875), year('e3', 1875), year('e4', 1900)],
        },
      ],
      { labelled: false },
    );
    expect(layout.lanes[0]?.marks.map((placed) => placed.row)).toEqual([0, 1, 2, 0]);
    expect(layout.height).toBeGreaterThan(estimatedTimelineHeight(1, { labelled: false }));
  });

  it('stacks a range over the marks it covers, and page counts need more room sideways', () => {
    const marks = [mark('e1', '1880-01-01', '1890-12-31', true), year('e2', 1885), year('e3', 1886)];
    const plain = layoutTimeline([{ key: 'a', label: 'A', marks }], { labelled: false });
    expect(plain.lanes[0]?.marks.map((placed) => placed.row)).toEqual([0, 1, 1]);
    const labelled = layoutTimeline([{ key: 'a', label: 'A', marks }], { labelled: true });
    expect(labelled.lanes[0]?.marks.map((placed) => placed.row)).toEqual([0, 1, 2]);
  });

  it('spans at least ten whole years, with room before the first edition and after the last', () => {
    const layout = layoutTimeline([{ key: 'a', label: 'A', marks: [year('e1', 1890)] }], { labelled: false });
    const start = new Date(layout.start);
    const end = new Date(layout.end);
    expect(start.getUTCMonth()).toBe(0);
    expect(end.getUTCFullYear() - start.getUTCFullYear()).toBeGreaterThanOrEqual(10);
    expect(start.getUTCFullYear()).toBeLessThan(1890);
    expect(end.getUTCFullYear()).toBeGreaterThan(1890);
    expect(timelineMinWidth).toBeGreaterThan(timelineMargin.left + timelineMargin.right);
  });
});
