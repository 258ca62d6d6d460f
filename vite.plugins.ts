import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { minify } from 'terser';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

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
        const urlComment = /\n\/\/# sourceMappingURL=[^\n]*\n?$/;
        const result = await minify(chunk.code.replace(urlComment, ''), {
          module: true,
          compress: { passes: 2 },
          // The map goes from Terser's output back to the sources, through Vite's own map.
          sourceMap: chunk.map ? { content: chunk.map.toString(), url: mapFile.split('/').pop() } : false,
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

/** The built files worth compressing: scripts (the pdf.js and MapLibre workers too), styles, data. */
const compressible = /\.(js|mjs|css|json|svg)$/;
/**
 * Brotli's best quality takes about 2 s a megabyte: the entry and the route chunks get it, the big
 * libraries loaded later (pdf.js's worker, MapLibre, Mirador) quality 9, ten times faster.
 */
const bestQualityUpTo = 512 * 1024;

/**
 * A Brotli (`.br`) and a gzip (`.gz`) copy of each built script, style and data file beside it,
 * which the server sends as they are (`preCompressed` in server/plugins/web-app.ts): Brotli makes
 * the entry 14 % smaller than gzip did (147 → 125 kB), and no request compresses a file again.
 * Files under 1 kB stay as they are, as the server's own compression leaves them.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const names = Object.keys(bundle).filter((name) => compressible.test(name));
      await Promise.all(
        names.map(async (name) => {
          const path = join(outDir, name);
          const body = await readFile(path);
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
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
