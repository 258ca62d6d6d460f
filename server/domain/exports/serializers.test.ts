import { Cite } from '@citation-js/core';
import '@citation-js/plugin-ris';
import { parse as parseBibtex } from '@retorquere/bibtex-parser';
import { describe, expect, it } from 'vitest';
import { readWrittenDate } from '../../../common/edtf-dates.ts';
import type { EditionFacts } from './facts.ts';
import { serialize } from './serializers.ts';

const facts = (date: string | null, overrides: Partial<EditionFacts> = {}): EditionFacts => {
  const reading = readWrittenDate(date);
  return {
    catalogueId: 3,
    editionId: 7,
    title: 'Catalogo delle fotografie',
    date,
    year: null,
    dateEdtf: reading.kind === 'dated' ? reading.interval.edtf : null,
    dateUncertain: false,
    publishers: ['Fratelli Alinari'],
    places: [],
    holders: [],
    citation: null,
    pages: null,
    url: 'https://example.org/catalogues/catalogues/3/edition/7',
    pdfUrl: null,
    ...overrides,
  };
};

async function exported(format: 'bibtex' | 'ris', edition: EditionFacts): Promise<string> {
  let text = '';
  for await (const part of serialize(format, { withMatchingPages: false, chunks: [[edition]] as never })) {
    text += part;
  }
  return text;
}

/** BibTeX read back by an independent parser, RIS by citation-js's reader: the year and the note. */
async function readBack(edition: EditionFacts) {
  const [entry] = parseBibtex(await exported('bibtex', edition)).entries;
  const [ris] = new Cite(await exported('ris', edition)).data as Array<{
    issued?: { 'date-parts'?: number[][] };
    note?: string;
  }>;
  return {
    bibtexYear: entry?.fields.year === undefined ? null : Number(entry.fields.year),
    bibtexNote: entry?.fields.note === undefined ? null : String(entry.fields.note),
    risYear: ris?.issued?.['date-parts']?.[0]?.[0] ?? null,
    risNote: ris?.note ?? null,
  };
}

describe('BibTeX and RIS hold the year of the stored EDTF, and the written date where a year says less', () => {
  it.each([
    ['1887', 1887, false],
    ['1887-03-12', 1887, false],
    ['ca. 1890', 1890, true],
    ['[1890?]', 1890, true],
    ['1885-1890', 1885, true],
    ['1890s', 1890, true],
    ['before 1900', null, true],
    ['after 1875', null, true],
  ] as const)('%s', async (date, year, noted) => {
    const read = await readBack(facts(date));
    expect(read.bibtexYear).toBe(year);
    expect(read.risYear).toBe(year);
    const note = noted ? `Date: ${date}` : null;
    expect(read.bibtexNote).toBe(note);
    expect(read.risNote).toBe(note);
  });

  it('write a staff correction as the year, keeping the date as printed in the note', async () => {
    const read = await readBack(facts('ca. 1890', { dateEdtf: '1888' }));
    expect([read.bibtexYear, read.risYear]).toEqual([1888, 1888]);
    expect(read.bibtexNote).toBe('Date: ca. 1890');
  });

  it('write no year for an undated edition, and "s.d." only in the note', async () => {
    expect(await readBack(facts(null))).toEqual({
      bibtexYear: null,
      bibtexNote: null,
      risYear: null,
      risNote: null,
    });
    const undated = await readBack(facts('s.d.'));
    expect([undated.bibtexYear, undated.risYear, undated.bibtexNote]).toEqual([null, null, 'Date: s.d.']);
  });
});
