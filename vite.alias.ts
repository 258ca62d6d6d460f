import { fileURLToPath } from 'node:url';

/** `@/` is `src/` (tsconfig.json's paths say the same for the type checker), for Vite and Vitest alike. */
export const srcAlias = { '@/': fileURLToPath(new URL('./src/', import.meta.url)) };
