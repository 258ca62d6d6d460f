import { describe, expect, it } from 'vitest';
import { downloadFileName } from './download.ts';

describe('downloadFileName', () => {
  it('names the file after the title', () => {
    expect(downloadFileName('Catalogo delle fotografie Alinari')).toBe(
      'Catalogo delle fotografie Alinari.pdf',
    );
  });

  it('keeps accented letters and removes what file systems refuse', () => {
    expect(downloadFileName('Vues d’Italie: Rome / Naples?')).toBe('Vues d’Italie Rome Naples.pdf');
    expect(downloadFileName('a\\b*c"d<e>f|g')).toBe('a b c d e f g.pdf');
    expect(downloadFileName('line\nbreak\ttab')).toBe('line break tab.pdf');
  });

  it('does not add a second .pdf, nor start or end with dots', () => {
    expect(downloadFileName('scan.PDF')).toBe('scan.pdf');
    expect(downloadFileName('...hidden...')).toBe('hidden.pdf');
  });

  it('shortens very long titles and falls back to a name when nothing is left', () => {
    expect(downloadFileName('x'.repeat(300))).toBe(`${'x'.repeat(120)}.pdf`);
    expect(downloadFileName(' /// ')).toBe('catalogue.pdf');
  });
});
