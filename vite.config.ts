import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/catalogues/',
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true },
  server: {
    // In development the SPA is served by Vite and every service call goes to the running server.
    proxy: { '/api': apiTarget, '/iiif': apiTarget, '/catalogues/config.json': apiTarget },
  },
});
