import { describe, expect, it } from 'vitest';
import { canonicalUrls } from './canonical-urls.ts';
import type { Edition } from './editions.ts';
import {
  DEFAULT_CANVAS_SIZE,
  editionManifest,
  type InterfaceTexts,
  type ManifestSource,
  manifestLabel,
} from './iiif-manifests.ts';

const links = {
  origin: 'https://iiif.example.org',
  imageBase: 'https://iiif.example.org/iiif/3',
  canonical: canonicalUrls('https://photo.example.org'),
};

const edition: Edition = {
  id: 12,
  editionId: '12',
  uri: '/api/editions/12',
  catalogueId: 3,
  catalogue: { id: 3, title: 'Catalogo Brogi', mainTitle: 'Catalogo delle fotografie' },
  position: 2,
  title: null,
  date: 'ca. 1890',
  year: 1890,
  dateUncertain: false,
  dateEdtf: '1890~',
  dateFrom: '1885-01-01',
  dateTo: '1895-12-31',
  dateEdtfByStaff: false,
  editionEnumeration: 'Seconda edizione',
  physicalDescription: null,
  illustrativeContent: null,
  hasAnnotation: false,
  annotation: null,
  citation: null,
  pdfPageCount: 4,
  pdf: { url: '/api/catalogues/3/editions/12/pdf', size: 1000, pages: 2, textStatus: 'indexed' },
  imageSrc: null,
  url: '/catalogues/catalogues/3/edition/12',
  rights: null,
  publishers: [{ id: 1, uri: '/api/publishers/1', name: 'Giacomo Brogi' }],
  places: [
    {
      id: 5,
      uri: '/api/places/5',
      name: 'Florence',
      names: { EN: 'Florence', DE: 'Florenz', IT: 'Firenze' },
      geonameId: null,
      latitude: null,
      longitude: null,
    },
  ],
  holders: [],
};

const texts: InterfaceTexts = {
  languages: ['EN', 'DE', 'IT', 'PT-BR', 'ES-419'],
  texts: new Map([
    [
      'page_n',
      new Map([
        ['EN', 'Page {page}'],
        ['DE', 'Seite {page}'],
        ['IT', 'Pagina {page}'],
        ['PT-BR', 'Página {page}'],
        ['ES-419', 'Página {page}'],
      ]),
    ],
    ['place', new Map([['EN', 'Place']])],
  ]),
};

const source = (patch: Partial<Edition> = {}): ManifestSource => ({
  edition: { ...edition, ...patch },
  pdfSha256: 'a'.repeat(64),
  texts,
});

type Canvas = {
  id: string;
  width: number;
  height: number;
  label: Record<string, string[]>;
  items: unknown[];
};
const canvasesOf = (manifest: Record<string, unknown>) => manifest.items as Canvas[];

describe('an edition’s manifest', () => {
  it('has a canvas per page, in order, the size of its page image', () => {
    const manifest = editionManifest(
      source(),
      [
        { width: 900, height: 1350 },
        { width: 1350, height: 900 },
      ],
      links,
    );
    expect(manifest.id).toBe('https://iiif.example.org/iiif/presentation/editions/12/manifest.json');
    expect(canvasesOf(manifest).map(({ id, width, height }) => ({ id, width, height }))).toEqual([
      { id: 'https://iiif.example.org/iiif/presentation/editions/12/canvas/1', width: 900, height: 1350 },
      { id: 'https://iiif.example.org/iiif/presentation/editions/12/canvas/2', width: 1350, height: 900 },
    ]);
    expect(manifest.thumbnail).toEqual([
      {
        id: 'https://iiif.example.org/iiif/3/edition-12-p1/full/200,/0/default.jpg',
        type: 'Image',
        format: 'image/jpeg',
        width: 200,
        height: 300,
        service: [
          { id: 'https://iiif.example.org/iiif/3/edition-12-p1', type: 'ImageService3', profile: 'level2' },
        ],
      },
    ]);
  });

  it('labels pages in every language with a translation; a tag a language map cannot hold is left out', () => {
    const [page] = canvasesOf(editionManifest(source(), [{ width: 10, height: 10 }], links));
    // 'ES-419' has digits, which the IIIF schema's language maps do not take.
    expect(page?.label).toEqual({
      en: ['Page 1'],
      de: ['Seite 1'],
      it: ['Pagina 1'],
      'pt-br': ['Página 1'],
    });
  });

  it('names places in each language they have a name in, and untranslated facts in none', () => {
    const manifest = editionManifest(source(), [{ width: 10, height: 10 }], links);
    expect(manifest.summary).toEqual({
      en: ['Giacomo Brogi, Florence, ca. 1890'],
      de: ['Giacomo Brogi, Florenz, ca. 1890'],
      it: ['Giacomo Brogi, Firenze, ca. 1890'],
    });
    const metadata = manifest.metadata as Array<{ label: Record<string, string[]>; value: unknown }>;
    // A label staff translated into English only is in English only.
    expect(metadata.find((pair) => pair.label.en?.[0] === 'Place')?.label).toEqual({ en: ['Place'] });
    // A label the service does not have falls back to the default English text.
    expect(metadata.find((pair) => pair.label.en?.[0] === 'Publisher')?.value).toEqual({
      none: ['Giacomo Brogi'],
    });
    expect(manifestLabel(source().edition)).toEqual({
      none: ['Catalogo delle fotografie (Seconda edizione, ca. 1890)'],
    });
  });

  it('places an edition dated "ca. 1890" on a viewer\'s timeline at its interval\'s start', () => {
    expect(editionManifest(source(), [{ width: 10, height: 10 }], links).navDate).toBe(
      '1885-01-01T00:00:00Z',
    );
  });

  it('says nothing it does not know: no rights, no credit line, no summary', () => {
    const manifest = editionManifest(
      source({
        publishers: [],
        places: [],
        date: null,
        year: null,
        dateEdtf: null,
        dateFrom: null,
        dateTo: null,
      }),
      [{ width: 10, height: 10 }],
      links,
    );
    expect(manifest).not.toHaveProperty('rights');
    expect(manifest).not.toHaveProperty('requiredStatement');
    expect(manifest).not.toHaveProperty('summary');
    expect(manifest).not.toHaveProperty('navDate');
  });

  it('credits the holder with its own citation and states the rights', () => {
    const manifest = editionManifest(
      source({
        holders: [{ id: 2, uri: '/api/holders/2', name: 'Biblioteca Marucelliana', label: 'BMF' }],
        citation: 'Fondo Brogi, 12',
        rights: 'http://rightsstatements.org/vocab/NoC-NC/1.0/',
      }),
      [{ width: 10, height: 10 }],
      links,
    );
    expect(manifest.requiredStatement).toEqual({
      label: { en: ['Holder'] },
      value: { none: ['Biblioteca Marucelliana (BMF), Fondo Brogi, 12'] },
    });
    expect(manifest.rights).toBe('http://rightsstatements.org/vocab/NoC-NC/1.0/');
  });

  it('keeps the pages of a PDF that cannot be read, at a default size and without images', () => {
    const canvases = canvasesOf(editionManifest(source(), null, links));
    // As many pages as its text was read from (2), not the count staff recorded (4).
    expect(canvases).toHaveLength(2);
    for (const canvas of canvases) {
      expect(canvas).toMatchObject({ ...DEFAULT_CANVAS_SIZE, items: [] });
    }
    const unknown = canvasesOf(
      editionManifest(
        source({ pdf: { ...(edition.pdf as NonNullable<Edition['pdf']>), pages: 0 } }),
        null,
        links,
      ),
    );
    expect(unknown).toHaveLength(4);
  });
});
