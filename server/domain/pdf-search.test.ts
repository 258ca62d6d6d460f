import { describe, expect, it } from 'vitest';
import { snippetOf } from './pdf-search.ts';

describe('a PDF search snippet', () => {
  it('highlights every word that starts with a query word, ignoring accents and case', () => {
    const text = 'Firenze. Galleria degli Uffizi. Città e dintorni: Veduta di Firenze';
    const { snippet, highlights } = snippetOf(text, ['firen', 'citta']);
    expect(highlights.map(({ start, end }) => snippet.slice(start, end))).toEqual([
      'Firen',
      'Città',
      'Firen',
    ]);
  });

  it('opens at a word boundary with an ellipsis when the match is far into the page', () => {
    const text = `${'lorem ipsum '.repeat(40)}Venezia. Basilica di S. Marco`;
    const { snippet, highlights } = snippetOf(text, ['venezia']);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.charAt(1)).not.toBe(' ');
    expect(highlights).toHaveLength(1);
    const [range] = highlights;
    expect(range && snippet.slice(range.start, range.end)).toBe('Venezia');
  });

  it('falls back to the page start without highlights when nothing matches', () => {
    expect(snippetOf('Roma. Foro Romano', ['napoli'])).toEqual({
      snippet: 'Roma. Foro Romano',
      highlights: [],
    });
  });
});

describe('a PDF search snippet on text that folds to another length', () => {
  it('highlights the original letters of a word whose folding is longer (ß) or decomposed', () => {
    const text = 'Großes Panorama von Köln. Der Kölner Dom';
    const { snippet, highlights } = snippetOf(text, ['gross', 'koln']);
    expect(highlights.map(({ start, end }) => snippet.slice(start, end))).toEqual(['Groß', 'Köln', 'Köln']);
  });
});

describe('a PDF search snippet on Latin letters folded in one pass', () => {
  it('highlights accented words where they stand, and never a query word inside another word', () => {
    const text = 'Berlin. Königliche Gemäldegalerie. Museo Stibbert; Æsthetik der Gemälde';
    const { snippet, highlights } = snippetOf(text, ['gemalde', 'bert']);
    expect(highlights.map(({ start, end }) => snippet.slice(start, end))).toEqual(['Gemälde', 'Gemälde']);
  });

  it('highlights a word with its accent when the accent is a separate character', () => {
    const text = 'Cite\u0301 de Carcassonne. La cite\u0301';
    const { snippet, highlights } = snippetOf(text, ['cite', 'carcas']);
    expect(highlights.map(({ start, end }) => snippet.slice(start, end))).toEqual([
      'Cite\u0301',
      'Carcas',
      'cite\u0301',
    ]);
  });
});

describe('a PDF search snippet on typographic punctuation', () => {
  it('highlights the words around dashes and curly quotes where they stand', () => {
    const text = 'Firenze – “Galleria degli Uffizi” … l’Arno, Città';
    const { snippet, highlights } = snippetOf(text, ['uffizi', 'arno', 'citta']);
    expect(highlights.map(({ start, end }) => snippet.slice(start, end))).toEqual([
      'Uffizi',
      'Arno',
      'Città',
    ]);
  });
});

describe('a PDF search snippet on German text with several ß', () => {
  it('highlights each word where it stands, however many two-letter folds come before it', () => {
    // 'bus' ends inside the 'ss' of ß: the highlight stops before the ß, as it always has.
    const text = 'Die büßende Magdalena in Weiß. Großer Garten; Straße';
    const { snippet, highlights } = snippetOf(text, ['magdal', 'weiss', 'grosser', 'gar', 'strass', 'bus']);
    expect(highlights.map(({ start, end }) => snippet.slice(start, end))).toEqual([
      'bü',
      'Magdal',
      'Weiß',
      'Großer',
      'Gar',
      'Straß',
    ]);
  });
});

describe('a PDF search snippet on a capital letter whose lower case takes a mark', () => {
  it('highlights the whole word, as the fold of İ is a plain i', () => {
    const { snippet, highlights } = snippetOf('Panorama di İstanbul. Galata', ['istanbul']);
    expect(highlights.map(({ start, end }) => snippet.slice(start, end))).toEqual(['İstanbul']);
  });
});
