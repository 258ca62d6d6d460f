import { writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { PurgeCSS } from 'purgecss';
import { minify } from 'terser';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** The comment naming a chunk's source map, at its end: Terser writes it again. */
const sourceMapComment = /\n\/\/# sourceMappingURL=[^\n]*\n?$/;

/**
 * The entry chunk minified once more by Terser (two passes), after Vite's own minification: every
 * page downloads and runs it before anything shows, and Terser makes it 5.5 kB (gzip) smaller
 * (152.4 → 146.9 kB). Only the entry: Terser on every chunk (pdf.js, MapLibre, deck.gl) made the
 * build a minute longer, where the entry alone takes a few seconds. It works on the bundle as
 * written (`generateBundle`): run before Vite's minification, its gain was lost there.
 */
export function terserEntry(): Plugin {
  return {
    name: 'terser-entry',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const mapFile = `${chunk.fileName}.map`;
        const mapAsset = bundle[mapFile];
        const result = await minify(chunk.code.replace(sourceMapComment, ''), {
          module: true,
          compress: { passes: 2 },
          // The map goes from Terser's output back to the sources, through Vite's own map.
          sourceMap: chunk.map ? { content: chunk.map.toString(), url: basename(mapFile) } : false,
        });
        if (result.code === undefined) throw new Error(`Terser gave no code for ${chunk.fileName}`);
        chunk.code = result.code;
        if (chunk.map && typeof result.map === 'string') {
          Object.assign(chunk.map, JSON.parse(result.map));
          if (mapAsset?.type === 'asset') mapAsset.source = result.map;
        }
      }
    },
  };
}

/**
 * The built files worth compressing: scripts (the pdf.js and MapLibre workers too), styles, data,
 * and pdf.js's WebAssembly decoders and standard fonts (the server compresses none of them itself).
 */
const compressible = /\.(js|mjs|css|json|svg|wasm|ttf)$/;
/**
 * Brotli's best quality takes about 2 s a megabyte: the entry and the route chunks get it, the big
 * libraries loaded later (pdf.js's worker, MapLibre, Mirador) quality 9, ten times faster.
 */
const bestQualityUpTo = 512 * 1024;

/**
 * A Brotli (`.br`) and a gzip (`.gz`) copy of each built script, style and data file beside it,
 * which the server sends as they are (`preCompressed` in server/plugins/web-app.ts): Brotli makes
 * the entry 14 % smaller than gzip did (147 → 125 kB), and no request compresses a file again.
 * Files under 1 kB stay as they are: compressed, they would hardly be smaller.
 */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    // The files as written, from the bundle in memory: nothing is read back from the disk.
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      await Promise.all(
        Object.values(bundle).map(async (file) => {
          if (!compressible.test(file.fileName)) return;
          const body = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          if (body.length < 1024) return;
          const quality = body.length <= bestQualityUpTo ? constants.BROTLI_MAX_QUALITY : 9;
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: quality,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipped(body, { level: 9 }),
          ]);
          const path = join(dir, file.fileName);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

/** pdf.js's style sheet, which the reader imports (src/features/reader/pdfjs.ts). */
const pdfViewerStyles = /\/pdfjs-dist\/web\/pdf_viewer\.css$/;
/**
 * The parts of pdf.js's viewer that the reader turns off (`AnnotationEditorType.DISABLE`): the
 * editors' layer, their toolbars, dialogs, colour picker and comment sidebar, and the undo bar.
 */
const pdfEditingUi = [
  /^annotationEditorLayer$/,
  /^editorUndoBar/,
  /^commentPopup$/,
  /^colorPicker$/,
  /^dialog$/,
  /^sidebar$/,
  /^editToolbar$/,
];

/**
 * pdf.js's style sheet without what the reader never shows: it is written for pdf.js's whole
 * viewer application (its sidebar, dialogs and editors), 280 kB as built (34 kB Brotli), loaded and
 * matched against every element of an edition's page. Kept: every rule whose class or id names
 * appear in the code of the pdf.js modules the reader runs (the page view, text and link layers,
 * find highlights), less the editing UI the reader turns off.
 */
export function leanPdfViewerStyles(): Plugin {
  return {
    name: 'lean-pdf-viewer-styles',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (!pdfViewerStyles.test(file)) return null;
      const modules = join(file, '..', '..');
      const [result] = await new PurgeCSS().purge({
        content: [join(modules, 'web', 'pdf_viewer.mjs'), join(modules, 'build', 'pdf.mjs')],
        css: [{ raw: code }],
        blocklist: pdfEditingUi,
        // PurgeCSS drops every `:is(…):hover`, whatever is inside, the links' highlight in forced
        // colours (high contrast) among them: a hover counts as found.
        safelist: { standard: [/^:hover$/] },
        keyframes: true,
        fontFace: true,
      });
      if (!result) throw new Error(`PurgeCSS gave nothing for ${id}`);
      return { code: result.css, map: null };
    },
  };
}
