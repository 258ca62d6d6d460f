import { describe, expect, it } from 'vitest';
import {
  filterParam,
  navigationListSearchSchema,
  nextSort,
  sortOf,
  sortParams,
} from './navigation-list-search.ts';

describe('the navigation list address', () => {
  const parse = (search: Record<string, unknown>) => navigationListSearchSchema.parse(search);

  it('reads sort, direction and filter', () => {
    expect(parse({ sort: 'year', direction: 'desc', filter: 'alinari' })).toEqual({
      sort: 'year',
      direction: 'desc',
      filter: 'alinari',
    });
  });

  it('keeps the filter as typed, up to 200 characters', () => {
    expect(parse({ filter: ' naya ' }).filter).toBe(' naya ');
    expect(parse({ filter: 'x'.repeat(300) }).filter).toHaveLength(200);
  });

  it('drops values it does not understand instead of failing the page', () => {
    const search = parse({ sort: 'price', direction: 'up', filter: 42 });
    expect(search).toEqual({ sort: undefined, direction: undefined, filter: undefined });
    expect(sortOf(search)).toEqual({ column: 'title', direction: 'asc' });
  });

  it('sorts by title ascending when the address says nothing', () => {
    expect(sortOf(parse({}))).toEqual({ column: 'title', direction: 'asc' });
    expect(sortOf(parse({ direction: 'desc' }))).toEqual({ column: 'title', direction: 'desc' });
  });

  it('leaves the default sort and a blank filter out of the address', () => {
    expect(sortParams({ column: 'title', direction: 'asc' })).toEqual({
      sort: undefined,
      direction: undefined,
    });
    expect(sortParams({ column: 'year', direction: 'desc' })).toEqual({ sort: 'year', direction: 'desc' });
    expect(filterParam('  ')).toBeUndefined();
    expect(filterParam(' naya ')).toBe(' naya ');
  });
});

describe('clicking a column header', () => {
  it('flips the direction of the sorted column', () => {
    expect(nextSort({ column: 'year', direction: 'asc' }, 'year')).toEqual({
      column: 'year',
      direction: 'desc',
    });
    expect(nextSort({ column: 'year', direction: 'desc' }, 'year')).toEqual({
      column: 'year',
      direction: 'asc',
    });
  });

  it('sorts another column ascending', () => {
    expect(nextSort({ column: 'year', direction: 'desc' }, 'places')).toEqual({
      column: 'places',
      direction: 'asc',
    });
  });
});
