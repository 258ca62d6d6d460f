import { describe, expect, it } from 'vitest';
import { cslIssued } from '../../../common/date-exports.ts';
import {
  type CslItem,
  citationNodes,
  citationText,
  citeprocInput,
  cslItemOf,
  cslLocaleFor,
  pageUrl,
} from './citation.ts';

/** An edition as the server exports it: the firm as the author, a date of about 1890. */
const item: CslItem = {
  id: 'catalogue-5-edition-8',
  type: 'book',
  title: 'Alinari. Fotografie di Roma e dintorni',
  author: [{ literal: 'Fratelli Alinari' }],
  publisher: 'Fratelli Alinari',
  issued: { 'date-parts': [[1890]], circa: true },
  URL: 'https://example.org/catalogues/catalogues/5/edition/8',
};

/** citeproc's own default regions (CSL.LANG_BASES), as far as these tests need them. */
const langBases = { de: 'de_DE', en: 'en_US', fr: 'fr_FR', it: 'it_IT', pt: 'pt_PT', hr: 'hr-HR' };

describe('the item the Cite dialog formats', () => {
  it('is the first item of the CSL-JSON answer', () => {
    expect(cslItemOf([item])).toEqual(item);
  });

  it('refuses an answer that is not a CSL-JSON item list', () => {
    expect(() => cslItemOf({ edition: item })).toThrow();
    expect(() => cslItemOf([])).toThrow();
    expect(() => cslItemOf([{ id: 'x', type: 'book' }])).toThrow();
  });

  it('outside the reader cites the edition as a whole, with its page address as the server gives it', () => {
    const input = citeprocInput(item);
    expect(input.citationItem).toEqual({ id: item.id });
    expect(input.item.URL).toBe(item.URL);
    expect(input.item.author).toEqual([{ literal: 'Fratelli Alinari' }]);
    expect(input.item.issued).toEqual({ 'date-parts': [[1890]], circa: true });
  });

  it('cites the date the server wrote from the stored EDTF, as the exports do, without reading it again', () => {
    const before1900 = cslIssued({ written: 'before 1900', edtf: '../1899', uncertain: false });
    expect(before1900).toEqual({ literal: 'before 1900' });
    const corrected = cslIssued({ written: 'ca. 1890', edtf: '1888/1889', uncertain: false });
    expect(corrected).toEqual({ 'date-parts': [[1888], [1889]] });
    for (const issued of [before1900, corrected]) {
      expect(citeprocInput({ ...item, issued: issued ?? undefined }, 3).item.issued).toEqual(issued);
    }
  });

  it('from the reader names the page and links to the reader at that page', () => {
    const input = citeprocInput(item, 37);
    expect(input.citationItem).toEqual({ id: item.id, locator: '37', label: 'page' });
    expect(input.item.URL).toBe('https://example.org/catalogues/catalogues/5/edition/8?page=37');
  });

  it('on page 1 names the page and links to the edition, which opens at page 1', () => {
    const input = citeprocInput(item, 1);
    expect(input.citationItem).toEqual({ id: item.id, locator: '1', label: 'page' });
    expect(input.item.URL).toBe(item.URL);
  });

  it('keeps the title as printed: an item of unknown language is not title-cased by English styles', () => {
    expect(citeprocInput(item).item.language).toBe('und');
    expect(citeprocInput({ ...item, language: 'it' }).item.language).toBe('it');
  });

  it('leaves the server’s item unchanged', () => {
    const before = structuredClone(item);
    citeprocInput(item, 12);
    expect(item).toEqual(before);
  });
});

describe('a page address', () => {
  it('replaces a page already in the address and keeps the rest of the query', () => {
    expect(pageUrl('https://example.org/e/1?page=3&q=roma', 9)).toBe('https://example.org/e/1?page=9&q=roma');
  });

  it('works on a path without an origin', () => {
    expect(pageUrl('/catalogues/catalogues/5/edition/8', 4)).toBe(
      '/catalogues/catalogues/5/edition/8?page=4',
    );
    expect(pageUrl('/e/8?q=x#top', 4)).toBe('/e/8?q=x&page=4#top');
  });
});

describe('the CSL locale of the interface language', () => {
  it('is en-US, de-DE and it-IT for the built-in languages', () => {
    expect(cslLocaleFor('EN', langBases)).toBe('en-US');
    expect(cslLocaleFor('DE', langBases)).toBe('de-DE');
    expect(cslLocaleFor('IT', langBases)).toBe('it-IT');
  });

  it('is CSL’s default region for a language staff added', () => {
    expect(cslLocaleFor('FR', langBases)).toBe('fr-FR');
    expect(cslLocaleFor('pt', langBases)).toBe('pt-PT');
    expect(cslLocaleFor('HR', langBases)).toBe('hr-HR');
  });

  it('keeps a region the prefix names', () => {
    expect(cslLocaleFor('PT-BR', langBases)).toBe('pt-BR');
    expect(cslLocaleFor('fr_ca', langBases)).toBe('fr-CA');
  });

  it('is en-US for a language CSL has no locale for', () => {
    expect(cslLocaleFor('XX', langBases)).toBe('en-US');
    expect(cslLocaleFor('', langBases)).toBe('en-US');
    expect(cslLocaleFor('not a language', langBases)).toBe('en-US');
  });
});

describe('citeproc’s HTML as text and formats', () => {
  it('keeps the italics of a title and the text around it', () => {
    const nodes = citationNodes(
      '<div class="csl-entry">Fratelli Alinari. <i>Alinari. Fotografie di Roma</i>. Florence, [1890?].</div>\n',
    );
    expect(nodes).toEqual([
      'Fratelli Alinari. ',
      { format: 'italic', children: ['Alinari. Fotografie di Roma'] },
      '. Florence, [1890?].\n',
    ]);
  });

  it('decodes the entities citeproc writes', () => {
    expect(
      citationText(citationNodes('Smith &#38; Sons, &#60;Roma&#62; &amp; c.&#160;1890 &#x2013; x')),
    ).toBe('Smith & Sons, <Roma> & c.\u00a01890 – x');
  });

  it('turns styled spans into formats and drops tags that only group or link', () => {
    expect(
      citationNodes(
        '<span style="font-variant:small-caps;">Alinari</span> <a href="https://x.org">https://x.org</a><sup>2</sup>',
      ),
    ).toEqual([
      { format: 'small-caps', children: ['Alinari'] },
      ' https://x.org',
      { format: 'superscript', children: ['2'] },
    ]);
    expect(citationNodes('<i>Title <span style="font-style:normal;">Roma</span></i>')).toEqual([
      { format: 'italic', children: ['Title ', { format: 'roman', children: ['Roma'] }] },
    ]);
  });

  it('never lets markup through: what is not a known format is text', () => {
    const nodes = citationNodes('<script>alert(1)</script><img src=x onerror=alert(1)>Title');
    expect(nodes).toEqual(['alert(1)Title']);
  });

  it('keeps the text of output that leaves a tag open', () => {
    expect(citationText(citationNodes('<i>Open <b>bold'))).toBe('Open bold');
  });
});
