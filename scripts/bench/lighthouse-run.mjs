import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { onCleanup } from './processes.mjs';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// Headless Debian Chromium as root needs --no-sandbox; the rest stop it calling Google services this network
// refuses, which would otherwise show up as noise in the trace.
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUN_TIMEOUT_MS = 120_000;

/**
 * One Lighthouse run with the default (mobile, simulated throttling) config, in a fresh Chrome with a fresh
 * profile, so every run is a first visit: the cookie notice shows, as it does for a new visitor.
 * Light theme: the site keeps the theme in localStorage, which no header or flag can set, so the run seeds it
 * on the origin first and tells Lighthouse to keep storage. The profile is new, so nothing else carries over.
 */
export async function runLighthouse(url, { theme = 'dark' } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags });
  const forget = onCleanup(() => chrome.kill());
  let browser;
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error' };
    let page;
    if (theme !== 'dark') {
      browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      page = await browser.newPage();
      await page.goto(new URL('/robots.txt', url).href);
      await page.evaluate((value) => localStorage.setItem('THEME', value), theme);
      flags.disableStorageReset = true;
    }
    const result = await withTimeout(lighthouse(url, flags, undefined, page), RUN_TIMEOUT_MS, `Lighthouse on ${url}`);
    if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (page) await expectTheme(page, theme);
    return result.lhr;
  } finally {
    await browser?.disconnect().catch(() => {});
    await chrome.kill();
    forget();
  }
}

/** The numbers the benchmark keeps from one run. */
export function summarizeRun(lhr) {
  const scores = Object.fromEntries(
    categoryIds.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  );
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    scores,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
    scriptTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    scriptCount: scripts.length,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runtimeError: lhr.runtimeError?.code ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

// If the seeding ever stopped working, the "light" numbers would silently be dark ones.
async function expectTheme(page, theme) {
  const shown = await page.evaluate(() => document.documentElement.getAttribute('data-theme'));
  if (shown !== theme) throw new Error(`the page showed theme "${shown}" instead of "${theme}"`);
}

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000}s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
