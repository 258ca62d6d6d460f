import { describe, expect, it } from 'vitest';
import { helperTextLimit, snippetParts } from './snippet.ts';

const textOf = (parts: ReturnType<typeof snippetParts>) => parts.map((part) => part.text).join('');
const marked = (parts: ReturnType<typeof snippetParts>) =>
  parts.filter((part) => part.highlighted).map((part) => part.text);

describe('helper text limit', () => {
  it('is 100 characters, 50 when the secondary text is longer than 30', () => {
    expect(helperTextLimit('Fratelli Alinari')).toBe(100);
    expect(helperTextLimit('x'.repeat(30))).toBe(100);
    expect(helperTextLimit('x'.repeat(31))).toBe(50);
  });
});

describe('snippet parts', () => {
  it('keeps a short snippet whole and marks its highlights', () => {
    const parts = snippetParts('Vedute di Firenze e dintorni', [{ start: 10, end: 17 }], 100);
    expect(parts).toEqual([
      { text: 'Vedute di ', highlighted: false },
      { text: 'Firenze', highlighted: true },
      { text: ' e dintorni', highlighted: false },
    ]);
  });

  it('cuts a long snippet to the limit around the first match, with ellipses', () => {
    const words = Array.from({ length: 60 }, (_, index) => `word${index}`);
    const snippet = words.join(' ');
    const start = snippet.indexOf('word40');
    const parts = snippetParts(snippet, [{ start, end: start + 6 }], 50);
    const visible = textOf(parts);
    expect(marked(parts)).toEqual(['word40']);
    expect(visible.startsWith('…')).toBe(true);
    expect(visible.endsWith('…')).toBe(true);
    expect(visible.replaceAll('…', '').length).toBeLessThanOrEqual(50);
    // Whole words only at the cuts.
    expect(
      visible
        .replaceAll('…', '')
        .trim()
        .split(' ')
        .every((word) => /^word\d+$/.test(word)),
    ).toBe(true);
  });

  it('starts at the beginning when the match is early, and ignores ranges outside the text', () => {
    const snippet = `Firenze ${'e '.repeat(80)}`;
    const parts = snippetParts(
      snippet,
      [
        { start: 0, end: 7 },
        { start: 500, end: 510 },
      ],
      100,
    );
    expect(parts[0]).toEqual({ text: 'Firenze', highlighted: true });
    expect(textOf(parts).endsWith('…')).toBe(true);
  });

  it('cuts without a highlight from the start', () => {
    const parts = snippetParts('a'.repeat(300), [], 100);
    expect(textOf(parts)).toBe(`${'a'.repeat(100)}…`);
  });
});
