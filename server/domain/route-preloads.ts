/**
 * Which of the web app's built files a page needs before it can show anything, read from Vite's
 * build manifest (`dist/.vite/manifest.json`): the entry, and the chunks of the route the URL
 * shows with their static imports. The page the server sends names them as `modulepreload`
 * hints, so the browser fetches them together with the entry instead of one after another as the
 * router reaches each route (a waterfall of small chunks at 150 ms each on a phone).
 */

/** One chunk or asset of Vite's build manifest (the fields this module reads). */
export interface ManifestChunk {
  file: string;
  /** The module the chunk was built from; absent on shared chunks. */
  src?: string;
  /** Rollup's name of the chunk: its main module's file name (a folder's name for an index file). */
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The route files of src/routes (TanStack Router's file routes; the `-` files are not routes).
 * A test keeps this list equal to the folder and each file's URL equal to the route tree's.
 */
export const routeFiles = [
  '_catalogue.tsx',
  '_catalogue/catalogues/$id.tsx',
  '_catalogue/catalogues/$id/edition/$editionId.tsx',
  '_catalogue/catalogues/$id/edition/$editionId/holder/$holderId.tsx',
  '_catalogue/catalogues/$id/edition/$editionId/index.tsx',
  '_catalogue/catalogues/$id/edition/$editionId/place/$placeId.tsx',
  '_catalogue/catalogues/$id/edition/$editionId/publisher/$publisherId.tsx',
  '_catalogue/catalogues/$id/index.tsx',
  '_catalogue/catalogues/$id/supplementary-content.tsx',
  '_catalogue/catalogues/$id/supplementary-contents-of.tsx',
  '_default.tsx',
  '_default/browse/catalogues.tsx',
  '_default/browse/index.tsx',
  '_default/browse/places.tsx',
  '_default/browse/publishers.tsx',
  '_default/catalogues/collection.tsx',
  '_default/catalogues/compare.tsx',
  '_default/catalogues/index.tsx',
  '_default/contextual-search.tsx',
  '_default/holders/index.tsx',
  '_default/maps/catalogues.tsx',
  '_default/maps/index.tsx',
  '_default/maps/publishers.tsx',
  '_default/navigate-list.tsx',
  '_default/place/index.tsx',
  '_default/publisher/index.tsx',
  '_default/search.tsx',
  '_default/statistics.tsx',
  '_internal.tsx',
  '_internal/catalogues/$id/edition/$editionId/mirador.tsx',
  '_internal/holders/$id/catalogues.tsx',
  '_internal/place/$id/catalogues.tsx',
  '_internal/place/$id/index.tsx',
  '_internal/publisher/$id/catalogues.tsx',
  '_internal/publisher/$id/index.tsx',
  '_main.tsx',
  '_main/index.tsx',
  'dashboard.tsx',
  'dashboard/catalogues/$id/editions.tsx',
  'dashboard/catalogues/$id/index.tsx',
  'dashboard/catalogues/$id/supplementary.tsx',
  'dashboard/catalogues/create.tsx',
  'dashboard/holders/create.tsx',
  'dashboard/holders/index.tsx',
  'dashboard/holders/update/$id.tsx',
  'dashboard/index.tsx',
  'dashboard/places/create.tsx',
  'dashboard/places/index.tsx',
  'dashboard/places/update/$id.tsx',
  'dashboard/publishers/create.tsx',
  'dashboard/publishers/index.tsx',
  'dashboard/publishers/update/$id.tsx',
  'dashboard/translations/index.tsx',
  'dashboard/translations/translation.tsx',
  'publishers.tsx',
] as const;

export type RouteFile = (typeof routeFiles)[number];

/** The edition route: it and its sub-routes show the PDF reader. */
export const editionRouteFile: RouteFile = '_catalogue/catalogues/$id/edition/$editionId.tsx';
/** An id the contract accepts (a positive int32); anything else is the app's not-found page. */
export const isRecordId = (segment: string | undefined): segment is string =>
  segment !== undefined && /^[1-9]\d{0,9}$/.test(segment) && Number(segment) <= 2 ** 31 - 1;

/** The edition an edition's page shows (`/catalogues/5/edition/8`, or one of its panels); null elsewhere. */
export function editionOfPath(path: string): { catalogueId: number; editionId: number } | null {
  if (!routeChainOf(path).includes(editionRouteFile)) return null;
  const [, catalogueId, , editionId] = path.split('/').filter(Boolean);
  return isRecordId(catalogueId) && isRecordId(editionId)
    ? { catalogueId: Number(catalogueId), editionId: Number(editionId) }
    : null;
}

/** The routes that show the PDF reader: the edition route and its sub-routes, the comparison of two editions. */
const readerRouteFiles: readonly RouteFile[] = [editionRouteFile, '_default/catalogues/compare.tsx'];
const showsReaderIn = (chain: readonly RouteFile[]) => chain.some((file) => readerRouteFiles.includes(file));

/** The reader's chunk, as the manifest names its source. */
const readerModule = 'src/features/reader/pdf-reader.tsx';
/** The build's second entry, which starts the reader on a reader's first page (vite.config.ts). */
const readerFirstLoadModule = 'src/features/reader/first-load-entry.ts';
/**
 * What opens the PDF at navigation as the entry runs (src/features/reader/opening-pdf.ts): the
 * document side of pdf.js, a chunk of its own with pdf.js's library and the code calling it.
 */
const pdfDocumentModule = 'src/features/reader/pdf-document.ts';

/** The parts of a route file that TanStack Router's code splitting loads when the route matches. */
const loadedSplits = ['component', 'loader'];

/**
 * A route file's URL as TanStack Router's file routing reads it: `_layout` folders and files add
 * nothing, `index` is the folder's own page, `$name` is a parameter. Segments, `$` for parameters.
 */
export function routeSegments(file: string): string[] {
  return file
    .replace(/\.tsx?$/, '')
    .split('/')
    .filter(
      (segment, index, all) => !segment.startsWith('_') && !(segment === 'index' && index === all.length - 1),
    )
    .map((segment) => (segment.startsWith('$') ? '$' : segment));
}

const fileStem = (file: string) => file.replace(/\.tsx?$/, '');

/**
 * The route files that render for `path` (the URL inside the app, without the app's base path):
 * the route that matches best, then its layouts. Static segments beat parameters, the first
 * difference deciding, as the router ranks them; between a layout and its index page, the index.
 */
export function routeChainOf(path: string): RouteFile[] {
  const wanted = path.split('/').filter((segment) => segment !== '');
  let best: { file: RouteFile; segments: string[] } | null = null;
  for (const file of routeFiles) {
    const segments = routeSegments(file);
    if (segments.length !== wanted.length) continue;
    if (!segments.every((segment, index) => segment === '$' || segment === wanted[index])) continue;
    if (!best || outranks(segments, file, best.segments, best.file)) best = { file, segments };
  }
  if (!best) return [];
  const stem = fileStem(best.file);
  const layouts = routeFiles.filter((file) => stem.startsWith(`${fileStem(file)}/`));
  return [...layouts, best.file];
}

function outranks(segments: string[], file: string, other: string[], otherFile: string): boolean {
  for (let index = 0; index < segments.length; index++) {
    const mine = segments[index] !== '$';
    const theirs = other[index] !== '$';
    if (mine !== theirs) return mine;
  }
  return file.split('/').length > otherFile.split('/').length;
}

export interface Preload {
  /** The file's path in the build (`assets/…`). */
  file: string;
  kind: 'script' | 'style';
  /** Wanted before the rest, at the browser's default priority (pdf.js on a reader's page). */
  urgent?: true;
}

export interface RoutePreloads {
  /** What the route at `path` needs beyond the entry, in the order the browser should ask. */
  forPath(path: string): Preload[];
  /**
   * For a page that shows the PDF reader, what an early answer should name: the entry, the
   * reader's first load with the PDF's opening code, and the reader's chunk (a short list: proxies
   * limit the size of a response's headers); none for other pages. Not pdf.js's worker: a page
   * can only prefetch a worker's script, and the worker the first load starts asks for its script
   * before a prefetch is made, so a hint cost a visitor a second download of it (337 kB).
   */
  earlyHints(path: string): Preload[];
  /**
   * The script a reader's page runs as soon as it has arrived, before the app's entry has run
   * (the reader's first-load entry: it starts the PDF, pdf.js and its worker); null elsewhere.
   */
  firstLoadScript(path: string): string | null;
}

/**
 * Reads a manifest once. A route chunk is found by its source (`src/routes/<file>?tsr-split=…`);
 * where Rollup merged a route's component into a chunk shared with another (the edition view,
 * which the Cite dialog also imports), that chunk has no source and carries the route file's name,
 * so the one source-less chunk of that name is taken (none, or several, give no hint: a missing
 * hint costs time, a wrong one bandwidth).
 */
export function routePreloads(manifest: ViteManifest): RoutePreloads {
  // The app's entry is the page's (index.html); the build's other entry is the reader's first load.
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('.html'));
  const loadedByEntry = new Set(entryKey ? staticClosure(manifest, [entryKey]) : []);
  const entryChunk = entryKey ? manifest[entryKey] : undefined;
  const entry: Preload[] = entryChunk
    ? [
        { file: entryChunk.file, kind: 'script' },
        ...(entryChunk.css ?? []).map((file): Preload => ({ file, kind: 'style' })),
      ]
    : [];

  const sharedByName = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.src || !chunk.name || !chunk.file.endsWith('.js')) continue;
    sharedByName.set(chunk.name, [...(sharedByName.get(chunk.name) ?? []), key]);
  }
  // The one shared chunk of that name, or none when there are none or several.
  const soleSharedChunk = (name: string): string[] => {
    const keys = sharedByName.get(name) ?? [];
    return keys.length === 1 ? keys : [];
  };
  const chunksOfRoute = (file: RouteFile): string[] => {
    const keys = loadedSplits
      .map((split) => `src/routes/${file}?tsr-split=${split}`)
      .filter((key) => key in manifest);
    if (keys.some((key) => key.endsWith('=component'))) return keys;
    return [...keys, ...soleSharedChunk(chunkNameOf(file))];
  };

  const preloadsOf = (roots: string[]): Preload[] => {
    const keys = staticClosure(manifest, roots).filter((key) => !loadedByEntry.has(key));
    const scripts = keys.map((key) => manifest[key]?.file).filter((file) => file?.endsWith('.js'));
    const styles = keys.flatMap((key) => manifest[key]?.css ?? []);
    return [
      ...unique(scripts as string[]).map((file): Preload => ({ file, kind: 'script' })),
      ...unique(styles).map((file): Preload => ({ file, kind: 'style' })),
    ];
  };

  const withoutRepeats = (preloads: Preload[]) =>
    preloads.filter((preload, index) => preloads.findIndex((other) => other.file === preload.file) === index);
  // The scripts a module needs to run, asked for before the route's chunks at the default priority.
  const urgentScriptsOf = (root: string, skip: ReadonlySet<string> = new Set()): Preload[] =>
    staticClosure(manifest, [root]).flatMap((key) => {
      const file = manifest[key]?.file;
      return file?.endsWith('.js') && !skip.has(key) ? [{ file, kind: 'script', urgent: true } as const] : [];
    });

  const reader = manifest[readerModule];
  // The PDF is asked for as the entry runs, and pdf.js's library (the larger part of the reader's
  // code) is what the first page's drawing waits for: it comes first, not after the route's forty
  // chunks at low priority (the reader drew its first page about 0.4 s after bare pdf.js did).
  const pdfOpening = urgentScriptsOf(pdfDocumentModule, loadedByEntry);
  // The reader's first load and what it imports (shared with the entry, which the shell's own hints
  // name too): asked for first, as it runs as soon as it has them.
  const firstLoad = manifest[readerFirstLoadModule];
  const firstLoadScripts = urgentScriptsOf(readerFirstLoadModule);
  // The same on every reader page: worked out once, not per request. A chunk both the first load
  // and the opening import (the opening code) is named once.
  const readerExtras: Preload[] = reader ? preloadsOf([readerModule]) : [];
  const readerEarlyHints: Preload[] = withoutRepeats([
    ...entry,
    ...[...firstLoadScripts, ...pdfOpening].map(({ file, kind }) => ({ file, kind })),
    ...(reader ? [{ file: reader.file, kind: 'script' } as const] : []),
  ]);

  return {
    forPath(path) {
      const chain = routeChainOf(path);
      const routes = preloadsOf(chain.flatMap(chunksOfRoute));
      if (!showsReaderIn(chain)) return routes;
      return withoutRepeats([...firstLoadScripts, ...pdfOpening, ...routes, ...readerExtras]);
    },
    earlyHints: (path) => (showsReaderIn(routeChainOf(path)) ? readerEarlyHints : []),
    firstLoadScript: (path) => (firstLoad && showsReaderIn(routeChainOf(path)) ? firstLoad.file : null),
  };
}

/** Rollup's name for a chunk whose main module is `file`: the file's name, or its folder's for an index. */
export function chunkNameOf(file: string): string {
  const parts = fileStem(file).split('/');
  const last = parts.at(-1) === 'index' && parts.length > 1 ? parts.at(-2) : parts.at(-1);
  return (last ?? '').replace(/[^\w-]/g, '_');
}

/** The chunks `roots` load and everything they import statically, roots first. */
function staticClosure(manifest: ViteManifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !(key in manifest)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

const unique = <T>(values: T[]) => [...new Set(values)];
