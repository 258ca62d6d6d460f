import { describe, expect, it } from 'vitest';
import { foldEntryText } from './catalogue-entries.ts';
import { diffEntries, type StoredEntry } from './edition-comparison.ts';

const entry = (number: string, text: string, page = 2): StoredEntry => ({
  number,
  text,
  folded: foldEntryText(text),
  page,
});

describe('two lists of entries compared', () => {
  it('counts the same number with the same text as unchanged, whatever the case, accents and punctuation', () => {
    const result = diffEntries(
      [entry('1', 'Firenze. Duomo'), entry('2', 'München, Frauenkirche')],
      [entry('1', 'FIRENZE — DUOMO', 3), entry('2', 'Munchen. Frauenkirche', 3)],
    );
    expect(result).toEqual({ added: [], removed: [], renumbered: [], unchanged: 2 });
  });

  it('finds an entry listed under another number, with its page in either list', () => {
    const result = diffEntries(
      [entry('1', 'Firenze. Duomo'), entry('2', 'Siena. Porta Romana', 2)],
      [entry('1', 'Firenze. Duomo'), entry('7', 'Siena. Porta Romana', 4)],
    );
    expect(result.renumbered).toEqual([
      { fromNumber: '2', toNumber: '7', text: 'Siena. Porta Romana', fromPage: 2, toPage: 4 },
    ]);
    expect(result.added).toEqual([]);
    expect(result.removed).toEqual([]);
  });

  it('takes a changed text under the same number as one entry removed and one added', () => {
    const result = diffEntries([entry('5', 'Pisa. Duomo')], [entry('5', 'Pisa. Battistero')]);
    expect(result.removed).toEqual([{ number: '5', text: 'Pisa. Duomo', fromPage: 2 }]);
    expect(result.added).toEqual([{ number: '5', text: 'Pisa. Battistero', toPage: 2 }]);
    expect(result.unchanged).toBe(0);
  });

  it('pairs a text listed several times in order, and leaves the extra one added', () => {
    const result = diffEntries(
      [entry('10', 'Roma. Colosseo'), entry('11', 'Roma. Colosseo')],
      [entry('20', 'Roma. Colosseo', 3), entry('21', 'Roma. Colosseo', 3), entry('22', 'Roma. Colosseo', 4)],
    );
    expect(result.renumbered.map((moved) => [moved.fromNumber, moved.toNumber])).toEqual([
      ['10', '20'],
      ['11', '21'],
    ]);
    expect(result.added).toEqual([{ number: '22', text: 'Roma. Colosseo', toPage: 4 }]);
  });

  it('prefers the same number before another number with the same text', () => {
    const result = diffEntries(
      [entry('3', 'Venezia. Rialto'), entry('9', 'Venezia. Rialto')],
      [entry('9', 'Venezia. Rialto')],
    );
    expect(result.unchanged).toBe(1);
    expect(result.renumbered).toEqual([]);
    expect(result.removed).toEqual([{ number: '3', text: 'Venezia. Rialto', fromPage: 2 }]);
  });

  it('orders each list by number, numerically and then by suffix', () => {
    const result = diffEntries(
      [],
      [entry('120', 'a'), entry('12bis', 'b'), entry('12', 'c'), entry('9', 'd'), entry('12a', 'e')],
    );
    expect(result.added.map((added) => added.number)).toEqual(['9', '12', '12a', '12bis', '120']);
  });
});
