import { createHash, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { seededRandom } from '../../common/seeded-random.ts';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { indexEditionEntries } from '../../server/domain/catalogue-entries-store.ts';
import { registerFile } from '../../server/domain/files.ts';
import { databaseUrl, onServer } from '../api/test-database.ts';
import { benchDir, benchEngines, postgresServer } from './bench-database.ts';

/**
 * `npm run bench:comparison`: the comparison of two 200-page editions (issue 17: under 1 s). Two
 * editions' page texts are made as a catalogue prints them (BENCH_COMPARISON_PAGES pages, default
 * 200, of 35 numbered entries each, some wrapped onto a second line, a running header and page
 * number on every page); the second revises the first (plates withdrawn, renumbered, added between
 * the old numbers and after them). They are stored as an upload stores them, the entries read
 * from the pages (timed), and `GET /api/editions/comparison` is then timed over loopback with the
 * response cache off, so every call reads both lists and compares them. Also timed: the first
 * comparison of editions whose entries were not read yet (indexed before migration 017), which
 * reads them on the way. On PGlite in memory, and on PostgreSQL in a database of its own.
 */
const pageCount = Number(process.env.BENCH_COMPARISON_PAGES ?? 200);
const runs = Number(process.env.BENCH_COMPARISON_RUNS ?? 40);
const entriesPerPage = 35;
const log = (message: string) => process.stdout.write(`${message}\n`);
const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ??
  Number.NaN;

const places = ['Firenze', 'Roma', 'Venezia', 'Napoli', 'Siena', 'Pisa', 'Milano', 'Bologna', 'Genova'];
const sights = [
  'Cattedrale. Facciata',
  'Palazzo Pubblico. Cortile',
  'Galleria. Tribuna. Veduta generale',
  'Museo. Sala delle statue antiche',
  'Chiesa di S. Francesco. Interno',
  'Piazza principale con il monumento equestre',
  'Ponte e lungofiume presi dalla collina',
  'Pinacoteca. Madonna col Bambino e santi',
];
const formats = ['Formato album 18x13', 'Formato ordinario 25x20', 'Formato grande 42x32', ''];

interface BenchEntry {
  number: string;
  subject: string;
}

/** The first edition's list: `pageCount` pages of entries with unique subjects and a few gaps. */
function firstEditionEntries(): BenchEntry[] {
  const random = seededRandom(1890);
  const entries: BenchEntry[] = [];
  let number = 1;
  for (let index = 0; index < pageCount * entriesPerPage; index++) {
    const place = places[index % places.length];
    const sight = sights[Math.floor(index / places.length) % sights.length];
    const format = formats[index % formats.length];
    const subject = `${place}. ${sight}. Veduta ${index + 1}${format ? ` ${format}` : ''}`;
    entries.push({ number: String(number), subject });
    number += random() < 0.05 ? 2 + Math.floor(random() * 5) : 1;
  }
  return entries;
}

/** The second edition: 3% withdrawn, 1% moved to new numbers past the end, 4% new (12a) and more after. */
function revisedEntries(first: BenchEntry[]): BenchEntry[] {
  const random = seededRandom(1895);
  const revised: BenchEntry[] = [];
  const moved: BenchEntry[] = [];
  for (const entry of first) {
    const roll = random();
    if (roll < 0.03) continue;
    if (roll < 0.04) {
      moved.push(entry);
      continue;
    }
    revised.push(entry);
    if (roll > 0.96) revised.push({ number: `${entry.number}a`, subject: `${entry.subject}. Altra veduta` });
  }
  let next = Number(first.at(-1)?.number ?? 0) + 1;
  for (const entry of moved) revised.push({ number: String(next++), subject: entry.subject });
  for (let added = 0; added < first.length * 0.02; added++) {
    revised.push({ number: String(next++), subject: `Nuove fotografie. Veduta ${added + 1}` });
  }
  return revised;
}

/** The page texts of a list, as pdf.js gives them: header, page number, entries (long ones wrapped). */
function pagesOf(entries: BenchEntry[]): Array<{ page: number; text: string }> {
  const pages = [{ page: 1, text: 'CATALOGO GENERALE\ndelle fotografie\nFirenze 1890' }];
  for (let start = 0; start < entries.length; start += entriesPerPage) {
    const page = pages.length + 1;
    const lines = ['Catalogo generale delle fotografie', `- ${page} -`];
    for (const entry of entries.slice(start, start + entriesPerPage)) {
      const line = `${entry.number}. ${entry.subject}`;
      const cut = line.length > 60 ? line.lastIndexOf(' ', 55) : -1;
      if (cut > 0) lines.push(line.slice(0, cut), line.slice(cut + 1));
      else lines.push(line);
    }
    pages.push({ page, text: lines.join('\n') });
  }
  return pages;
}

/** Stores a catalogue with the two editions, as an upload would: PDF row, pages, entries read (timed). */
async function storeEditions(db: Database, lists: BenchEntry[][]) {
  return db.transaction(async (tx) => {
    const [catalogue] = await tx.query<{ id: number }>(
      'insert into catalogues (title, main_title) values ($1, $1) returning id',
      [`Comparison bench ${randomBytes(4).toString('hex')}`],
    );
    const editions: Array<{ id: number; readMs: number; pages: number; entries: number }> = [];
    for (const [index, list] of lists.entries()) {
      const pages = pagesOf(list);
      const fileId = await registerFile(tx, {
        sha256: createHash('sha256').update(randomBytes(16)).digest('hex'),
        mimeType: 'application/pdf',
        size: 1,
      });
      const [edition] = await tx.query<{ id: number }>(
        `insert into editions (catalogue_id, position, pdf_file_id, pdf_pages, pdf_page_count, pdf_text_status)
         values ($1, $2, $3, $4, $4, 'indexed') returning id`,
        [catalogue?.id, index + 1, fileId, pages.length],
      );
      const id = edition?.id ?? 0;
      await tx.query(
        'insert into pdf_pages (edition_id, page, text) select $1, * from unnest($2::int[], $3::text[])',
        [id, pages.map((page) => page.page), pages.map((page) => page.text)],
      );
      const started = performance.now();
      await indexEditionEntries(tx, [id]);
      editions.push({ id, readMs: performance.now() - started, pages: pages.length, entries: list.length });
    }
    return editions;
  });
}

async function timedGet(url: string) {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`);
  return { ms: performance.now() - started, body };
}

async function openBenchDatabase(engine: 'pglite' | 'postgres') {
  if (engine === 'pglite') return { db: await openDatabase({ inMemory: true }), drop: async () => {} };
  const name = `catalogues_bench_comparison_${randomBytes(4).toString('hex')}`;
  await onServer(postgresServer ?? '', `create database ${name}`);
  const db = await openDatabase({ databaseUrl: databaseUrl(postgresServer ?? '', name) });
  return { db, drop: () => onServer(postgresServer ?? '', `drop database if exists ${name}`) };
}

const first = firstEditionEntries();
const second = revisedEntries(first);
const rows: string[] = [];
const results: Record<string, unknown> = {};
for (const engine of benchEngines) {
  const { db, drop } = await openBenchDatabase(engine);
  try {
    await migrate(db);
    const [from, to] = await storeEditions(db, [first, second]);
    if (!from || !to) throw new Error('the editions were not stored');
    const app = await buildApp({
      config: readConfig({
        DATA_DIR: join(benchDir, 'files'),
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        CACHE_MAX_BYTES: '0',
        OCR_WORKERS: '0',
      }),
      db,
      logger: false,
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${base}/api/editions/comparison?from=${from.id}&to=${to.id}&lang=EN`;
    const answer = JSON.parse((await timedGet(url)).body);
    // Every printed entry read back, or the figures would time a comparison of less.
    if (answer.from.entries !== first.length || answer.to.entries !== second.length) {
      throw new Error(
        `entries found ${answer.from.entries} / ${answer.to.entries}, printed ${first.length} / ${second.length}`,
      );
    }
    for (let warm = 0; warm < 3; warm++) await timedGet(url);
    const timings: number[] = [];
    for (let run = 0; run < runs; run++) timings.push((await timedGet(url)).ms);
    // Editions indexed before their entries were read: the first comparison reads them itself.
    await db.query('delete from edition_entry_counts where edition_id = any($1::int[])', [[from.id, to.id]]);
    const unread = await timedGet(url);
    await app.close();
    const figures = {
      pages: [from.pages, to.pages],
      entries: [answer.from.entries, answer.to.entries],
      added: answer.added.length,
      removed: answer.removed.length,
      renumbered: answer.renumbered.length,
      unchanged: answer.unchanged,
      readEntriesMs: [from.readMs, to.readMs],
      p50: percentile(timings, 0.5),
      p95: percentile(timings, 0.95),
      firstUnreadMs: unread.ms,
    };
    results[engine] = figures;
    rows.push(
      `| ${engine} | ${figures.pages.join(' / ')} | ${figures.entries.join(' / ')} | ${figures.added} / ${figures.removed} / ${figures.renumbered} / ${figures.unchanged} | ${figures.readEntriesMs.map((ms) => ms.toFixed(0)).join(' / ')} | ${figures.p50.toFixed(1)} | ${figures.p95.toFixed(1)} | ${figures.firstUnreadMs.toFixed(0)} |`,
    );
    log(rows.at(-1) ?? '');
  } finally {
    await db.close();
    await drop();
  }
}
const table = [
  `Comparison of two ${pageCount}-page editions (${entriesPerPage} entries a page), ${runs} calls each, loopback, response cache off`,
  '',
  '| engine | pages | entries found | added / removed / renumbered / unchanged | reading entries ms (upload) | p50 ms | p95 ms | first call, entries unread, ms |',
  '|---|---|---|---|---|---|---|---|',
  ...rows,
].join('\n');
await mkdir(benchDir, { recursive: true });
await writeFile(join(benchDir, 'comparison-results.md'), `${table}\n`);
await writeFile(join(benchDir, 'comparison-results.json'), JSON.stringify(results, null, 2));
log(`\n${table}`);
