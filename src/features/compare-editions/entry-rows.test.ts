import { describe, expect, it } from 'vitest';
import type { EditionComparison } from './api.ts';
import { entryRows, filterRows, foldForFilter } from './entry-rows.ts';

const edition = (editionId: number) => ({
  catalogueId: 1,
  editionId,
  catalogueTitle: 'Catalogo',
  editionEnumeration: null,
  date: null,
  pdfPages: 20,
  entries: 3,
});

const comparison: EditionComparison = {
  from: edition(1),
  to: edition(2),
  added: [
    { number: '12', text: 'Firenze. Ponte Vecchio', toPage: 4 },
    { number: '112', text: 'Fiesole. Il Duomo', toPage: 9 },
  ],
  removed: [{ number: '7bis', text: 'Pisa. La Torre pendente', fromPage: 3 }],
  renumbered: [
    { fromNumber: '30', toNumber: '31', text: 'Città di Castello. Palazzo Vitelli', fromPage: 5, toPage: 6 },
  ],
  unchanged: 40,
};

describe('the lists of a comparison', () => {
  it('give each entry its numbers and its page in each edition that lists it', () => {
    const rows = entryRows(comparison);
    expect(rows.added[0]).toMatchObject({ toNumber: '12', text: 'Firenze. Ponte Vecchio', toPage: 4 });
    expect(rows.added[0]?.fromPage).toBeUndefined();
    expect(rows.removed[0]).toMatchObject({ fromNumber: '7bis', fromPage: 3 });
    expect(rows.removed[0]?.toPage).toBeUndefined();
    expect(rows.renumbered[0]).toMatchObject({ fromNumber: '30', toNumber: '31', fromPage: 5, toPage: 6 });
  });
});

describe('finding an entry', () => {
  const rows = entryRows(comparison);

  it('ignores case, accents and punctuation', () => {
    expect(foldForFilter('Città  di Castello, Palazzo.')).toBe('citta di castello palazzo');
    expect(filterRows(rows.renumbered, 'CITTA castello')).toHaveLength(1);
    expect(filterRows(rows.added, 'ponte-vecchio')).toHaveLength(1);
  });

  it('needs every word typed', () => {
    expect(filterRows(rows.added, 'firenze duomo')).toHaveLength(0);
  });

  it('finds a number as a whole: 12 is not 112', () => {
    expect(filterRows(rows.added, '12').map((row) => row.toNumber)).toEqual(['12']);
    expect(filterRows(rows.renumbered, '30').map((row) => row.toNumber)).toEqual(['31']);
    expect(filterRows(rows.removed, '7bis')).toHaveLength(1);
  });

  it('keeps every row for an empty query', () => {
    expect(filterRows(rows.added, '  ')).toHaveLength(2);
  });
});
