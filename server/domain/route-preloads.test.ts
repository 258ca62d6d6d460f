import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  chunkNameOf,
  editionRouteFile,
  type RouteFile,
  routeChainOf,
  routeFiles,
  routePreloads,
  routeSegments,
  type ViteManifest,
} from './route-preloads.ts';

const routesDir = join(import.meta.dirname, '..', '..', 'src', 'routes');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The routes of the generated route tree: id and the full URL TanStack Router gives it. */
function routeTree(): Array<{ id: string; fullPath: string }> {
  const source = readFileSync(join(routesDir, '..', 'route-tree.gen.ts'), 'utf8');
  return [...source.matchAll(/^\s+id: '([^']+)'\n\s+path: '[^']*'\n\s+fullPath: '([^']+)'/gm)].map(
    ([, id, fullPath]) => ({ id: id ?? '', fullPath: fullPath ?? '' }),
  );
}

/** The file of a route id: `/a/b/` is a/b/index.tsx, `/a/b` is a/b.tsx. */
const fileOfRouteId = (id: string) => (id.endsWith('/') ? `${id.slice(1)}index.tsx` : `${id.slice(1)}.tsx`);

/** A URL of the route: each parameter a number. */
const urlOf = (fullPath: string) => fullPath.replace(/\$\w+/g, '7');

describe('the route table', () => {
  it('lists every route file of src/routes', () => {
    const files = filesUnder(routesDir)
      .map((file) => relative(routesDir, file).split('\\').join('/'))
      .filter((file) => !file.split('/').some((part) => part.startsWith('-')) && file !== '__root.tsx');
    expect([...routeFiles].sort()).toEqual(files.sort());
  });

  it('gives each route file the URL the route tree gives it', () => {
    const routes = routeTree();
    expect(routes.length).toBeGreaterThan(40);
    for (const { id, fullPath } of routes) {
      const file = fileOfRouteId(id);
      expect(routeFiles, id).toContain(file);
      const wanted = fullPath
        .split('/')
        .filter(Boolean)
        .map((part) => (part.startsWith('$') ? '$' : part));
      expect(routeSegments(file), id).toEqual(wanted);
    }
  });

  it('finds, for each URL of the route tree, its route and the layouts around it', () => {
    const layouts = new Set(
      routeFiles.filter((file) =>
        routeFiles.some((other) => other.startsWith(`${file.replace(/\.tsx$/, '')}/`)),
      ),
    );
    for (const { id, fullPath } of routeTree()) {
      const file = fileOfRouteId(id) as RouteFile;
      // A layout's own URL shows its index page, which the next assertion covers.
      if (layouts.has(file)) continue;
      const chain = routeChainOf(urlOf(fullPath));
      expect(chain.at(-1), fullPath).toBe(file);
      for (const layout of chain.slice(0, -1))
        expect(file.startsWith(layout.replace(/\.tsx$/, '/')), fullPath).toBe(true);
    }
  });

  it('prefers a fixed segment to a parameter: /catalogues/collection is the collection, not catalogue "collection"', () => {
    expect(routeChainOf('/catalogues/collection').at(-1)).toBe('_default/catalogues/collection.tsx');
    expect(routeChainOf('/catalogues/12')).toEqual([
      '_catalogue.tsx',
      '_catalogue/catalogues/$id.tsx',
      '_catalogue/catalogues/$id/index.tsx',
    ]);
    expect(routeChainOf('/')).toEqual(['_main.tsx', '_main/index.tsx']);
    expect(routeChainOf('/no/such/page')).toEqual([]);
  });
});

/**
 * A manifest as Vite writes it: the entry (index.html) with a vendor chunk of its own, each route
 * file's component and loader chunks with a shared chunk, the edition route merged into a shared
 * chunk without a source (as Rollup does, since the Cite dialog imports from it), the reader and
 * the pdf.js worker (which no page names).
 */
/** The fixture's file of a route file's chunk. */
const chunkFile = (file: string, split: string) =>
  `assets/${file.replace(/\.tsx$/, '').replace(/\W/g, '-')}-${split}.js`;

function fixtureManifest(): ViteManifest {
  const manifest: ViteManifest = {
    // The build's second entry, first here: the page's entry is still index.html.
    'src/features/reader/first-load-entry.ts': {
      file: 'assets/reader-first-load-F.js',
      src: 'src/features/reader/first-load-entry.ts',
      isEntry: true,
      imports: ['_reader-first-load-S.js'],
    },
    '_reader-first-load-S.js': { file: 'assets/reader-first-load-S.js', name: 'reader-first-load' },
    'index.html': {
      file: 'assets/index-E.js',
      src: 'index.html',
      isEntry: true,
      imports: ['_vendor-V.js', '_reader-first-load-S.js'],
      css: ['assets/index-E.css'],
    },
    '_vendor-V.js': { file: 'assets/vendor-V.js', name: 'vendor' },
    '_lists-L.js': {
      file: 'assets/lists-L.js',
      name: 'lists',
      imports: ['index.html', '_vendor-V.js'],
      css: ['assets/lists-L.css'],
    },
    'src/features/reader/pdf-reader.tsx': {
      file: 'assets/pdf-reader-R.js',
      src: 'src/features/reader/pdf-reader.tsx',
      imports: ['index.html', '_reader-parts-P.js'],
      css: ['assets/pdf-reader-R.css'],
    },
    '_reader-parts-P.js': {
      file: 'assets/reader-parts-P.js',
      name: 'reader-parts',
      imports: ['_pdf-J.js', '_opening-pdf-O.js'],
    },
    // The document side of pdf.js, which the opening imports: pdf.js's library in a chunk it shares
    // with the reader (whose own style sheet carries pdf.js's styles).
    'src/features/reader/pdf-document.ts': {
      file: 'assets/pdf-document-D.js',
      src: 'src/features/reader/pdf-document.ts',
      imports: ['_pdf-J.js', '_opening-pdf-O.js'],
    },
    '_pdf-J.js': { file: 'assets/pdf-J.js', name: 'pdf' },
    '_opening-pdf-O.js': { file: 'assets/opening-pdf-O.js', name: 'opening-pdf' },
    'node_modules/pdfjs-dist/build/pdf.worker.min.mjs': {
      file: 'assets/pdf.worker.min-W.mjs',
      src: 'node_modules/pdfjs-dist/build/pdf.worker.min.mjs',
    },
  };
  for (const file of routeFiles) {
    if (file === editionRouteFile) {
      manifest['__editionId-M.js'] = {
        file: 'assets/_editionId-M.js',
        name: chunkNameOf(file),
        imports: ['index.html'],
      };
      continue;
    }
    manifest[`src/routes/${file}?tsr-split=component`] = {
      file: chunkFile(file, 'component'),
      src: `src/routes/${file}?tsr-split=component`,
      imports: ['index.html', '_lists-L.js'],
    };
    manifest[`src/routes/${file}?tsr-split=loader`] = {
      file: chunkFile(file, 'loader'),
      src: `src/routes/${file}?tsr-split=loader`,
      imports: ['index.html'],
    };
    manifest[`src/routes/${file}?tsr-split=errorComponent`] = {
      file: chunkFile(file, 'error'),
      src: `src/routes/${file}?tsr-split=errorComponent`,
    };
  }
  return manifest;
}

const scriptsOf = (path: string) =>
  routePreloads(fixtureManifest())
    .forPath(path)
    .filter((preload) => preload.kind === 'script')
    .map((preload) => preload.file);

describe('the preloads of a page', () => {
  it('name the component and loader chunks of the route and of its layouts, and what they import', () => {
    const scripts = scriptsOf('/catalogues/12');
    expect(scripts).toEqual(
      expect.arrayContaining([
        chunkFile('_catalogue.tsx', 'component'),
        chunkFile('_catalogue/catalogues/$id.tsx', 'component'),
        chunkFile('_catalogue/catalogues/$id.tsx', 'loader'),
        chunkFile('_catalogue/catalogues/$id/index.tsx', 'component'),
        'assets/lists-L.js',
      ]),
    );
    expect(scripts.some((file) => file.endsWith('-error.js'))).toBe(false);
    expect(routePreloads(fixtureManifest()).forPath('/catalogues/12')).toContainEqual({
      file: 'assets/lists-L.css',
      kind: 'style',
    });
  });

  it('leave out what the entry loads itself', () => {
    const scripts = scriptsOf('/catalogues');
    expect(scripts).not.toContain('assets/index-E.js');
    expect(scripts).not.toContain('assets/vendor-V.js');
  });

  it('cover every page of the route tree: each route chunk is named once', () => {
    for (const { fullPath } of routeTree()) {
      const scripts = scriptsOf(urlOf(fullPath));
      expect(scripts.length, fullPath).toBeGreaterThan(0);
      expect(new Set(scripts).size, fullPath).toBe(scripts.length);
      for (const file of routeChainOf(urlOf(fullPath))) {
        if (file === editionRouteFile) continue;
        expect(scripts, `${fullPath}: ${file}`).toContain(chunkFile(file, 'component'));
      }
    }
  });

  it('on an edition page: the edition chunk Rollup merged, the reader and its imports, not the pdf.js worker', () => {
    const preloads = routePreloads(fixtureManifest());
    for (const path of [
      '/catalogues/3/edition/4',
      '/catalogues/3/edition/4/place/9',
      '/catalogues/3/edition/4/holder/2',
    ]) {
      const files = preloads.forPath(path).map((preload) => preload.file);
      expect(files, path).toEqual(
        expect.arrayContaining([
          'assets/_editionId-M.js',
          'assets/pdf-reader-R.js',
          'assets/reader-parts-P.js',
          'assets/pdf-reader-R.css',
        ]),
      );
      // The worker the first load starts asks for its script before a prefetch would.
      expect(files, path).not.toContain('assets/pdf.worker.min-W.mjs');
      // The reader's first load, then pdf.js's document side, its library and the code opening the
      // PDF, at the default priority: the first load asks for them as soon as it runs.
      expect(preloads.forPath(path).slice(0, 5), path).toEqual([
        { file: 'assets/reader-first-load-F.js', kind: 'script', urgent: true },
        { file: 'assets/reader-first-load-S.js', kind: 'script', urgent: true },
        { file: 'assets/pdf-document-D.js', kind: 'script', urgent: true },
        { file: 'assets/pdf-J.js', kind: 'script', urgent: true },
        { file: 'assets/opening-pdf-O.js', kind: 'script', urgent: true },
      ]);
      expect(preloads.firstLoadScript(path), path).toBe('assets/reader-first-load-F.js');
      expect(
        files.filter((file) => file === 'assets/pdf-J.js'),
        path,
      ).toHaveLength(1);
      expect(preloads.earlyHints(path), path).toEqual([
        { file: 'assets/index-E.js', kind: 'script' },
        { file: 'assets/index-E.css', kind: 'style' },
        { file: 'assets/reader-first-load-F.js', kind: 'script' },
        { file: 'assets/reader-first-load-S.js', kind: 'script' },
        { file: 'assets/pdf-document-D.js', kind: 'script' },
        { file: 'assets/pdf-J.js', kind: 'script' },
        { file: 'assets/opening-pdf-O.js', kind: 'script' },
        { file: 'assets/pdf-reader-R.js', kind: 'script' },
      ]);
    }
    expect(preloads.earlyHints('/catalogues/3')).toEqual([]);
    expect(preloads.firstLoadScript('/catalogues/compare')).toBe('assets/reader-first-load-F.js');
    expect(preloads.firstLoadScript('/catalogues/3')).toBeNull();
    expect(preloads.firstLoadScript('/catalogues/3/edition/4/mirador')).toBeNull();
    expect(preloads.earlyHints('/catalogues/3/edition/4/mirador')).toEqual([]);
    expect(preloads.forPath('/catalogues/3').map((preload) => preload.file)).not.toContain(
      'assets/pdf-reader-R.js',
    );
    expect(preloads.forPath('/catalogues/3').some((preload) => preload.urgent)).toBe(false);
  });

  it('give no merged chunk when two source-less chunks carry the route file’s name', () => {
    const manifest = fixtureManifest();
    manifest['__editionId-X.js'] = { file: 'assets/_editionId-X.js', name: '_editionId' };
    const files = routePreloads(manifest)
      .forPath('/catalogues/3/edition/4')
      .map((preload) => preload.file);
    expect(files).not.toContain('assets/_editionId-M.js');
    expect(files).not.toContain('assets/_editionId-X.js');
  });
});
