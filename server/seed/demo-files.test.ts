import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { extractPdfPages } from '../domain/pdf-text.ts';
import { demoData } from './demo-data.ts';
import type { DemoEdition } from './demo-data.types.ts';
import { renderCoverJpeg, renderEditionPdf, toWinAnsi } from './demo-files.ts';

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

function sampleInput(catalogueKey: string, editionIndex: number) {
  const catalogue = demoData.catalogues.find((candidate) => candidate.key === catalogueKey);
  const edition = catalogue?.editions[editionIndex];
  if (!catalogue || !edition) throw new Error(`no demo edition ${catalogueKey}[${editionIndex}]`);
  const publisherNames = edition.publishers.map(
    (key) => demoData.publishers.find((publisher) => publisher.key === key)?.name ?? key,
  );
  const placeNames = edition.places.map(
    (key) => demoData.places.find((place) => place.key === key)?.names.IT ?? key,
  );
  return { title: catalogue.title, mainTitle: catalogue.mainTitle, edition, publisherNames, placeNames };
}

describe('renderEditionPdf', () => {
  it('writes a title page and the entries on the following pages', async () => {
    const input = sampleInput('naya-catalogo', 1);
    const pages = await extractPdfPages(await renderEditionPdf(input));

    expect(pages.length).toBeGreaterThanOrEqual(1 + Math.ceil(input.edition.entries.length / 35));
    expect(pages.map((page) => page.page)).toEqual(pages.map((_, index) => index + 1));

    const titlePage = normalize(pages[0]?.text ?? '');
    expect(titlePage).toContain(normalize(input.mainTitle));
    expect(titlePage).toContain('Carlo Naya');
    expect(titlePage).toContain('1875');

    const lastEntry = input.edition.entries.at(-1);
    const laterPages = pages.slice(1).map((page) => normalize(page.text));
    expect(laterPages.some((text) => text.includes(`${lastEntry?.number}. ${lastEntry?.subject}`))).toBe(
      true,
    );
    expect(laterPages[0]).toContain(input.title);
    expect(laterPages.join(' ')).not.toContain(normalize(input.mainTitle));
  });

  it('produces identical bytes for identical input', async () => {
    const input = sampleInput('hanfstaengl-verzeichniss', 3);
    const first = await renderEditionPdf(input);
    const second = await renderEditionPdf(input);
    expect(Buffer.compare(Buffer.from(first), Buffer.from(second))).toBe(0);
  });

  it('renders characters outside WinAnsi instead of throwing', async () => {
    const edition: DemoEdition = {
      date: '1890 – 1895',
      editionEnumeration: 'Ῥώμη № 2',
      publishers: [],
      places: [],
      holders: [],
      entries: [
        { number: 1, subject: 'İstanbul. Ayasofya. Łódź — Kraków ş ő 東京 😀', format: 'Format № 3' },
        { number: 2, subject: 'Zero\u200bwidth\tand\u00a0spaces', format: '' },
      ],
    };
    const pdf = await renderEditionPdf({
      title: 'Ελληνικά',
      mainTitle: 'Catalogue Łódź «Sébah» – Ῥώμη',
      edition,
      publisherNames: ['Sébah & Joaillier', 'Ōsaka'],
      placeNames: ['İstanbul'],
    });
    const pages = await extractPdfPages(pdf);
    expect(normalize(pages[0]?.text ?? '')).toContain('Catalogue Lódz «Sébah» – ????');
    expect(normalize(pages[1]?.text ?? '')).toContain('Istanbul. Ayasofya. Lódz — Kraków s o ?? ?');
  });
});

describe('toWinAnsi', () => {
  it('keeps Latin-1 and the Windows-1252 extras', () => {
    expect(toWinAnsi('Sébah & Joaillier, Cía, Frères – “Œuvres” €')).toBe(
      'Sébah & Joaillier, Cía, Frères – “Œuvres” €',
    );
  });

  it('maps other characters to close equivalents or a question mark', () => {
    expect(toWinAnsi('Łódź ş İ ı')).toBe('Lódz s I i');
    expect(toWinAnsi('a\tb\nc\u00a0d')).toBe('a b c d');
    expect(toWinAnsi('soft\u00adhyphen zero\u200bwidth')).toBe('softhyphen zerowidth');
    expect(toWinAnsi('東京 😀')).toBe('?? ?');
  });
});

describe('renderCoverJpeg', () => {
  it('renders a 600x840 JPEG', async () => {
    const cover = await renderCoverJpeg({
      mainTitle: 'Catalogo delle fotografie pubblicate da Giacomo Brogi <&> "Firenze"',
      publisherNames: ['Giacomo Brogi'],
      placeNames: ['Firenze'],
      date: '1878',
      seed: 7,
    });
    expect(cover.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const metadata = await sharp(cover).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.width).toBe(600);
    expect(metadata.height).toBe(840);
  });

  it('is deterministic per seed and varies between seeds', async () => {
    const input = {
      mainTitle: 'Verzeichniss der Photographien',
      publisherNames: [],
      placeNames: ['München'],
    };
    const first = await renderCoverJpeg({ ...input, seed: 1 });
    const again = await renderCoverJpeg({ ...input, seed: 1 });
    const other = await renderCoverJpeg({ ...input, seed: 2 });
    expect(first.equals(again)).toBe(true);
    expect(first.equals(other)).toBe(false);
  });

  it('copes with very long titles and many publishers', async () => {
    const cover = await renderCoverJpeg({
      mainTitle: 'Catalogo '.repeat(60),
      publisherNames: ['Altobelli', 'Molins', 'Sommer', 'Behles'],
      placeNames: ['Roma', 'Napoli'],
      seed: 3,
    });
    const metadata = await sharp(cover).metadata();
    expect([metadata.width, metadata.height]).toEqual([600, 840]);
  });
});
