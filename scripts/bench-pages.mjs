#!/usr/bin/env node
// `npm run bench:pages`: Lighthouse (mobile) on the public pages of a production build, plus the JavaScript a
// page ships against an empty Next.js app. Writes bench-results/pages.{json,md}. It reports; missed targets
// do not fail it. Options: --dark-only skips the light theme; --runs=N (default 3).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEmptyApp, buildEnv, ensureProjectBuild } from './bench/builds.mjs';
import { failedAudits, mergeFailures } from './bench/failed-audits.mjs';
import { runLighthouse, summarizeRun } from './bench/lighthouse-run.mjs';
import { startProjectServer } from './bench/project-server.mjs';
import { freePort, isStopping, onCleanup, runBenchmark, startNextServer } from './bench/processes.mjs';
import { kb, markdownReport, median, medianOfRuns, printSummary } from './bench/summary.mjs';

const projectDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(projectDir, 'bench-results');
// The pages issue 17 names: the home page, a content page, an article and the library.
const routes = ['/', '/check', '/article/1', '/knowledge'];
const args = process.argv.slice(2);
const themes = args.includes('--dark-only') ? ['dark'] : ['dark', 'light'];
const MAX_RESTARTS = 3;
const runsPerPage = Number(args.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);

await runBenchmark(outDir, main);

async function main() {
  await ensureProjectBuild(projectDir, { logDir: outDir });
  const emptyApp = await buildEmptyApp(projectDir, { logDir: outDir });
  onCleanup(emptyApp.remove);

  const env = { ...buildEnv, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' };
  const site = await startProjectServer(projectDir, { env, logDir: outDir });
  const emptyLog = join(outDir, 'server-empty.log');
  const empty = await startNextServer({ cwd: emptyApp.dir, port: await freePort(), env, logPath: emptyLog });
  empty.isCurrent = () => true;

  const targets = [
    ...themes.flatMap((theme) => routes.map((route) => ({ route, theme, server: site, label: label(route, theme) }))),
    { route: '/', theme: 'dark', server: empty, label: 'empty Next app', isEmptyApp: true },
  ];
  for (const target of targets) Object.assign(target, { runs: [], errors: [], failures: [] });

  // Round robin rather than page after page, so a teammate's build slowing the machine for a minute
  // spreads over every page instead of sinking one.
  for (let run = 1; run <= runsPerPage; run++) {
    for (const target of targets) {
      if (isStopping()) return 1;
      await measure(target, run);
    }
  }

  const results = collect(targets, site);
  writeFileSync(join(outDir, 'pages.json'), JSON.stringify(results, null, 2) + '\n');
  writeFileSync(join(outDir, 'pages.md'), markdownReport(results));
  printSummary(results);
  console.log(`\nWrote ${join('bench-results', 'pages.json')} and ${join('bench-results', 'pages.md')}.`);
  return targets.some((target) => !target.median) ? 1 : 0;
}

async function measure(target, run) {
  const { server } = target;
  const name = `${target.label} run ${run}/${runsPerPage}`;
  for (let attempt = 1; attempt <= 2; attempt++) {
    const started = Date.now();
    try {
      await serveCurrentBuild(server);
      const lhr = await runLighthouse(server.url + target.route, { theme: target.theme });
      // A run that straddles a teammate's rebuild loads chunks that no longer exist: measure it again.
      if (attempt === 1 && !server.isCurrent() && server.restarts < MAX_RESTARTS) {
        console.log(`${name}: the project was rebuilt during the run; measuring again on the new build`);
        continue;
      }
      const summary = summarizeRun(lhr);
      target.runs.push(summary);
      if (summary.runtimeError) target.errors.push(summary.runtimeError);
      if (!target.isEmptyApp) target.failures.push(failedAudits(lhr));
      const scores = Object.values(summary.scores).join('/');
      console.log(`${name}: scores ${scores}, JS ${kb(summary.scriptTransferBytes)} KB (${seconds(started)})`);
    } catch (error) {
      target.errors.push(error.message);
      console.log(`${name}: failed, ${error.message}`);
    }
    return;
  }
}

// Bounded: a teammate rebuilding in a loop must not keep the benchmark restarting until the time limit.
async function serveCurrentBuild(server) {
  if (server.isCurrent() || server.restarts >= MAX_RESTARTS) return;
  console.log('The project build changed; restarting next start on the new build…');
  await server.restart();
}

function collect(targets, site) {
  for (const target of targets) target.median = medianOfRuns(target.runs);
  const emptyApp = targets.find((target) => target.isEmptyApp);
  const pages = targets.filter((target) => !target.isEmptyApp);
  const emptyBytes = emptyApp.median?.scriptTransferBytes ?? null;
  const allRuns = targets.flatMap((target) => target.runs);
  const cpuIndexes = allRuns.map((run) => run.benchmarkIndex).filter((index) => typeof index === 'number');
  return {
    meta: {
      finishedAt: new Date().toISOString(),
      gitCommit: git(['rev-parse', '--short', 'HEAD']),
      buildIds: site.buildIds,
      nextVersion: packageVersion('next'),
      lighthouseVersion: packageVersion('lighthouse'),
      runsPerPage,
      themes,
      benchmarkIndex: cpuIndexes.length
        ? { min: Math.min(...cpuIndexes), median: median(cpuIndexes), max: Math.max(...cpuIndexes) }
        : null,
    },
    pages: pages.map(({ route, theme, label, runs, median, errors }) => ({
      route,
      theme,
      label,
      median,
      runs,
      errors,
    })),
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
    failedAudits: mergeFailures(
      pages.flatMap((page) => page.failures.map((failures) => ({ label: page.label, failures }))),
    ),
    notes: notes(site, allRuns, cpuIndexes),
  };
}

function notes(site, allRuns, cpuIndexes) {
  const notes = [];
  if (themes.length === 1) notes.push('Dark theme only (--dark-only).');
  if (themes.includes('light'))
    notes.push(
      'Light theme: THEME=light is put in localStorage before the run; each light run checks the page showed it.',
    );
  notes.push(
    'Every run is a first visit in a fresh browser profile, so the cookie notice is showing, as for a new visitor.',
  );
  notes.push(
    'Script KB counts every script the page loaded during the run, including chunks Next prefetches for links in view.',
  );
  // Other engineers build on the same two cores; Lighthouse's simulated throttling scales with the CPU it measures.
  if (cpuIndexes.length && Math.min(...cpuIndexes) < Math.max(...cpuIndexes) / 2) {
    notes.push(
      `The machine was busy during some runs (CPU index ${Math.min(...cpuIndexes)} to ${Math.max(...cpuIndexes)}): medians damp it, single runs may not.`,
    );
  }
  for (const warning of new Set(allRuns.flatMap((run) => run.warnings))) notes.push(`Lighthouse warned: ${warning}`);
  if (site.restarts > 0) {
    notes.push(
      `Teammates rebuilt the project during the benchmark: the server was restarted ${site.restarts} time(s) and runs ` +
        `caught mid-rebuild were repeated, so the medians cover builds ${site.buildIds.join(', ')}.`,
    );
  }
  if (!site.isCurrent())
    notes.push('The project was rebuilt again after the last restart: the latest runs may mix builds.');
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
