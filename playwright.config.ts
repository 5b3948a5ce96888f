import { defineConfig, devices } from '@playwright/test';
import { localStackPort, localStackUrl } from './e2e/support/local-stack';

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
    trace: 'retain-on-failure',
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
      env: { LOCAL_STACK_PORT: String(localStackPort), LOCAL_DATA_DIR: '.local/e2e' },
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
