import sharp from 'sharp';
import { seededRandom } from '../../common/seeded-random.ts';
import type { Database, Queryable } from '../db/database.ts';
import { intervalOfWrittenDate } from '../domain/edition-dates.ts';
import { type FileStore, registerFile } from '../domain/files.ts';
import { drawPdfCover } from '../domain/pdf-covers.ts';
import { foldText, yearOf } from '../domain/text.ts';
import { PdfPageRenderer } from '../services/iiif/pdf-pages.ts';
import { demoData } from './demo-data.ts';
import { renderEditionPdf } from './demo-files.ts';

export interface SyntheticOptions {
  catalogues: number;
  /** Share of editions that get an indexed PDF text (pages only, no file), for the PDF search benchmark. */
  pdfShare?: number;
  /**
   * Where to store one real PDF that every edition with PDF text then shows, with a cover made from
   * its first page as an upload makes it, so that the reader, page images, manifests and covers work
   * at scale too. Its pages' text is the demo edition's, not the synthetic index text. Without a
   * store the editions have index text only.
   */
  store?: FileStore;
  log?: (message: string) => void;
}

/** Deterministic numbers, integers and picks, so every synthetic database is the same. */
function randomGenerator(seed: number) {
  const next = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, int, pick };
}

const batchSize = 5000;

/**
 * Fills an empty database with a large synthetic collection for benchmarks: `catalogues`
 * catalogues with 1-3 editions each, built from the demo data's vocabulary (firms, places,
 * photograph subjects) with numbered variations. Bulk inserts in batches inside one transaction.
 */
export async function seedSyntheticData(db: Database, options: SyntheticOptions) {
  const log = options.log ?? (() => {});
  const random = randomGenerator(1839);
  const subjects = [
    ...new Set(
      demoData.catalogues.flatMap((catalogue) =>
        catalogue.editions.flatMap((edition) => edition.entries.map((entry) => entry.subject)),
      ),
    ),
  ];
  const firmWords = demoData.publishers.map((publisher) => publisher.name);
  const titleStarts = [
    'Catalogo delle fotografie',
    'Catalogue des photographies',
    'Verzeichniss der Photographien',
    'Catalogue of photographs',
    'Elenco delle fotografie',
    'Katalog der Kunstphotographien',
  ];
  const placeCount = Math.max(30, Math.round(options.catalogues / 200));
  const publisherCount = Math.max(50, Math.round(options.catalogues / 50));
  const holderCount = Math.max(15, Math.round(options.catalogues / 1000));

  const sharedFiles = options.store ? await storeSharedPdf(options.store) : null;

  return db.transaction(async (tx) => {
    // Migration 019's year-range counts, kept per catalogue, would be made again for every key after
    // each batch: they are made once, at the end.
    await tx.query(`select set_config('catalogues.statistics_ranges_deferred', 'on', true)`);
    const sharedFileIds = sharedFiles ? await registerSharedPdf(tx, sharedFiles) : null;
    log(`places: ${placeCount}, publishers: ${publisherCount}, holders: ${holderCount}`);
    const places = Array.from({ length: placeCount }, (_, index) => {
      const base = random.pick(demoData.places);
      const suffix = index < demoData.places.length ? '' : ` ${index}`;
      const names = Object.fromEntries(
        Object.entries(base.names).map(([prefix, name]) => [prefix, `${name}${suffix}`]),
      );
      return {
        names,
        allNames: foldText([...Object.values(names), base.originalName].join(' | ')),
        latitude: base.latitude + (random.next() - 0.5) * 4,
        longitude: base.longitude + (random.next() - 0.5) * 4,
      };
    });
    const placeIds = await insertRows(
      tx,
      'places (names, all_names, latitude, longitude)',
      'select names::jsonb, all_names, latitude, longitude from unnest($1::text[], $2::text[], $3::float8[], $4::float8[]) as t(names, all_names, latitude, longitude)',
      [
        places.map((place) => JSON.stringify(place.names)),
        places.map((place) => place.allNames),
        places.map((place) => place.latitude),
        places.map((place) => place.longitude),
      ],
    );
    const publisherNames = Array.from({ length: publisherCount }, (_, index) =>
      index < firmWords.length ? (firmWords[index] as string) : `${random.pick(firmWords)} ${index}`,
    );
    const publisherIds = await insertRows(tx, 'publishers (name)', 'select unnest($1::text[])', [
      publisherNames,
    ]);
    const holderNames = Array.from({ length: holderCount }, (_, index) => {
      const base = demoData.holders[index % demoData.holders.length];
      return index < demoData.holders.length ? (base?.name ?? '') : `${base?.name} ${index}`;
    });
    const holderIds = await insertRows(tx, 'holders (name)', 'select unnest($1::text[])', [holderNames]);

    let editionTotal = 0;
    let pageTotal = 0;
    for (let start = 0; start < options.catalogues; start += batchSize) {
      const count = Math.min(batchSize, options.catalogues - start);
      const catalogues = Array.from({ length: count }, (_, offset) => {
        const firm = random.int(0, publisherCount - 1);
        const place = random.int(0, placeCount - 1);
        const title = `${random.pick(titleStarts)} ${publisherNames[firm]} ${start + offset + 1}`;
        const year = random.next() < 0.06 ? null : random.int(1845, 1935);
        const editions = Array.from(
          { length: random.next() < 0.5 ? 1 : random.int(2, 3) },
          (_, position) => ({
            position: position + 1,
            date:
              year === null
                ? null
                : `${random.next() < 0.2 ? 'ca. ' : ''}${year + position * random.int(1, 6)}`,
            publisher: firm,
            secondPublisher: random.next() < 0.1 ? random.int(0, publisherCount - 1) : null,
            place: random.next() < 0.85 ? place : random.int(0, placeCount - 1),
            holder: random.int(0, holderCount - 1),
            illustrated: random.next() < 0.15,
          }),
        );
        return { title, editions };
      });
      const searchTexts = catalogues.map((catalogue) =>
        foldText(
          [
            catalogue.title,
            catalogue.title,
            ...catalogue.editions.flatMap((edition) => [
              publisherNames[edition.publisher],
              edition.secondPublisher === null ? '' : publisherNames[edition.secondPublisher],
              places[edition.place]?.allNames,
            ]),
          ].join(' '),
        ),
      );
      const firstIntervals = catalogues.map((catalogue) =>
        intervalOfWrittenDate(catalogue.editions[0]?.date),
      );
      const catalogueIds = await insertRows(
        tx,
        'catalogues (title, main_title, search_text, first_year, first_date_from, first_date_to)',
        'select t, t, s, y, f, l from unnest($1::text[], $2::text[], $3::int[], $4::date[], $5::date[]) as c(t, s, y, f, l)',
        [
          catalogues.map((catalogue) => catalogue.title),
          searchTexts,
          catalogues.map((catalogue) => yearOf(catalogue.editions[0]?.date)),
          firstIntervals.map((interval) => interval?.from ?? null),
          firstIntervals.map((interval) => interval?.to ?? null),
        ],
      );
      const editions = catalogues.flatMap((catalogue, index) =>
        catalogue.editions.map((edition) => ({
          ...edition,
          catalogueId: catalogueIds[index] as number,
          interval: intervalOfWrittenDate(edition.date),
        })),
      );
      const editionIds = await insertRows(
        tx,
        'editions (catalogue_id, position, date, illustrative_content, physical_description, date_edtf, date_from, date_to)',
        `select c, p, d, case when i then 'albumen prints' end, '24 p.', x, f, t
         from unnest($1::int[], $2::int[], $3::text[], $4::bool[], $5::text[], $6::date[], $7::date[])
           as e(c, p, d, i, x, f, t)`,
        [
          editions.map((edition) => edition.catalogueId),
          editions.map((edition) => edition.position),
          editions.map((edition) => edition.date),
          editions.map((edition) => edition.illustrated),
          editions.map((edition) => edition.interval?.edtf ?? null),
          editions.map((edition) => edition.interval?.from ?? null),
          editions.map((edition) => edition.interval?.to ?? null),
        ],
      );
      const links = (pick: (edition: (typeof editions)[number]) => Array<number | null>, ids: number[]) =>
        editions.flatMap((edition, index) =>
          pick(edition)
            .filter((value): value is number => value !== null)
            .map((value, position) => [editionIds[index] as number, ids[value] as number, position] as const),
        );
      for (const [table, column, rows] of [
        ['edition_publishers', 'publisher_id', links((e) => [e.publisher, e.secondPublisher], publisherIds)],
        ['edition_places', 'place_id', links((e) => [e.place], placeIds)],
        ['edition_holders', 'holder_id', links((e) => [e.holder], holderIds)],
      ] as const) {
        await tx.query(
          `insert into ${table} (edition_id, ${column}, position)
           select * from unnest($1::int[], $2::int[], $3::int[]) on conflict do nothing`,
          [rows.map((row) => row[0]), rows.map((row) => row[1]), rows.map((row) => row[2])],
        );
      }
      const withPdf = editionIds.filter(() => random.next() < (options.pdfShare ?? 0.1));
      const pages = withPdf.flatMap((editionId) =>
        Array.from({ length: random.int(3, 8) }, (_, page) => ({
          editionId,
          page: page + 1,
          text: Array.from(
            { length: 30 },
            (_, line) => `${page * 30 + line + 1}. ${random.pick(subjects)}`,
          ).join(' '),
        })),
      );
      if (pages.length > 0) {
        await tx.query(
          'insert into pdf_pages (edition_id, page, text) select * from unnest($1::int[], $2::int[], $3::text[])',
          [pages.map((p) => p.editionId), pages.map((p) => p.page), pages.map((p) => p.text)],
        );
        if (sharedFiles && sharedFileIds) {
          await tx.query(
            `update editions set pdf_pages = $2, pdf_file_id = $3, pdf_text_status = 'indexed',
               cover_file_id = $4, cover_from_pdf = true where id = any($1)`,
            [withPdf, sharedFiles.pageCount, sharedFileIds.pdf, sharedFileIds.cover],
          );
        } else {
          await tx.query('update editions set pdf_pages = 8 where id = any($1)', [withPdf]);
        }
        await tx.query('select refresh_edition_texts($1::int[])', [withPdf]);
      }
      editionTotal += editionIds.length;
      pageTotal += pages.length;
      log(
        `catalogues ${start + count} / ${options.catalogues}, editions ${editionTotal}, PDF pages ${pageTotal}`,
      );
    }
    await tx.query(`select set_config('catalogues.statistics_ranges_deferred', 'off', true)`);
    await tx.query('select statistics_rebuild_ranges()');
    return { catalogues: options.catalogues, editions: editionTotal, pdfPages: pageTotal };
  });
}

async function insertRows(
  tx: Queryable,
  target: string,
  select: string,
  arrays: unknown[][],
): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(`insert into ${target} ${select} returning id`, arrays);
  return rows.map((row) => row.id);
}

interface SharedPdf {
  pdf: { sha256: string; size: number };
  pageCount: number;
  cover: { sha256: string; size: number; width: number; height: number };
}

/** The longest demo edition's PDF, and its first page as a cover, put in the store once. */
async function storeSharedPdf(store: FileStore): Promise<SharedPdf> {
  const [catalogue, edition] = demoData.catalogues
    .flatMap((candidate) => candidate.editions.map((each) => [candidate, each] as const))
    .reduce((longest, pair) => (pair[1].entries.length > longest[1].entries.length ? pair : longest));
  const bytes = await renderEditionPdf({
    title: catalogue.title,
    mainTitle: catalogue.mainTitle,
    edition,
    publisherNames: [],
    placeNames: [],
  });
  const pdf = await store.put(bytes);
  const pages = new PdfPageRenderer({ workers: 1, timeoutMs: 30_000 });
  try {
    const { pageCount } = await pages.describe(store.pathOf(pdf.sha256), 1);
    const jpeg = await drawPdfCover(pages, store.pathOf(pdf.sha256));
    const { width = 0, height = 0 } = await sharp(jpeg).metadata();
    return { pdf, pageCount, cover: { ...(await store.put(jpeg)), width, height } };
  } finally {
    await pages.close();
  }
}

async function registerSharedPdf(tx: Queryable, files: SharedPdf) {
  const pdf = await registerFile(tx, { ...files.pdf, mimeType: 'application/pdf' });
  const cover = await registerFile(tx, { ...files.cover, mimeType: 'image/jpeg' });
  return { pdf, cover };
}
