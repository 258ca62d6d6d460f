import edtf, { Date as EdtfDate, Interval, Season } from 'edtf';

/**
 * An edition's date read as an interval: the EDTF (Library of Congress, level 1) the written
 * date means, and the inclusive days it may fall on, used for overlap matching, sorting and charts.
 */
export type DateInterval = {
  edtf: string;
  from: string;
  to: string;
  approximate: boolean;
  uncertain: boolean;
};
export type DateReading =
  | { kind: 'dated'; interval: DateInterval }
  | { kind: 'undated' }
  | { kind: 'not-understood' };

/** The API's answer (a translation key) to a staff correction that is not valid EDTF. */
export const INVALID_EDTF_MESSAGE = 'invalid_date_edtf';

/**
 * Raise when the reading of written dates changes: the server re-reads every edition's written
 * date on start when the version it stored differs (staff corrections are kept).
 */
export const DATE_NORMALISER_VERSION = 1;

/**
 * "ca. 1890" (EDTF 1890~): catalogues dated "circa" are usually dated from a firm's address or
 * a price list, which historians trust to about five years either side.
 */
export const APPROXIMATE_YEARS = 5;
/**
 * "[1890?]" (EDTF 1890?): a cataloguer's probable year; a year either side covers the misreadings
 * (a catalogue printed late in the year, a stamp of the following season).
 */
export const UNCERTAIN_YEARS = 1;
/**
 * "before 1900" (EDTF ../1899) has no written start: it starts at photography's first year,
 * the spec's earliest year filter.
 */
export const EARLIEST_YEAR = 1839;
/**
 * "after 1875" (EDTF 1876/..) has no written end: it ends 25 years later, about a firm's active
 * life, so an open date does not match every range up to today. Staff can correct it.
 */
export const OPEN_END_YEARS = 25;

const pad = (year: number) => String(year).padStart(4, '0');
const firstDay = (year: number) => `${pad(year)}-01-01`;
const lastDay = (year: number) => `${pad(year)}-12-31`;
const isoDay = (milliseconds: number) => new Date(milliseconds).toISOString().slice(0, 10);
const yearOf = (milliseconds: number) => new Date(milliseconds).getUTCFullYear();

type Bound = { from: string; to: string; approximate: boolean; uncertain: boolean };

/** The days one EDTF date may fall on, its qualifiers widening it by the windows above. */
function boundOf(date: {
  min: number;
  max: number;
  precision?: number;
  approximate?: { value: number };
  uncertain?: { value: number };
}): Bound {
  const approximate = Boolean(date.approximate?.value);
  const uncertain = Boolean(date.uncertain?.value);
  if (!approximate && !uncertain) {
    return { from: isoDay(date.min), to: isoDay(date.max), approximate, uncertain };
  }
  // A doubtful month or day still lies in its year; a doubtful year spreads by its window.
  const years =
    date.precision && date.precision > 1
      ? 0
      : Math.max(approximate ? APPROXIMATE_YEARS : 0, uncertain ? UNCERTAIN_YEARS : 0);
  return {
    from: firstDay(yearOf(date.min) - years),
    to: lastDay(yearOf(date.max) + years),
    approximate,
    uncertain,
  };
}

function parseEdtf(text: string) {
  try {
    return edtf(text, { level: 1 });
  } catch {
    return null;
  }
}

/**
 * Reads an EDTF string (a staff correction, or the normaliser's own output): null when it is not
 * valid level-1 EDTF, or outside the years a catalogue can have.
 */
export function readEdtf(text: string): DateInterval | null {
  const parsed = parseEdtf(text.trim());
  if (!parsed) return null;
  let bound: Bound;
  // instanceof, not `type`: edtf names its types after its classes, which a minifier renames.
  if (parsed instanceof Interval) {
    // An open ("..") or unknown end is a number (±Infinity) or missing, not a date.
    const lower = typeof parsed.lower === 'object' ? boundOf(parsed.lower) : null;
    const upper = typeof parsed.upper === 'object' ? boundOf(parsed.upper) : null;
    if (!lower && !upper) return null;
    const to = upper?.to ?? lastDay(Number((lower as Bound).from.slice(0, 4)) + OPEN_END_YEARS);
    const upperYear = Number(to.slice(0, 4));
    const from = lower?.from ?? firstDay(Math.min(EARLIEST_YEAR, upperYear));
    bound = {
      from,
      to,
      approximate: Boolean(lower?.approximate || upper?.approximate),
      uncertain: Boolean(lower?.uncertain || upper?.uncertain),
    };
  } else if (parsed instanceof EdtfDate || parsed instanceof Season) {
    bound = boundOf(parsed);
  } else {
    return null;
  }
  const first = Number(bound.from.slice(0, 4));
  const last = Number(bound.to.slice(0, 4));
  if (!Number.isFinite(first) || first < 1000 || last > 2999 || bound.from > bound.to) return null;
  return { edtf: parsed.edtf, ...bound };
}

// ---- Reading dates as cataloguers write them (EN, DE, IT, FR, ES) ----

const undatedForms = new Set([
  '',
  '-',
  'sd',
  'nd',
  'oj',
  'sa',
  'sf',
  'sine anno',
  'sine dato',
  'sans date',
  'senza data',
  'sin fecha',
  'ohne jahr',
  'ohne datum',
  'undated',
  'no date',
  'not dated',
  'non date',
  'non datato',
  'undatiert',
]);

const monthNames: Record<string, number> = {};
for (const [month, names] of [
  [1, 'january jan januar janner gennaio genn gen janvier janv enero ene'],
  [2, 'february feb febr februar feber febbraio febbr fevrier fevr fev febrero'],
  [3, 'march mar marz maerz marzo mars'],
  [4, 'april apr aprile avril avr abril abr'],
  [5, 'may mai maggio magg mayo'],
  [6, 'june jun juni giugno giu juin junio'],
  [7, 'july jul juli luglio lug juillet juil julio'],
  [8, 'august aug agosto ago aout'],
  [9, 'september sep sept settembre sett set septembre septiembre'],
  [10, 'october oct oktober okt ottobre ott octobre octubre'],
  [11, 'november nov novembre noviembre'],
  [12, 'december dec dezember dez dicembre dic decembre diciembre'],
] as const) {
  for (const name of names.split(' ')) monthNames[name] = month;
}
const monthPattern = `(${Object.keys(monthNames)
  .sort((a, b) => b.length - a.length)
  .join('|')})\\.?`;

const approximateWords =
  'circa|ca\\.?|cca\\.?|c\\.?|um|etwa|gegen|ungefahr|zirka|approx\\.?|approximately|about|around|vers|environ|env\\.|verso il|verso|intorno al|attorno al|hacia el|hacia|aprox\\.?|aproximadamente';
const uncertainWords =
  'probably|prob\\.|presumably|wohl|vermutlich|vermutl\\.|wahrscheinlich|probablement|probabilmente|presumibilmente|forse|probablemente';
const beforeWords = 'before|bef\\.|vor|avant|prima del|prima di|prima|antes de|antes del|ante';
const notAfterWords = 'not after|nicht nach|spatestens|pas apres|non dopo il|no despues de';
const afterWords = 'after|aft\\.|nach|apres|dopo il|dopo|despues de|despues del|post';
const notBeforeWords = 'not before|nicht vor|fruhestens|pas avant|non prima del|no antes de';
const leadingWords =
  'anno|im jahre?|in the year|in|en|nel|el ano|the|from|von|dal|dall|de|des|between|zwischen|entre|tra il|fra il|tra|fra';
const rangeWords = '-|/|to|till|until|bis|and|und|a|al|au|et|e|y';

const yearPattern = '(\\d{4})';
const words = (list: string) => new RegExp(`^(?:${list})(?:\\s+|(?=\\d))`);
const trailing = (list: string) => new RegExp(`\\s+(?:${list})$`);

function simplify(written: string) {
  return written
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[–—‒−]/g, '-')
    .replace(/['’]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The EDTF of a date without qualifiers, or null. */
function coreEdtf(text: string): string | null {
  let match = text.match(/^(\d{4})$/);
  if (match) return match[1] as string;

  // Decades: "1890s", "1890's", "1890er Jahre", "anni 1890", "annees 1890", "los anos 1890".
  match =
    text.match(/^(\d{3})0\s?(?:'?s|er(?:[- ]jahre)?)$/) ??
    text.match(/^(?:anni|annees|los anos|decennie|decada de|decade)\s+(\d{3})0$/);
  if (match) return `${match[1]}X`;
  match = text.match(/^(early|mid|late)[- ](\d{3})0'?s$/);
  if (match) {
    const decade = Number(match[2]) * 10;
    const [first, last] = match[1] === 'early' ? [0, 3] : match[1] === 'mid' ? [3, 6] : [6, 9];
    return `${decade + first}/${decade + last}`;
  }

  // Days and months: ISO, European numeric, and written with month names.
  match = text.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (match) return `${match[1]}-${match[2]}-${match[3]}`;
  match = text.match(/^(\d{4})-(0[1-9]|1[0-2])$/);
  if (match) return `${match[1]}-${match[2]}`;
  match = text.match(/^(\d{1,2})[./](\d{1,2})[./] ?(\d{4})$/);
  if (match) return `${match[3]}-${match[2]?.padStart(2, '0')}-${match[1]?.padStart(2, '0')}`;
  match = text.match(
    new RegExp(`^(\\d{1,2})(?:\\.|er|°|º|st|nd|rd|th)? (?:de )?${monthPattern},? (?:de )?${yearPattern}$`),
  );
  if (match)
    return `${match[3]}-${String(monthNames[match[2] as string]).padStart(2, '0')}-${match[1]?.padStart(2, '0')}`;
  match = text.match(new RegExp(`^${monthPattern} (\\d{1,2})(?:st|nd|rd|th)?,? ${yearPattern}$`));
  if (match)
    return `${match[3]}-${String(monthNames[match[1] as string]).padStart(2, '0')}-${match[2]?.padStart(2, '0')}`;
  match = text.match(new RegExp(`^${monthPattern},? (?:de |del )?${yearPattern}$`));
  if (match) return `${match[2]}-${String(monthNames[match[1] as string]).padStart(2, '0')}`;

  // Ranges: "1885-1890", "1885-90", "1885/90", "1885 bis 1890", "dal 1885 al 1890".
  match = text.match(new RegExp(`^${yearPattern} ?(?:${rangeWords}) ?(\\d{2}|\\d{4})$`));
  if (match) {
    const start = Number(match[1]);
    const end = match[2]?.length === 2 ? Math.floor(start / 100) * 100 + Number(match[2]) : Number(match[2]);
    if (end < start) return null;
    return end === start ? String(start) : `${start}/${end}`;
  }
  return null;
}

/** Reads a date as written in a catalogue: an interval, undated, or not understood. */
export function readWrittenDate(written: string | null | undefined): DateReading {
  let text = simplify(written ?? '');
  // Square brackets mark a date the cataloguer supplied, which is no doubt by itself.
  text = text
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/^\((.*)\)$/, '$1')
    .replace(/\.$/, '')
    .trim();
  if (undatedForms.has(text.replace(/[.\s[\]]/g, '')) || undatedForms.has(text)) return { kind: 'undated' };

  let uncertain = false;
  if (text.includes('?')) {
    uncertain = true;
    text = text.replace(/\(\s*\?\s*\)|\?/g, '').trim();
  }
  let approximate = false;
  let openness: 'before' | 'not-after' | 'after' | 'not-before' | null = null;
  let changed = true;
  while (changed) {
    changed = false;
    const strip = (pattern: RegExp) => {
      const next = text
        .replace(pattern, '')
        .replace(/^[[(]|[\])]$/g, '')
        .trim();
      if (next === text) return false;
      text = next;
      changed = true;
      return true;
    };
    if (strip(words(approximateWords)) || strip(trailing(approximateWords))) approximate = true;
    if (strip(words(uncertainWords))) uncertain = true;
    if (!openness && strip(words(notAfterWords))) openness = 'not-after';
    else if (!openness && strip(words(notBeforeWords))) openness = 'not-before';
    else if (!openness && strip(words(beforeWords))) openness = 'before';
    else if (!openness && strip(words(afterWords))) openness = 'after';
    strip(words(leadingWords));
  }

  const core = coreEdtf(text);
  if (!core) return { kind: 'not-understood' };
  const qualifier = approximate && uncertain ? '%' : approximate ? '~' : uncertain ? '?' : '';
  let expression: string;
  if (openness) {
    if (!/^\d{4}$/.test(core)) return { kind: 'not-understood' };
    const year = Number(core);
    expression = {
      before: `../${year - 1}${qualifier}`,
      'not-after': `../${year}${qualifier}`,
      after: `${year + 1}${qualifier}/..`,
      'not-before': `${year}${qualifier}/..`,
    }[openness];
  } else if (core.includes('/')) {
    expression = core
      .split('/')
      .map((end) => end + qualifier)
      .join('/');
  } else {
    expression = core + qualifier;
  }
  const interval = readEdtf(expression);
  return interval ? { kind: 'dated', interval } : { kind: 'not-understood' };
}
