import { describe, expect, it } from 'vitest';
import { pagesToRecognise, wordMatches } from './ocr-jobs.ts';

describe('which pages of a new PDF go to OCR', () => {
  const page = (number: number, text: string) => ({ page: number, text });

  it('those without a text layer, in order', () => {
    const outcome = {
      status: 'indexed',
      pageCount: 4,
      pages: [page(1, 'Title'), page(2, ''), page(3, ' \n'), page(4, 'x')],
    };
    expect(pagesToRecognise(outcome as never)).toEqual([2, 3]);
  });

  it('every page of a scan', () => {
    expect(pagesToRecognise({ status: 'no-text', pageCount: 2, pages: [page(1, ''), page(2, '')] })).toEqual([
      1, 2,
    ]);
  });

  it('none when every page has text', () => {
    expect(pagesToRecognise({ status: 'indexed', pageCount: 1, pages: [page(1, 'Catalogo')] })).toBe('none');
  });

  it('all of them, counted later, when pdf.js could not read the file; none over the page limit', () => {
    expect(pagesToRecognise({ status: 'failed', pageCount: null, reason: 'unreadable' })).toBeNull();
    expect(pagesToRecognise({ status: 'failed', pageCount: 3, reason: 'timeout' })).toBeNull();
    expect(pagesToRecognise({ status: 'failed', pageCount: 5000, reason: 'too-many-pages' })).toBe('none');
  });
});

describe('which OCR words a search highlights', () => {
  it('those holding a query word at the start of a word, accents and case folded as in the search', () => {
    expect(wordMatches('Cathédrale,', ['cathedrale'])).toBe(true);
    expect(wordMatches('BRÜCKE', ['brucke'])).toBe(true);
    expect(wordMatches('Colosseo', ['colos'])).toBe(true);
    expect(wordMatches('Sevilla-Triana', ['triana'])).toBe(true);
    expect(wordMatches('Alcázar', ['cazar'])).toBe(false);
    expect(wordMatches('—', ['a'])).toBe(false);
  });
});
