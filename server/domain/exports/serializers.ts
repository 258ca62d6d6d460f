import { plugins } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import { publishedEdtf } from '../../../common/date-exports.ts';
import { readWrittenDate } from '../../../common/edtf-dates.ts';
import { type CslItem, cslItem, exportId } from './csl.ts';
import { csvHeader, csvRow } from './csv.ts';
import { type EditionFacts, editionDate } from './facts.ts';
import type { ExportFormat } from './formats.ts';

/** The records of an export, a chunk at a time, and whether they carry the pages a PDF search found. */
export interface ExportRecords {
  withMatchingPages: boolean;
  chunks: AsyncIterable<EditionFacts[]>;
}

/**
 * BibTeX and RIS hold a year (a month, a day), not an approximate date, a range or an open one:
 * unless the date is exact and its EDTF is the written date's own reading, the date as written
 * goes into the note, so "ca. 1890" is not read as 1890, "before 1900" (which they cannot hold)
 * is not lost, and a staff correction does not hide what the catalogue prints.
 */
function withDateInNote(item: CslItem, facts: EditionFacts): CslItem {
  if (!facts.date) return item;
  const issued = item.issued;
  const exact =
    issued?.['date-parts']?.length === 1 &&
    issued.circa === undefined &&
    issued.season === undefined &&
    issued.literal === undefined;
  const reading = readWrittenDate(facts.date);
  const saysTheDate = reading.kind === 'dated' && reading.interval.edtf === publishedEdtf(editionDate(facts));
  if (exact && saysTheDate) return item;
  const date = `Date: ${facts.date}`;
  return { ...item, note: item.note ? `${date}. ${item.note}` : date };
}

/** BibTeX entries through citation-js (the firm in double braces: a corporate author). */
function bibtex(facts: EditionFacts[]): string {
  const items = facts.map((fact) => withDateInNote(cslItem(fact), fact));
  return String(plugins.output.format('bibtex', items, { format: 'text' }));
}

/**
 * RIS records through citation-js's mapping, written one tag a line (citation-js would cut the
 * ID to 20 characters and wrap long values); CRLF line ends as the RIS specification has them.
 */
function ris(facts: EditionFacts[]): string {
  const items = facts.map((fact) => withDateInNote(cslItem(fact), fact));
  const entries = plugins.output.format('ris', items, { format: 'object' }) as Array<
    Record<string, string | number | Array<string | number>>
  >;
  return entries
    .map((entry, index) => {
      const { TY, ...tags } = entry;
      const id = facts[index] ? exportId(facts[index]) : undefined;
      const lines = [`TY  - ${TY}`];
      for (const [tag, value] of Object.entries({ ...tags, ...(id ? { ID: id } : {}) })) {
        for (const one of ([] as Array<string | number>).concat(value)) {
          lines.push(`${tag}  - ${String(one).replace(/\s*[\r\n]+\s*/g, ' ')}`);
        }
      }
      lines.push('ER  - ');
      return `${lines.join('\r\n')}\r\n`;
    })
    .join('');
}

/**
 * The text of an export, chunk by chunk as the records arrive, so the first bytes leave before
 * the last records are read: CSV (RFC 4180, UTF-8 with BOM), BibTeX, RIS or a CSL-JSON array.
 */
export async function* serialize(format: ExportFormat, records: ExportRecords): AsyncGenerator<string> {
  const { withMatchingPages } = records;
  if (format === 'csv') yield csvHeader(withMatchingPages);
  if (format === 'csl-json') yield '[';
  let first = true;
  for await (const chunk of records.chunks) {
    if (chunk.length === 0) continue;
    switch (format) {
      case 'csv':
        yield chunk.map((facts) => csvRow(facts, withMatchingPages)).join('');
        break;
      case 'bibtex':
        yield `${bibtex(chunk).trim()}\n\n`;
        break;
      case 'ris':
        yield ris(chunk);
        break;
      case 'csl-json':
        yield `${first ? '' : ','}\n${chunk.map((facts) => JSON.stringify(cslItem(facts))).join(',\n')}`;
        break;
    }
    first = false;
  }
  if (format === 'csl-json') yield '\n]\n';
}
