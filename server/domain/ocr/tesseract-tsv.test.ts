import { describe, expect, it } from 'vitest';
import { parseTesseractTsv } from './tesseract-tsv.ts';

const header =
  'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext';
const row = (cells: Array<string | number>) => cells.join('\t');

// What Tesseract 5.3 wrote for a 1000 × 2000 page with two lines, a low-confidence smudge and a
// blank word (trimmed from a real run).
const tsv = [
  header,
  row([1, 1, 0, 0, 0, 0, 0, 0, 1000, 2000, -1, '']),
  row([2, 1, 1, 0, 0, 0, 100, 200, 800, 120, -1, '']),
  row([3, 1, 1, 1, 0, 0, 100, 200, 800, 120, -1, '']),
  row([4, 1, 1, 1, 1, 0, 100, 200, 800, 50, -1, '']),
  row([5, 1, 1, 1, 1, 1, 100, 200, 300, 50, 96.4, 'Colosseo,']),
  row([5, 1, 1, 1, 1, 2, 450, 200, 250, 50, 91.02, 'veduta']),
  row([5, 1, 1, 1, 1, 3, 720, 200, 20, 50, 12.5, '~']),
  row([4, 1, 1, 1, 2, 0, 100, 270, 500, 50, -1, '']),
  row([5, 1, 1, 1, 2, 1, 100, 270, 500, 50, 95, ' ']),
  row([5, 1, 1, 1, 2, 2, 100, 270, 500, 50, 88, 'Schloß']),
  '',
].join('\n');

describe("reading Tesseract's TSV", () => {
  it('gives the text line by line, without blanks and what it was unsure of', () => {
    expect(parseTesseractTsv(tsv).text).toBe('Colosseo, veduta\nSchloß');
  });

  it('gives each word its box as fractions of the page and its confidence', () => {
    expect(parseTesseractTsv(tsv).words).toEqual([
      { text: 'Colosseo,', left: 0.1, top: 0.1, width: 0.3, height: 0.025, confidence: 96 },
      { text: 'veduta', left: 0.45, top: 0.1, width: 0.25, height: 0.025, confidence: 91 },
      { text: 'Schloß', left: 0.1, top: 0.135, width: 0.5, height: 0.025, confidence: 88 },
    ]);
  });

  it('keeps boxes inside the page even when a word overhangs its edge', () => {
    const overhanging = [header, row([1, 1, 0, 0, 0, 0, 0, 0, 100, 100, -1, ''])];
    overhanging.push(row([5, 1, 1, 1, 1, 1, 90, -5, 30, 20, 90, 'edge']));
    const [word] = parseTesseractTsv(overhanging.join('\n')).words;
    expect(word).toMatchObject({ left: 0.9, top: 0, width: 0.1, height: 0.15 });
  });

  it('answers no text for an empty page, an empty answer or garbage', () => {
    expect(parseTesseractTsv(`${header}\n${row([1, 1, 0, 0, 0, 0, 0, 0, 1000, 2000, -1, ''])}\n`)).toEqual({
      text: '',
      words: [],
    });
    expect(parseTesseractTsv('')).toEqual({ text: '', words: [] });
    expect(parseTesseractTsv('Error in pixRead: image file not found\n')).toEqual({ text: '', words: [] });
    // Words but no page row: nothing to measure the boxes against.
    expect(parseTesseractTsv(`${header}\n${row([5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 90, 'x'])}`).words).toEqual([]);
  });
});
