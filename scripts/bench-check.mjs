#!/usr/bin/env node
// `npm run bench:check` (runs under tsx: it starts the TypeScript local stack in-process). A new member saves a
// check with "nothing changed" in Chromium against a production build (`next build` first, against the same local
// stack address: LOCAL_STACK_PORT / LOCAL_STACK_URL), the two quickest ways: skipping the steps from page open, and
// after the last of the seven steps. Reports her presses and the seconds to "Your check is saved" (median, p90),
// and the compressed JavaScript /checking transfers against an empty Next.js page. Writes
// bench-results/check.json. It reports; slow numbers do not fail it, a path that cannot be completed does.
// Option: --runs=N (default 5), each with a new account in a new browser context (a first visit).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rememberCookieChoice } from '../e2e/support/cookies';
import { localStackAddress } from '../lib/local-stack';
import { startLocalStack } from '../local/server';
import { ensureChromium } from './lib/chromium.mjs';
import { firstVisitScripts, launchChromium, recordScriptTransfer } from './bench/browser.mjs';
import { buildEmptyApp, buildEnv, ensureProjectBuild } from './bench/builds.mjs';
import { signedInWoman } from './bench/local-accounts.mjs';
import { freePort, onCleanup, runBenchmark, startNextServer } from './bench/processes.mjs';
import { kb, median, percentile, textTable } from './bench/summary.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'bench-results');
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 5);
const STEPS = 7;
// The budget for "no change": at most 3 interactions after the last step, under 30 seconds.
const BUDGET = { interactions: 3, seconds: 30 };

await runBenchmark(outDir, main);

async function main() {
  ensureChromium();
  await ensureProjectBuild(root, { logDir: outDir });
  const emptyApp = await buildEmptyApp(root, { logDir: outDir });
  onCleanup(emptyApp.remove);

  const { port } = localStackAddress(process.env);
  const stack = await startLocalStack({ port, inMemory: true, api: { seedDemo: false }, log: () => {} });
  onCleanup(() => stack.close());
  const appPort = await freePort();
  const app = await startNextServer({
    cwd: root,
    port: appPort,
    env: { ...buildEnv, LOCAL_STACK_URL: stack.url, SITE_URL: `http://localhost:${appPort}` },
    logPath: join(outDir, 'server-check.log'),
  });
  const empty = await startNextServer({
    cwd: emptyApp.dir,
    port: await freePort(),
    env: buildEnv,
    logPath: join(outDir, 'server-empty.log'),
  });
  const browser = await launchChromium();
  const loadBefore = loadavg()[0];

  const runs = [];
  const errors = [];
  for (let run = 1; run <= RUNS; run += 1) {
    try {
      const skipping = await skipTheSteps(browser, app.url, await signedInWoman(stack, 'check-skip'));
      const guided = await afterTheLastStep(browser, app.url, await signedInWoman(stack, 'check-steps'));
      const floor = await firstVisitScripts(browser, empty.url);
      runs.push({ skipping, guided, floor });
      console.log(
        `run ${run}/${RUNS}: skipping the steps ${skipping.seconds.toFixed(2)} s, after the last step ` +
          `${guided.seconds.toFixed(2)} s; /checking JS ${kb(guided.scripts.bytes)} KB, empty Next ${kb(floor.bytes)} KB`,
      );
    } catch (error) {
      errors.push(error.message);
      console.log(`run ${run}/${RUNS}: failed, ${error.message}`);
    }
  }
  if (runs.length === 0) throw new Error(`every run failed: ${errors[0]}`);

  const results = summarise(runs, errors, { loadBefore, loadAfter: loadavg()[0] });
  writeFileSync(join(outDir, 'check.json'), JSON.stringify(results, null, 2) + '\n');
  printSummary(results);
  console.log(`\nWrote ${join('bench-results', 'check.json')}.`);
  return errors.length ? 1 : 0;
}

/**
 * A signed-in first visit in its own browser context (no HTTP cache), her cookie choice already made; closing the
 * browser at cleanup closes it too.
 */
async function openChecking(browser, appUrl, woman) {
  const context = await browser.newContext({ baseURL: appUrl });
  context.setDefaultTimeout(60_000);
  await context.addCookies(
    Object.entries(woman.cookies).map(([name, value]) => ({
      name,
      value,
      domain: 'localhost',
      path: '/',
      sameSite: 'Lax',
    })),
  );
  const page = await context.newPage();
  await rememberCookieChoice(page);
  const presses = { count: 0 };
  const press = async (name) => {
    await page.getByRole('button', { name }).click();
    presses.count += 1;
  };
  return { context, page, press, presses };
}

// A function, not a const: main() runs at the top-level await above, before later consts are set.
function savedHeading(page) {
  return page.getByRole('heading', { name: 'Your check is saved' });
}

/** The quickest "nothing changed": page open, skip the steps, "No, save my check". */
async function skipTheSteps(browser, appUrl, woman) {
  const { context, page, press, presses } = await openChecking(browser, appUrl, woman);
  try {
    const started = performance.now();
    await page.goto('/checking');
    await press('Skip to recording what you found');
    await press('No, save my check');
    await savedHeading(page).waitFor();
    return { interactions: presses.count, seconds: (performance.now() - started) / 1000 };
  } finally {
    await context.close();
  }
}

/**
 * The whole guided check with no change: the budget counts from the last step. The page's JavaScript is
 * measured on the way, once the network is quiet and before any press.
 */
async function afterTheLastStep(browser, appUrl, woman) {
  const { context, page, press, presses } = await openChecking(browser, appUrl, woman);
  try {
    const scripts = recordScriptTransfer(page);
    await page.goto('/checking', { waitUntil: 'networkidle' });
    const pageScripts = await scripts();
    for (let step = 2; step <= STEPS; step += 1) {
      await press('Next step');
      await page.getByText(`Step ${step} of ${STEPS}`, { exact: true }).waitFor();
    }
    const throughTheSteps = presses.count;
    const started = performance.now();
    await press('Finish the check');
    await press('No, save my check');
    await savedHeading(page).waitFor();
    return {
      interactions: presses.count - throughTheSteps,
      interactionsInAll: presses.count,
      seconds: (performance.now() - started) / 1000,
      scripts: pageScripts,
    };
  } finally {
    await context.close();
  }
}

function summarise(runs, errors, load) {
  const timing = (pick) => {
    const seconds = runs.map((run) => pick(run).seconds);
    return {
      interactions: Math.max(...runs.map((run) => pick(run).interactions)),
      medianSeconds: round(median(seconds)),
      p90Seconds: round(percentile(seconds, 90)),
      seconds: seconds.map(round),
    };
  };
  const checkingBytes = median(runs.map((run) => run.guided.scripts.bytes));
  const emptyBytes = median(runs.map((run) => run.floor.bytes));
  return {
    meta: {
      finishedAt: new Date().toISOString(),
      gitCommit: git(['rev-parse', '--short', 'HEAD']),
      runs: runs.length,
      cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
      loadAverage: { before: round(load.loadBefore), after: round(load.loadAfter) },
    },
    budget: BUDGET,
    skippingTheSteps: timing((run) => run.skipping),
    afterTheLastStep: {
      ...timing((run) => run.guided),
      interactionsInAll: Math.max(...runs.map((run) => run.guided.interactionsInAll)),
    },
    javascript: {
      checkingKb: kb(checkingBytes),
      checkingScripts: median(runs.map((run) => run.guided.scripts.count)),
      emptyKb: kb(emptyBytes),
      emptyScripts: median(runs.map((run) => run.floor.count)),
      differenceKb: kb(checkingBytes - emptyBytes),
    },
    errors,
  };
}

function printSummary({ meta, skippingTheSteps: skipping, afterTheLastStep: guided, javascript: js, errors }) {
  const within = (ok) => (ok ? '✓' : '✗');
  const row = (label, timing, presses) => [
    label,
    `${presses} ${within(timing.interactions <= BUDGET.interactions)}`,
    timing.medianSeconds.toFixed(2),
    `${timing.p90Seconds.toFixed(2)} ${within(timing.p90Seconds < BUDGET.seconds)}`,
  ];
  console.log(`\n"No change" check, ${meta.runs} runs, a new account each (✓ within the issue's budget)`);
  console.log(
    textTable([
      ['path', `presses (≤ ${BUDGET.interactions})`, 'median s', `p90 s (< ${BUDGET.seconds})`],
      row('skipping the steps, from page open', skipping, skipping.interactions),
      row('after the last step', guided, `${guided.interactions} (${guided.interactionsInAll} in all)`),
    ]),
  );
  console.log('\nJavaScript transferred on a first visit (compressed), median of runs');
  console.log(
    textTable([
      ['page', 'script KB', 'scripts', 'empty Next app KB', 'difference KB'],
      ['/checking', js.checkingKb, js.checkingScripts, js.emptyKb, js.differenceKb],
    ]),
  );
  console.log(
    `\nMachine: ${meta.cpus}; load average ${meta.loadAverage.before} before, ${meta.loadAverage.after} after.`,
  );
  for (const error of errors) console.log(`Failed run: ${error}`);
}

function round(value) {
  return Math.round(value * 100) / 100;
}

function git(gitArgs) {
  try {
    return execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
