import { spawn } from 'node:child_process';

/**
 * `npm test`: the static checks, the unit and API suites, then the end-to-end tests on a fresh
 * build. The type check and the build each keep one core busy for most of a minute, so on a
 * 2-core machine they run side by side (the lint, import-rule and unused-code checks follow the
 * build); the suites then run one after the other, each with the machine to itself. Each step's
 * output is printed whole when it ends, so the two at once do not interleave.
 */

interface Step {
  name: string;
  command: string;
  env?: Record<string, string>;
}

const npm = (script: string): Step => ({ name: script, command: `npm run --silent ${script}` });

/** Runs the steps one after another; resolves with the first failure's name, or null. */
async function inTurn(steps: Step[], stream: boolean): Promise<string | null> {
  for (const step of steps) {
    if (!(await run(step, stream))) return step.name;
  }
  return null;
}

function run(step: Step, stream: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.command, {
      shell: true,
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(
        `\n── ${step.name}: ${code === 0 ? 'passed' : `failed (${code})`} in ${seconds} s\n`,
      );
      if (!stream) process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const checks = await Promise.all([
  inTurn([npm('typecheck')], false),
  inTurn(
    [
      // The end-to-end tests' server serves this build (playwright.config.ts, E2E_BUILT).
      { name: 'build', command: 'npx vite build --logLevel warn' },
      npm('lint'),
      npm('deps'),
      npm('unused'),
    ],
    false,
  ),
]);
const failedCheck = checks.find((failure) => failure !== null);
if (failedCheck) {
  process.stdout.write(`\n${failedCheck} failed\n`);
  process.exit(1);
}

const failedSuite = await inTurn(
  [
    { name: 'vitest', command: 'npx vitest run' },
    { name: 'playwright', command: 'npx playwright test', env: { E2E_BUILT: '1' } },
  ],
  true,
);
if (failedSuite) {
  process.stdout.write(`\n${failedSuite} failed\n`);
  process.exit(1);
}
