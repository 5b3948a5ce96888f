import { chromium } from '@playwright/test';
import playwrightConfigModule from '../../playwright.config';
import { onCleanup } from './processes.mjs';

// tsx loads the TypeScript config as CommonJS, so its default export arrives one level down.
const playwrightConfig = playwrightConfigModule.default ?? playwrightConfigModule;

/** Debian's Chromium with the browser tests' own launch options (playwright.config.ts), closed on cleanup. */
export async function launchChromium() {
  const { launchOptions } = playwrightConfig.use;
  if (!launchOptions?.executablePath) throw new Error('playwright.config.ts names no Chromium executablePath');
  const browser = await chromium.launch({ ...launchOptions, headless: true });
  onCleanup(() => browser.close());
  return browser;
}

/**
 * Starts counting the scripts `page` loads. The returned function gives the count and the compressed bytes so far:
 * body and headers as sent, as Lighthouse's transferSize counts them, so the figures compare with bench:pages.
 * The page's context must be new (no HTTP cache) for this to be a first visit.
 */
export function recordScriptTransfer(page) {
  const sizes = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    sizes.push(request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize));
  });
  return async () => {
    const bytes = await Promise.all(sizes);
    return { bytes: bytes.reduce((sum, size) => sum + size, 0), count: bytes.length };
  };
}

/** The JavaScript a first visit to `url` transfers until the network is quiet, in a fresh context. */
export async function firstVisitScripts(browser, url, { cookies = [] } = {}) {
  const context = await browser.newContext();
  try {
    await context.addCookies(cookies);
    const page = await context.newPage();
    const scripts = recordScriptTransfer(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    return await scripts();
  } finally {
    await context.close();
  }
}
