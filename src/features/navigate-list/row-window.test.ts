import { describe, expect, it } from 'vitest';
import { rowsToRender } from './row-window.ts';

const range = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, offset) => first + offset);

describe('the rows the navigation table renders', () => {
  it('are the rows in view and a few more on each side, at the top of a long list', () => {
    expect(rowsToRender({ top: 0, rows: 15 }, 175_000, 8)).toEqual(range(0, 23));
  });

  it('follow the scroll far into the list, without rendering the rows before', () => {
    expect(rowsToRender({ top: 87_500, rows: 15 }, 175_000, 8)).toEqual(range(87_492, 87_523));
  });

  it('end at the last row when the list is scrolled to its end', () => {
    expect(rowsToRender({ top: 174_986, rows: 15 }, 175_000, 8)).toEqual(range(174_977, 174_999));
  });

  it('are every row of a list shorter than the box', () => {
    expect(rowsToRender({ top: 0, rows: 15 }, 4, 8)).toEqual(range(0, 3));
  });

  it('are none of an empty list', () => {
    expect(rowsToRender({ top: 0, rows: 15 }, 0, 8)).toEqual([]);
  });

  it('are the last rows when the list got shorter than where the box was scrolled', () => {
    expect(rowsToRender({ top: 5_000, rows: 15 }, 30, 8)).toEqual(range(7, 29));
  });

  it('keep the focused row, in order, when it is scrolled away above or below', () => {
    expect(rowsToRender({ top: 1_000, rows: 15 }, 175_000, 8, 3)).toEqual([3, ...range(992, 1_023)]);
    expect(rowsToRender({ top: 0, rows: 15 }, 175_000, 8, 5_000)).toEqual([...range(0, 23), 5_000]);
    expect(rowsToRender({ top: 0, rows: 15 }, 175_000, 8, 10)).toEqual(range(0, 23));
  });

  it('forget a focused row the list no longer has', () => {
    expect(rowsToRender({ top: 0, rows: 15 }, 20, 8, 500)).toEqual(range(0, 19));
  });
});
