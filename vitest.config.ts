import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { srcAlias } from './vite.alias.ts';

const apiProject = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: `api:${engine}`,
    include: ['tests/api/**/*.test.ts'],
    globalSetup: ['tests/api/global-setup.ts'],
    env: { TEST_ENGINE: engine },
    // The API suites mock nothing and each works on a server and database of its own, so one
    // worker runs file after file without loading the server's modules again (and the gazetteer,
    // pdf.js and the contracts' validators with them): a fifth of the suites' time was imports.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

// The API suites run on PGlite, and on PostgreSQL too when TEST_DATABASE_URL points at a server.
export default defineConfig({
  test: {
    // Twice as many test files at once as there are cores: an API suite spends much of its time
    // waiting (on timers, sockets, PostgreSQL), and a second file fills that time. On 2 cores the
    // API suites on PGlite took 158 s instead of 205 s.
    maxWorkers: Math.min(8, 2 * availableParallelism()),
    projects: [
      {
        resolve: { alias: srcAlias },
        test: {
          name: 'unit',
          include: [
            'common/**/*.test.ts',
            'server/**/*.test.ts',
            'src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'machines/**/*.test.ts',
          ],
          testTimeout: 30_000,
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
