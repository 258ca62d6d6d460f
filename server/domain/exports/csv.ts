import type { EditionFacts } from './facts.ts';

/** Spreadsheet programs take a file as UTF-8 only when it starts with the byte order mark. */
export const UTF8_BOM = '\uFEFF';

/** One field as RFC 4180 writes it: quoted (inner quotes doubled) when it holds a comma, quote or line break. */
export function csvField(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record: fields joined by commas, ended by CRLF (RFC 4180). */
export const csvRecord = (fields: Array<string | number | null | undefined>) =>
  `${fields.map(csvField).join(',')}\r\n`;

const listed = (values: string[]) => values.join('; ');

/** The columns of an edition export, one row per edition; `matching_pages` only for a PDF search. */
const columns: Array<[header: string, value: (facts: EditionFacts) => string | number | null]> = [
  ['catalogue_id', (facts) => facts.catalogueId],
  ['edition_id', (facts) => facts.editionId],
  ['title', (facts) => facts.title],
  ['publishers', (facts) => listed(facts.publishers)],
  ['places', (facts) => listed(facts.places)],
  ['date', (facts) => facts.date],
  ['year', (facts) => facts.year],
  ['date_edtf', (facts) => facts.dateEdtf],
  ['holders', (facts) => listed(facts.holders)],
  ['citation', (facts) => facts.citation],
  ['pages', (facts) => facts.pages],
  ['url', (facts) => facts.url],
  ['pdf_url', (facts) => facts.pdfUrl],
];
const matchingPagesColumn: (typeof columns)[number] = [
  'matching_pages',
  (facts) => (facts.matchingPages ?? []).join(' '),
];

const columnsOf = (withMatchingPages: boolean) =>
  withMatchingPages ? [...columns, matchingPagesColumn] : columns;

/** The first line of the file: the byte order mark and the column names. */
export const csvHeader = (withMatchingPages: boolean) =>
  UTF8_BOM + csvRecord(columnsOf(withMatchingPages).map(([header]) => header));

export const csvRow = (facts: EditionFacts, withMatchingPages: boolean) =>
  csvRecord(columnsOf(withMatchingPages).map(([, value]) => value(facts)));
