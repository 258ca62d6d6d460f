import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

// `npm start` on a fresh clone: build the web app once if it is missing, then run the server.
const root = join(import.meta.dirname, '..');
if (!existsSync(join(root, 'dist', 'index.html'))) {
  process.stdout.write('Building the web app (first start only)…\n');
  execFileSync(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}
await import('../server/main.ts');
