import { expect, it } from 'vitest';
import { startTestServer } from './harness.ts';

// The global setup once read the engine from the main process's environment, which holds no
// project's TEST_ENGINE: the suites of api:postgres all ran on PGlite, and said nothing.
it("runs the suites on the engine their project names, PostgreSQL's on a database of their own", async () => {
  const server = await startTestServer();
  try {
    expect(server.db.engine).toBe(process.env.TEST_ENGINE);
    const [row] = await server.db.query<{ name: string }>('select current_database() as name');
    expect(row?.name).toMatch(
      process.env.TEST_ENGINE === 'postgres' ? /^catalogues_test_/ : /^(postgres|template1)$/,
    );
  } finally {
    await server.close();
  }
});
