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
