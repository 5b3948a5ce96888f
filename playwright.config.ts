import { defineConfig, devices } from '@playwright/test';
import { localStackPort, localStackUrl } from './e2e/support/local-stack';
import testClose from './lib/prize-draw/test-close.json';

// The servers and the tests agree with the build (scripts/test.mjs) on when the prize draw closes.
process.env.PRIZE_DRAW_CLOSES ??= testClose.closes;

// Browser tests run against a production build (`next build` first; scripts/test.mjs does it) served by
// `next start`. Browsers cannot be downloaded here, so Playwright drives Debian's Chromium.
const port = Number(process.env.E2E_PORT ?? 3300);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '.test-results/browser.json' }]], // scripts/test.mjs counts it
  timeout: 30_000,
  use: {
    baseURL,
    // Recording a trace for every test costs CPU the 2-core CI machine does not have; a failure is retried once
    // in CI (retries above), and that retry records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without these Chromium keeps trying to reach Google's services, which this network refuses.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // The embedded local stack (identity, later the API) with its own data directory, then the app.
  webServer: [
    {
      command: 'npx tsx local/server.ts',
      url: `${localStackUrl}/mailbox`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      // Index queries lag writes by a second, as DynamoDB's eventually consistent indexes can on AWS: a screen
      // that lists right after a write must show what was saved from the write's own result.
      env: {
        LOCAL_STACK_PORT: String(localStackPort),
        LOCAL_DATA_DIR: '.local/e2e',
        LOCAL_INDEX_LAG_MS: process.env.LOCAL_INDEX_LAG_MS ?? '1000',
      },
    },
    {
      command: `npx next start --port ${port}`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      // SITE_URL is the origin server actions trust (lib/actions, middleware.ts): this server's own address.
      env: { NEXT_TELEMETRY_DISABLED: '1', LOCAL_STACK_URL: localStackUrl, SITE_URL: baseURL },
    },
  ],
});
