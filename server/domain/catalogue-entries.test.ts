import { describe, expect, it } from 'vitest';
import { demoData } from '../seed/demo-data.ts';
import { renderEditionPdf } from '../seed/demo-files.ts';
import {
  compareEntryNumbers,
  extractEntries,
  foldEntryText,
  type PageText,
  readEntryLine,
} from './catalogue-entries.ts';
import { extractPdfPages } from './pdf-text.ts';

describe('an entry line', () => {
  // [line, number as stored, subject] — null where the line is no entry's first line.
  const lines: Array<[string, string, string] | [string, null, null]> = [
    // Italian
    ['12. Firenze. Cattedrale di S. Maria del Fiore', '12', 'Firenze. Cattedrale di S. Maria del Fiore'],
    [
      '  3001. Roma. Basilica di S. Pietro. Facciata Formato album 18x13',
      '3001',
      'Roma. Basilica di S. Pietro. Facciata Formato album 18x13',
    ],
    ['12 Firenze. Ponte Vecchio', '12', 'Firenze. Ponte Vecchio'],
    ['12) Siena. Piazza del Campo', '12', 'Siena. Piazza del Campo'],
    ['N. 12 Pisa. Torre pendente', '12', 'Pisa. Torre pendente'],
    ['N.° 245 Venezia. Ponte di Rialto', '245', 'Venezia. Ponte di Rialto'],
    ['12a. Firenze. Battistero. Porta del Paradiso', '12a', 'Firenze. Battistero. Porta del Paradiso'],
    ['12 bis Firenze. Loggia dei Lanzi', '12bis', 'Firenze. Loggia dei Lanzi'],
    ['12bis. Firenze. Loggia dei Lanzi', '12bis', 'Firenze. Loggia dei Lanzi'],
    ['12 ter. Palazzo Vecchio', '12ter', 'Palazzo Vecchio'],
    ['12 a) Firenze. Duomo, particolare', '12a', 'Firenze. Duomo, particolare'],
    ['12 S. Pietro in Vincoli', '12', 'S. Pietro in Vincoli'],
    ['2a edizione', null, null],
    ['L. 1,50', null, null],
    ['1880', null, null],
    ['Firenze. Duomo', null, null],
    ['3 fr.', null, null],
    ['1.50', null, null],
    ['12-14 Vedute diverse', null, null],
    // English
    ['No 12 — Rome. The Colosseum', '12', 'Rome. The Colosseum'],
    ['No. 7. St. Peter’s from the Pincio', '7', 'St. Peter’s from the Pincio'],
    ['104 — The Forum, looking east', '104', 'The Forum, looking east'],
    ['45: Windsor Castle, from the river', '45', 'Windsor Castle, from the river'],
    ['£ 2', null, null],
    ['3 s. 6 d.', null, null],
    // French
    ['N° 12 Paris. Notre-Dame, façade', '12', 'Paris. Notre-Dame, façade'],
    ['20001. Musée du Louvre. La Joconde', '20001', 'Musée du Louvre. La Joconde'],
    ['12 — Vue générale de Chamonix', '12', 'Vue générale de Chamonix'],
    ['fr. 2', null, null],
    ['2 fr. 50 c.', null, null],
    // German
    ['Nr. 12 München. Frauenkirche', '12', 'München. Frauenkirche'],
    ['No. 3001. Wien. Stephansdom', '3001', 'Wien. Stephansdom'],
    ['12. — Dresden. Zwinger, Kronentor', '12', 'Dresden. Zwinger, Kronentor'],
    ['M. 3', null, null],
    ['2 Mk.', null, null],
  ];

  it.each(lines)('reads %j', (line, number, subject) => {
    const read = readEntryLine(line);
    if (number === null) {
      expect(read).toBeNull();
      return;
    }
    expect(read && `${read.value}${read.suffix}`).toBe(number);
    expect(read?.text).toBe(subject);
  });
});

describe('entry numbers', () => {
  it('sort numerically, then by their suffix', () => {
    const numbers = ['13', '12bis', '2', '12', '120', '12a', '12b'];
    expect(numbers.sort(compareEntryNumbers)).toEqual(['2', '12', '12a', '12b', '12bis', '13', '120']);
  });
});

describe('entry text for matching', () => {
  it('folds case, accents, punctuation, spacing and a trailing price', () => {
    expect(foldEntryText('Musée du Louvre.  La JOCONDE …… fr. 2')).toBe('musee du louvre la joconde');
    expect(foldEntryText('Munchen -- Frauenkirche')).toBe(foldEntryText('München, Frauenkirche'));
  });
});

const page = (number: number, ...lines: string[]): PageText => ({ page: number, text: lines.join('\n') });
const numbersOf = (pages: PageText[]) => extractEntries(pages).map((entry) => entry.number);

describe('the entries of an edition', () => {
  it('joins wrapped subjects and skips the title page, running header and page numbers', () => {
    const entries = extractEntries([
      page(1, 'Catalogo delle fotografie', 'pubblicate da Giacomo Brogi', '2a edizione', 'FIRENZE', '1878'),
      page(
        2,
        'Catalogo Brogi',
        '- 2 -',
        '1. Firenze. Cattedrale di S. Maria del Fiore',
        '2. Firenze. Battistero. Porta del Paradiso di Lorenzo',
        'Ghiberti Formato album 18x13',
        '3. Firenze. Ponte Vecchio',
      ),
      page(3, 'Catalogo Brogi', '- 3 -', '4. Siena. Piazza del Campo', '5. Pisa. Torre pendente'),
    ]);
    expect(entries).toEqual([
      {
        number: '1',
        text: 'Firenze. Cattedrale di S. Maria del Fiore',
        folded: 'firenze cattedrale di s maria del fiore',
        page: 2,
      },
      {
        number: '2',
        text: 'Firenze. Battistero. Porta del Paradiso di Lorenzo Ghiberti Formato album 18x13',
        folded: 'firenze battistero porta del paradiso di lorenzo ghiberti formato album 18x13',
        page: 2,
      },
      { number: '3', text: 'Firenze. Ponte Vecchio', folded: 'firenze ponte vecchio', page: 2 },
      { number: '4', text: 'Siena. Piazza del Campo', folded: 'siena piazza del campo', page: 3 },
      { number: '5', text: 'Pisa. Torre pendente', folded: 'pisa torre pendente', page: 3 },
    ]);
  });

  it('leaves out prices, leader dots and a page number printed after the last entry', () => {
    const entries = extractEntries([
      page(
        1,
        'No 1 — Rome. The Colosseum . . . . . 3 s. 6 d.',
        'No 2 — Rome. The Forum, looking',
        'east ........ 2 s.',
        'No 3 — Rome. The Pantheon',
        'L. 1,50',
        '12',
      ),
    ]);
    expect(entries.map((entry) => [entry.number, entry.text])).toEqual([
      ['1', 'Rome. The Colosseum'],
      ['2', 'Rome. The Forum, looking east'],
      ['3', 'Rome. The Pantheon'],
    ]);
  });

  it('takes a wrapped line that starts with a number for what it is', () => {
    const entries = extractEntries([
      page(
        1,
        '301. Roma. Via',
        '20 Settembre, veduta verso Porta Pia',
        '302. Roma. Piazza del Popolo',
        '303. Roma. Il Pincio',
      ),
    ]);
    expect(entries.map((entry) => [entry.number, entry.text])).toEqual([
      ['301', 'Roma. Via 20 Settembre, veduta verso Porta Pia'],
      ['302', 'Roma. Piazza del Popolo'],
      ['303', 'Roma. Il Pincio'],
    ]);
  });

  it('does not believe a number that jumps backwards or far forwards (OCR noise)', () => {
    expect(
      numbersOf([
        page(1, '41. Wien. Stephansdom', '42. Wien. Burgtheater', '17. Wien. Rathaus', '43. Wien. Hofburg'),
        page(2, '44. Wien. Belvedere', '4400. Wien. Prater', '45. Wien. Schönbrunn', '46. Wien. Karlskirche'),
      ]),
    ).toEqual(['41', '42', '43', '44', '45', '46']);
  });

  it('follows a new series when the numbers after it continue from it', () => {
    expect(
      numbersOf([
        page(
          1,
          '118. Firenze. Boboli',
          '119. Firenze. San Miniato',
          'SIENA',
          '1001. Siena. Duomo',
          '1002. Siena. Palazzo Pubblico',
          '1003. Siena. Fonte Gaia',
        ),
      ]),
    ).toEqual(['118', '119', '1001', '1002', '1003']);
  });

  it('ends an entry at a heading in capitals', () => {
    const entries = extractEntries([
      page(
        1,
        '1. Paris. Notre-Dame',
        '2. Paris. Le Louvre',
        'ENVIRONS DE PARIS',
        '3. Versailles. Le château',
      ),
    ]);
    expect(entries.map((entry) => entry.text)).toEqual([
      'Paris. Notre-Dame',
      'Paris. Le Louvre',
      'Versailles. Le château',
    ]);
  });

  it('keeps letter suffixes in the sequence: 12, 12a, 12bis, 13', () => {
    expect(
      numbersOf([
        page(
          1,
          '12. Firenze. Duomo',
          '12a. Firenze. Duomo, fianco',
          '12 bis Firenze. Duomo, abside',
          '13. Firenze. Campanile',
        ),
      ]),
    ).toEqual(['12', '12a', '12bis', '13']);
  });

  it('drops a running footer repeated at the bottom of the pages', () => {
    const footer = 'Fratelli Alinari, Via Nazionale 8, Firenze';
    const pages = [1, 2, 3, 4].map((number) =>
      page(
        number,
        `${number * 3 - 2}. Firenze. Veduta ${number}a`,
        `${number * 3 - 1}. Firenze. Veduta ${number}b`,
        `${number * 3}. Firenze. Veduta ${number}c`,
        footer,
      ),
    );
    const entries = extractEntries(pages);
    expect(entries).toHaveLength(12);
    expect(entries.every((entry) => !entry.text.includes('Alinari'))).toBe(true);
  });
});

describe('the entries of a demo PDF', () => {
  it('are the entries the seed printed, each on its page', async () => {
    const catalogue = demoData.catalogues.find((candidate) => candidate.key === 'brogi-supplemento');
    const edition = catalogue?.editions[0];
    if (!catalogue || !edition) throw new Error('no demo catalogue brogi-supplemento');
    const pdf = await renderEditionPdf({
      title: catalogue.title,
      mainTitle: catalogue.mainTitle,
      edition,
      publisherNames: ['Giacomo Brogi'],
      placeNames: ['Firenze'],
    });
    const entries = extractEntries(await extractPdfPages(pdf));
    expect(entries.map((entry) => entry.number)).toEqual(
      edition.entries.map((entry) => String(entry.number)),
    );
    for (const [index, entry] of entries.entries()) {
      const printed = edition.entries[index];
      // The format is kept; the demo PDF may shorten a long one to fit its column.
      expect(entry.folded.startsWith(foldEntryText(printed?.subject ?? ''))).toBe(true);
      if (printed?.format) expect(entry.text).toContain(printed.format.split(' ')[0]);
      // 35 entries a page after the title page, fewer when subjects wrap.
      expect(entry.page).toBeGreaterThanOrEqual(2 + Math.floor(index / 35));
    }
    expect(entries.at(-1)?.page).toBe(3);
  });
});
