import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Database, Queryable } from '../db/database.ts';
import { intervalOfWrittenDate } from '../domain/edition-dates.ts';
import { type FileStore, registerFile } from '../domain/files.ts';
import { drawPdfCover } from '../domain/pdf-covers.ts';
import { extractPdfPages } from '../domain/pdf-text.ts';
import { allNamesOf } from '../domain/places.ts';
import { PdfPageRenderer } from '../services/iiif/pdf-pages.ts';
import { demoData } from './demo-data.ts';
import type { DemoDataSet, DemoEdition } from './demo-data.types.ts';
import { renderCoverJpeg, renderEditionPdf } from './demo-files.ts';

interface RenderedEdition {
  pdf: { sha256: string; size: number };
  pages: Array<{ page: number; text: string }>;
  cover: { sha256: string; size: number; width: number; height: number; fromPdf: boolean };
}

const coverSize = { width: 600, height: 840 };

/** Runs `work` over `items`, at most `limit` at a time, keeping the order of results. */
async function mapLimited<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  });
  await Promise.all(workers);
  return results;
}

/**
 * Loads the demo data set into an empty database: places, publishers, holders, catalogues with
 * their editions and supplementary contents, and for every edition a generated PDF (indexed for
 * full-text search, like an upload) and a cover image. Does nothing when catalogues exist.
 */
export async function seedDemoData(
  db: Database,
  store: FileStore,
  log?: Pick<FastifyBaseLogger, 'info'>,
  data: DemoDataSet = demoData,
): Promise<{ catalogues: number; editions: number } | null> {
  const [existing] = await db.query<{ count: number }>('select count(*)::int as count from catalogues');
  if ((existing?.count ?? 0) > 0) return null;
  log?.info('loading the demo data: generating PDFs and covers');
  const publisherNames = new Map(data.publishers.map((publisher) => [publisher.key, publisher.name]));
  const placeNames = new Map(data.places.map((place) => [place.key, place.names.EN]));
  const editions = data.catalogues.flatMap((catalogue) =>
    catalogue.editions.map((edition) => ({ catalogue, edition })),
  );
  // A first edition's cover is a drawn "photograph of the volume", as staff would upload; later
  // editions show their PDF's title page, made as an upload makes it (server/domain/pdf-covers.ts).
  const firstEditions = new Set(data.catalogues.map((catalogue) => catalogue.editions[0]));
  const pdfPages = new PdfPageRenderer({ workers: 2, timeoutMs: 30_000 });
  const rendered = await mapLimited(
    editions,
    4,
    async ({ catalogue, edition }, index): Promise<RenderedEdition> => {
      const names = {
        publisherNames: edition.publishers.map((key) => publisherNames.get(key) ?? key),
        placeNames: edition.places.map((key) => placeNames.get(key) ?? key),
      };
      const pdfBytes = await renderEditionPdf({
        title: catalogue.title,
        mainTitle: catalogue.mainTitle,
        edition,
        ...names,
      });
      const [pdf, pages] = await Promise.all([store.put(pdfBytes), extractPdfPages(pdfBytes)]);
      if (!firstEditions.has(edition)) {
        const jpeg = await drawPdfCover(pdfPages, store.pathOf(pdf.sha256));
        const [cover, { width = 0, height = 0 }] = await Promise.all([
          store.put(jpeg),
          sharp(jpeg).metadata(),
        ]);
        return { pdf, pages, cover: { ...cover, width, height, fromPdf: true } };
      }
      const jpeg = await renderCoverJpeg({
        mainTitle: edition.title ?? catalogue.mainTitle,
        ...names,
        ...(edition.date ? { date: edition.date } : {}),
        seed: index,
      });
      return { pdf, pages, cover: { ...(await store.put(jpeg)), ...coverSize, fromPdf: false } };
    },
  ).finally(() => pdfPages.close());
  await db.transaction(async (tx) => {
    const ids = await insertEntities(tx, data);
    const catalogueIds = new Map<string, number>();
    let renderedIndex = 0;
    for (const catalogue of data.catalogues) {
      const [row] = await tx.query<{ id: number }>(
        'insert into catalogues (title, main_title) values ($1, $2) returning id',
        [catalogue.title, catalogue.mainTitle],
      );
      if (!row) throw new Error('insert into catalogues returned no id');
      catalogueIds.set(catalogue.key, row.id);
      for (const [position, edition] of catalogue.editions.entries()) {
        const files = rendered[renderedIndex++];
        if (!files) throw new Error('a rendered edition is missing');
        await insertEdition(tx, row.id, position + 1, edition, files, ids);
      }
    }
    for (const supplement of data.supplements) {
      await tx.query(
        'insert into supplementary_contents (catalogue_id, supplement_catalogue_id, note) values ($1, $2, $3)',
        [
          catalogueIds.get(supplement.catalogue),
          catalogueIds.get(supplement.supplement),
          supplement.note ?? null,
        ],
      );
    }
    await tx.query('select refresh_catalogue_search(array(select id from catalogues))');
    await tx.query('select refresh_edition_texts(array(select id from editions))');
  });
  return { catalogues: data.catalogues.length, editions: editions.length };
}

type EntityIds = Record<'places' | 'publishers' | 'holders', Map<string, number>>;

async function insertEntities(tx: Queryable, data: DemoDataSet): Promise<EntityIds> {
  const ids: EntityIds = { places: new Map(), publishers: new Map(), holders: new Map() };
  for (const place of data.places) {
    const [row] = await tx.query<{ id: number }>(
      `insert into places (names, all_names, original_name, geoname_id, latitude, longitude, country_code)
       values ($1::jsonb, $2, $3, $4, $5, $6, $7) returning id`,
      [
        JSON.stringify(place.names),
        allNamesOf({ names: place.names, originalName: place.originalName }),
        place.originalName,
        place.geonameId,
        place.latitude,
        place.longitude,
        place.countryCode,
      ],
    );
    if (row) ids.places.set(place.key, row.id);
  }
  for (const publisher of data.publishers) {
    const [row] = await tx.query<{ id: number }>(
      'insert into publishers (name, description, active_from, active_to) values ($1, $2, $3, $4) returning id',
      [publisher.name, publisher.description, publisher.activeFrom ?? null, publisher.activeTo ?? null],
    );
    if (row) ids.publishers.set(publisher.key, row.id);
  }
  for (const holder of data.holders) {
    const [row] = await tx.query<{ id: number }>(
      'insert into holders (name, label, prefix) values ($1, $2, $3) returning id',
      [holder.name, holder.label, holder.prefix],
    );
    if (row) ids.holders.set(holder.key, row.id);
  }
  return ids;
}

async function insertEdition(
  tx: Queryable,
  catalogueId: number,
  position: number,
  edition: DemoEdition,
  files: RenderedEdition,
  ids: EntityIds,
) {
  const pdfId = await registerFile(tx, {
    sha256: files.pdf.sha256,
    mimeType: 'application/pdf',
    size: files.pdf.size,
  });
  const coverId = await registerFile(tx, {
    sha256: files.cover.sha256,
    mimeType: 'image/jpeg',
    size: files.cover.size,
    width: files.cover.width,
    height: files.cover.height,
  });
  const interval = intervalOfWrittenDate(edition.date);
  const [row] = await tx.query<{ id: number }>(
    `insert into editions (catalogue_id, position, title, date, date_uncertain, edition_enumeration,
       physical_description, illustrative_content, has_annotation, annotation, citation, pdf_page_count,
       pdf_file_id, pdf_pages, pdf_text_status, cover_file_id, cover_from_pdf, date_edtf, date_from, date_to)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $12, 'indexed', $14, $15, $16, $17, $18)
     returning id`,
    [
      catalogueId,
      position,
      edition.title ?? null,
      edition.date ?? null,
      edition.dateUncertain ?? false,
      edition.editionEnumeration ?? null,
      edition.physicalDescription ?? null,
      edition.illustrativeContent ?? null,
      Boolean(edition.annotation),
      edition.annotation ?? null,
      edition.citation ?? null,
      files.pages.length,
      pdfId,
      coverId,
      files.cover.fromPdf,
      interval?.edtf ?? null,
      interval?.from ?? null,
      interval?.to ?? null,
    ],
  );
  if (!row) throw new Error('insert into editions returned no id');
  const links: Array<[string, string, string[], Map<string, number>]> = [
    ['edition_publishers', 'publisher_id', edition.publishers, ids.publishers],
    ['edition_places', 'place_id', edition.places, ids.places],
    ['edition_holders', 'holder_id', edition.holders, ids.holders],
  ];
  for (const [table, column, keys, idsByKey] of links) {
    for (const [linkPosition, key] of keys.entries()) {
      const linkedId = idsByKey.get(key);
      if (linkedId === undefined) throw new Error(`demo data: unknown ${column} '${key}'`);
      await tx.query(`insert into ${table} (edition_id, ${column}, position) values ($1, $2, $3)`, [
        row.id,
        linkedId,
        linkPosition,
      ]);
    }
  }
  await tx.query(
    `insert into pdf_pages (edition_id, page, text) select $1, page, text from unnest($2::int[], $3::text[]) as p(page, text)`,
    [row.id, files.pages.map((page) => page.page), files.pages.map((page) => page.text)],
  );
}
