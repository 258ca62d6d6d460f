import { describe, expect, it } from 'vitest';
import { serializeQuery } from '@/api/query-string.ts';
import {
  catalogueMapQuery,
  catalogueMapSearch,
  listSearchOfPoint,
  publisherMapQuery,
  publisherMapSearch,
} from './map-search.ts';

describe('the maps and the switch "only dates certainly inside the range"', () => {
  it('send date-match=within with the years, and keep it in the list a point leads to', () => {
    const catalogues = catalogueMapSearch.parse({ yearFrom: '1860', yearTo: '1890', dateMatch: 'within' });
    expect(serializeQuery(catalogueMapQuery(catalogues, 'EN'))).toBe(
      'date-begin=1860&date-end=1890&date-match=within&illustrative-content=all&include-supplements=false&lang=EN',
    );
    expect(listSearchOfPoint('catalogues', catalogues, 3)).toMatchObject({
      places: '3',
      dateMatch: 'within',
    });
    const publishers = publisherMapSearch.parse({ yearTo: '1890', dateMatch: 'within' });
    expect(serializeQuery(publisherMapQuery(publishers, 'EN'))).toBe(
      'date-end=1890&date-match=within&lang=EN',
    );
    expect(listSearchOfPoint('publishers', publishers, 3)).toMatchObject({ dateMatch: 'within' });
  });

  it('match by overlap when the URL says nothing or something else', () => {
    for (const dateMatch of [undefined, 'overlap', 'certainly']) {
      const search = publisherMapSearch.parse({ yearFrom: '1860', dateMatch });
      expect(serializeQuery(publisherMapQuery(search, 'EN'))).toBe('date-begin=1860&lang=EN');
    }
  });
});
