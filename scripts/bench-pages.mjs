#!/usr/bin/env node
// `npm run bench:pages`: Lighthouse (mobile) on the public pages of a production build, plus the JavaScript a
// page ships against an empty Next.js app. Writes bench-results/pages.{json,md}. It reports; missed targets
// do not fail it. Options: --light also measures the light theme; --runs=N (default 3).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEmptyApp, buildEnv, ensureProjectBuild, readBuildId } from './bench/builds.mjs';
import { failedAudits, mergeFailures } from './bench/failed-audits.mjs';
import { runLighthouse, summarizeRun } from './bench/lighthouse-run.mjs';
import { cleanupAll, exitAfter, freePort, onCleanup, startNextServer } from './bench/processes.mjs';
import { kb, markdownReport, medianOfRuns, printSummary } from './bench/summary.mjs';

const projectDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(projectDir, 'bench-results');
const routes = ['/', '/check', '/about', '/knowledge'];
const args = process.argv.slice(2);
const themes = args.includes('--light') ? ['dark', 'light'] : ['dark'];
const runsPerPage = Number(args.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);

exitAfter(15 * 60_000);
mkdirSync(outDir, { recursive: true });
process.exitCode = await main().catch((error) => {
  console.error(`\nBenchmark could not run: ${error.message}`);
  return 1;
});
await cleanupAll();
// Lighthouse can leave sockets open; the benchmark is done either way.
process.exit();

async function main() {
  await ensureProjectBuild(projectDir, { logDir: outDir });
  const buildId = readBuildId(projectDir);
  const emptyApp = await buildEmptyApp(projectDir, { logDir: outDir });
  onCleanup(emptyApp.remove);

  const env = { ...buildEnv, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' };
  const site = await startNextServer({ cwd: projectDir, port: await freePort(), env, logPath: join(outDir, 'server-project.log') });
  const empty = await startNextServer({ cwd: emptyApp.dir, port: await freePort(), env, logPath: join(outDir, 'server-empty.log') });

  const targets = [
    ...themes.flatMap((theme) => routes.map((route) => ({ route, theme, url: site.url + route, label: label(route, theme) }))),
    { route: '/', theme: 'dark', url: empty.url + '/', label: 'empty Next app', isEmptyApp: true },
  ];
  for (const target of targets) Object.assign(target, { runs: [], errors: [], failures: [] });

  // Round robin rather than page after page, so a teammate's build slowing the machine for a minute
  // spreads over every page instead of sinking one.
  for (let run = 1; run <= runsPerPage; run++) {
    for (const target of targets) await measure(target, run);
  }

  const results = collect(targets, buildId);
  writeFileSync(join(outDir, 'pages.json'), JSON.stringify(results, null, 2) + '\n');
  writeFileSync(join(outDir, 'pages.md'), markdownReport(results));
  printSummary(results);
  console.log(`\nWrote ${join('bench-results', 'pages.json')} and ${join('bench-results', 'pages.md')}.`);
  return targets.some((target) => !target.median) ? 1 : 0;
}

async function measure(target, run) {
  const started = Date.now();
  try {
    const lhr = await runLighthouse(target.url, { theme: target.theme });
    const summary = summarizeRun(lhr);
    target.runs.push(summary);
    if (summary.runtimeError) target.errors.push(summary.runtimeError);
    if (!target.isEmptyApp) target.failures.push(failedAudits(lhr));
    const scores = Object.values(summary.scores).join('/');
    console.log(`${target.label} run ${run}/${runsPerPage}: scores ${scores}, JS ${kb(summary.scriptTransferBytes)} KB (${seconds(started)})`);
  } catch (error) {
    target.errors.push(error.message);
    console.log(`${target.label} run ${run}/${runsPerPage}: failed, ${error.message}`);
  }
}

function collect(targets, buildId) {
  for (const target of targets) target.median = medianOfRuns(target.runs);
  const emptyApp = targets.find((target) => target.isEmptyApp);
  const pages = targets.filter((target) => !target.isEmptyApp);
  const emptyBytes = emptyApp.median?.scriptTransferBytes ?? null;
  const firstRun = pages.find((page) => page.runs.length)?.runs[0];
  return {
    meta: {
      finishedAt: new Date().toISOString(),
      gitCommit: git(['rev-parse', '--short', 'HEAD']),
      buildId,
      nextVersion: packageVersion('next'),
      lighthouseVersion: packageVersion('lighthouse'),
      runsPerPage,
      themes,
      benchmarkIndex: firstRun?.benchmarkIndex ?? null,
    },
    pages: pages.map(({ route, theme, label, runs, median, errors }) => ({ route, theme, label, median, runs, errors })),
    emptyApp: { median: emptyApp.median, runs: emptyApp.runs, errors: emptyApp.errors },
    javascript: pages.map((page) => {
      const bytes = page.median?.scriptTransferBytes ?? null;
      return {
        label: page.label,
        kb: kb(bytes),
        scripts: page.median?.scriptCount ?? null,
        emptyKb: kb(emptyBytes),
        differenceKb: bytes === null || emptyBytes === null ? null : kb(bytes - emptyBytes),
      };
    }),
    failedAudits: mergeFailures(pages.flatMap((page) => page.failures.map((failures) => ({ label: page.label, failures })))),
    notes: notes(buildId),
  };
}

function notes(buildIdAtStart) {
  const notes = [];
  if (themes.length === 1) notes.push('Dark theme only (the default). Run with --light to measure the light theme too.');
  notes.push('Every run is a first visit in a fresh browser profile, so the cookie notice is showing, as for a new visitor.');
  notes.push('Script KB counts every script the page loaded during the run, including chunks Next prefetches for links in view.');
  if (readBuildId(projectDir) !== buildIdAtStart) {
    notes.push('The project was rebuilt by someone else during the benchmark: numbers may mix two builds.');
  }
  return notes;
}

function label(route, theme) {
  return themes.length > 1 ? `${route} (${theme})` : route;
}

function seconds(since) {
  return `${Math.round((Date.now() - since) / 1000)} s`;
}

function git(gitArgs) {
  try {
    return execFileSync('git', gitArgs, { cwd: projectDir, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

function packageVersion(name) {
  return JSON.parse(readFileSync(join(projectDir, 'node_modules', name, 'package.json'), 'utf8')).version;
}
