import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/catalogues/',
  plugins: [
    // File-based routes in src/routes; each route's component is split into its own chunk.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, generatedRouteTree: 'src/route-tree.gen.ts' }),
    react(),
    vanillaExtractPlugin(),
  ],
  build: { outDir: 'dist', sourcemap: true },
  server: {
    // In development the SPA is served by Vite and every service call goes to the running server.
    proxy: { '/api': apiTarget, '/iiif': apiTarget, '/catalogues/config.json': apiTarget },
  },
});
