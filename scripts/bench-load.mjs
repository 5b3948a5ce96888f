#!/usr/bin/env node
// `npm run bench:load`: the production server under load on loopback (autocannon), the public pages issue 17
// names against an empty Next.js app's page served the same way in the same run, so the figures read as ratios
// rather than absolute numbers (which move with whatever else the machine is doing). Bounded in time: each page
// gets --duration seconds (default 10) at --connections concurrent connections (default 10), after a short
// warm-up. Writes bench-results/load.{json,md}. It reports; it does not fail. Signed-in pages are not loaded here:
// they need the local stack and a session, and the API under them has its own benchmark (bench:api).
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildEmptyApp, buildEnv, ensureProjectBuild } from './bench/builds.mjs';
import { freePort, onCleanup, runBenchmark, startNextServer } from './bench/processes.mjs';
import { startProjectServer } from './bench/project-server.mjs';
import { markdownTable, textTable } from './bench/summary.mjs';

const projectDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(projectDir, 'bench-results');
const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const DURATION_S = arg('duration', 10);
const CONNECTIONS = arg('connections', 10);
const WARM_UP_S = 2;
const routes = ['/', '/check', '/article/1', '/knowledge'];
// As a browser asks: the server compresses each answer, which is part of its cost.
const headers = { 'accept-encoding': 'gzip, deflate, br' };

await runBenchmark(outDir, main);

async function main() {
  await ensureProjectBuild(projectDir, { logDir: outDir });
  const emptyApp = await buildEmptyApp(projectDir, { logDir: outDir });
  onCleanup(emptyApp.remove);
  const site = await startProjectServer(projectDir, { env: buildEnv, logDir: outDir });
  const emptyLog = join(outDir, 'server-empty-load.log');
  const empty = await startNextServer({ cwd: emptyApp.dir, port: await freePort(), env: buildEnv, logPath: emptyLog });

  const baseline = await load('empty Next app /', `${empty.url}/`);
  const pages = [];
  for (const route of routes) pages.push(await load(route, site.url + route));

  const results = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, loadAverage: loadavg().map((value) => Math.round(value * 100) / 100) },
    settings: { durationSeconds: DURATION_S, connections: CONNECTIONS },
    baseline,
    pages: pages.map((page) => ({
      ...page,
      throughputVsBaseline: ratio(page.requestsPerSecond, baseline.requestsPerSecond),
      p99VsBaseline: ratio(page.latencyMs.p99, baseline.latencyMs.p99),
    })),
  };
  writeFileSync(join(outDir, 'load.json'), JSON.stringify(results, null, 2) + '\n');
  const table = tableRows(results);
  writeFileSync(join(outDir, 'load.md'), `${markdownTable(table)}\n\n${notes(results).join('\n')}\n`);
  console.log(`\n${textTable(table)}\n\n${notes(results).join('\n')}`);
  console.log(`\nWrote ${join('bench-results', 'load.json')} and ${join('bench-results', 'load.md')}.`);
  const failed = [baseline, ...pages].some((page) => page.errors > 0 || page.non2xx > 0);
  return failed ? 1 : 0;
}

/** One page under load: a warm-up the figures leave out, then the measured run. */
async function load(label, url) {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: WARM_UP_S });
  const run = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  const summary = {
    label,
    requestsPerSecond: Math.round(run.requests.average),
    latencyMs: { p50: run.latency.p50, p90: run.latency.p90, p99: run.latency.p99, max: run.latency.max },
    kilobytesPerRequest: Math.round((run.throughput.total / Math.max(run.requests.total, 1) / 1024) * 10) / 10,
    requests: run.requests.total,
    errors: run.errors + run.timeouts,
    non2xx: run.non2xx,
  };
  console.log(
    `${label}: ${summary.requestsPerSecond} req/s, p50 ${summary.latencyMs.p50} ms, p99 ${summary.latencyMs.p99} ms` +
      (summary.errors || summary.non2xx ? `, ${summary.errors} errors, ${summary.non2xx} not 2xx` : ''),
  );
  return summary;
}

function ratio(value, base) {
  return base ? Math.round((value / base) * 100) / 100 : null;
}

function tableRows({ baseline, pages }) {
  const row = (page, vsThroughput, vsP99) => [
    page.label,
    page.requestsPerSecond,
    page.latencyMs.p50,
    page.latencyMs.p99,
    page.kilobytesPerRequest.toFixed(1),
    vsThroughput,
    vsP99,
  ];
  return [
    ['page', 'req/s', 'p50 ms', 'p99 ms', 'KB/request', 'req/s vs empty', 'p99 vs empty'],
    row(baseline, '1.00×', '1.00×'),
    ...pages.map((page) => row(page, `${page.throughputVsBaseline}×`, `${page.p99VsBaseline}×`)),
  ];
}

function notes({ machine, settings }) {
  return [
    `Note: ${settings.connections} connections, ${settings.durationSeconds} s a page after a ${WARM_UP_S} s warm-up;`,
    `load generator and servers share this machine's ${machine.cpus} cores (load average ${machine.loadAverage.join(' ')}).`,
    'Note: read the ratios: both servers run in the same conditions, the absolute figures move with the machine.',
  ];
}
