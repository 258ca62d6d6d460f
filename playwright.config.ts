import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Every run starts the built app on its own empty data directory: the demo data is seeded fresh.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'catalogues-e2e-'));
const port = Number(process.env.E2E_PORT ?? 4173);
export const e2eStaff = { email: 'staff@example.org', password: 'staff-password-e2e' };

/** Debian's Chromium (Playwright cannot download its own browser here); flags from DEVELOPERS.md. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--enable-unsafe-swiftshader',
  ],
};

/** The spec files whose tests change the demo data as staff: they run alone, after the others. */
const changesData = /(auth|authority-ids|cite|dashboard-[a-z]+|shell)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two browsers at once on the public pages, which only read (see projects); one for staff work.
  workers: 2,
  // One retry everywhere (.ci/run sets no CI variable): a test that fails twice fails; one that
  // passes on its retry is reported as flaky, for a fix, instead of failing the run on a loaded machine.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace (screencast, snapshots, network) of a failed test's retry only: recording every
    // attempt to keep the failed ones' cost a fifth of the run's time (browse and reader specs:
    // 2.0 → 1.5 min). A failing first attempt still leaves its error and a screenshot of the page.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    // Files whose tests only read run two at a time (a browser waiting on the network or an
    // animation leaves the core to the other); files that change the data (staff tasks, a new
    // language, a token) run afterwards, one at a time, so no reading test sees a change half made.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testIgnore: [/mobile/, changesData],
    },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium }, testMatch: /mobile/ },
    {
      name: 'desktop-staff',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testMatch: changesData,
      workers: 1,
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: {
    // `npm test` builds the app beside the type check and says so with E2E_BUILT; run alone, the
    // tests build it first.
    command: `${process.env.E2E_BUILT ? '' : 'npx vite build --logLevel warn && '}npx tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_EMAIL: e2eStaff.email,
      ADMIN_PASSWORD: e2eStaff.password,
      SIGNIN_ATTEMPTS_PER_MINUTE: '1000',
      // One browser runs every test from one address: the per-client limits are for the internet.
      SIGNIN_ATTEMPTS_PER_ACCOUNT: '1000',
      RATE_LIMIT_SEARCH_PER_MINUTE: '100000',
      RATE_LIMIT_GEONAMES_PER_MINUTE: '100000',
      RATE_LIMIT_CLIENT_ERRORS_PER_MINUTE: '100000',
      RATE_LIMIT_IIIF_PER_MINUTE: '100000',
      // The scans the e2e tests upload are read by the reader, not by OCR, which would take a core.
      OCR_WORKERS: '0',
      LOG_LEVEL: 'warn',
    },
  },
});
