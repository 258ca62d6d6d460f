import { describe, expect, it } from 'vitest';
import type { components } from '../../../openapi/generated/catalogue';
import { comparable, editionChoices, selectedPair } from './edition-choices.ts';

type Catalogue = components['schemas']['Catalogue'];
type SupplementaryContent = components['schemas']['SupplementaryContent'];

/** A catalogue with the edition fields the pickers read; the rest of the record does not matter here. */
function catalogue(
  id: number,
  title: string,
  editions: { id: number; pdfPages: number | null; date?: string }[],
) {
  return {
    id,
    title,
    editions: editions.map((edition, index) => ({
      id: edition.id,
      catalogueId: id,
      position: index + 1,
      title: null,
      date: edition.date ?? null,
      editionEnumeration: null,
      pdf:
        edition.pdfPages === null
          ? null
          : {
              url: `/api/catalogues/${id}/editions/${edition.id}/pdf`,
              pages: edition.pdfPages,
              size: 1,
              textStatus: 'indexed',
            },
    })),
  } as unknown as Catalogue;
}

const content = (other: Catalogue | null) => ({ catalogue: other }) as SupplementaryContent;

const florence = catalogue(1, 'Catalogo Alinari', [
  { id: 10, pdfPages: null, date: '1863' },
  { id: 11, pdfPages: 40, date: '1873' },
  { id: 12, pdfPages: 64, date: '1881' },
]);
const supplement = catalogue(2, 'Supplemento', [{ id: 20, pdfPages: 8, date: '1885' }]);
const supplemented = catalogue(3, 'Catalogo generale', [{ id: 30, pdfPages: 120 }]);

describe('the editions a comparison offers', () => {
  it('are the catalogue’s own, then its supplements’, then those of the catalogue it supplements', () => {
    const choices = editionChoices(florence, {
      supplementaryContents: [content(supplement), content(null)],
      supplementaryContentsOf: [content(supplemented)],
    });
    expect(choices.map((choice) => [choice.editionId, choice.ofAnchor, choice.catalogueTitle])).toEqual([
      [10, true, 'Catalogo Alinari'],
      [11, true, 'Catalogo Alinari'],
      [12, true, 'Catalogo Alinari'],
      [20, false, 'Supplemento'],
      [30, false, 'Catalogo generale'],
    ]);
    expect(choices[1]).toMatchObject({ position: 2, date: '1873', pdf: { pages: 40 } });
  });

  it('list an edition once, and never the catalogue itself as its own supplement', () => {
    const choices = editionChoices(florence, {
      supplementaryContents: [content(supplement), content(supplement), content(florence)],
      supplementaryContentsOf: [],
    });
    expect(choices.map((choice) => choice.editionId)).toEqual([10, 11, 12, 20]);
  });

  it('are the catalogue’s own while its supplements are not known', () => {
    expect(editionChoices(florence, null).map((choice) => choice.editionId)).toEqual([10, 11, 12]);
  });

  it('can be compared only with a PDF', () => {
    expect(comparable(editionChoices(florence, null)).map((choice) => choice.editionId)).toEqual([11, 12]);
  });
});

describe('the two editions compared', () => {
  const choices = editionChoices(florence, {
    supplementaryContents: [content(supplement)],
    supplementaryContentsOf: [],
  });
  const ids = (pair: ReturnType<typeof selectedPair>) => [pair.from?.editionId, pair.to?.editionId];

  it('are by default the first two with a PDF', () => {
    expect(ids(selectedPair(choices, {}))).toEqual([11, 12]);
  });

  it('are those the URL names, a supplement’s included', () => {
    expect(ids(selectedPair(choices, { from: 12, to: 20 }))).toEqual([12, 20]);
  });

  it('fill the side the URL leaves out with another edition', () => {
    expect(ids(selectedPair(choices, { from: 12 }))).toEqual([12, 11]);
    expect(ids(selectedPair(choices, { to: 20 }))).toEqual([11, 20]);
  });

  it('keep an edition without a PDF the URL names, so that the page can say why it cannot be compared', () => {
    expect(ids(selectedPair(choices, { from: 10, to: 12 }))).toEqual([10, 12]);
  });

  it('drop an id that is not of the catalogue’s family', () => {
    expect(ids(selectedPair(choices, { from: 999, to: 12 }))).toEqual([11, 12]);
  });

  it('are one edition twice when the URL says so: the server says why that cannot be compared', () => {
    expect(ids(selectedPair(choices, { from: 12, to: 12 }))).toEqual([12, 12]);
  });

  it('are none without editions with a PDF', () => {
    const withoutPdfs = editionChoices(catalogue(4, 'Senza PDF', [{ id: 40, pdfPages: null }]), null);
    expect(ids(selectedPair(withoutPdfs, {}))).toEqual([undefined, undefined]);
  });
});
