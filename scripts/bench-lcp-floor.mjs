#!/usr/bin/env node
// `npm run bench:lcp-floor`: what Next's own scripts cost a page's Lighthouse LCP. Each page is measured as served
// and with Next's scripts taken out of its HTML (scripts/bench/without-next-scripts.mjs), both through the same
// proxy, round robin, in the dark theme. The second is not a page anyone could use (it never hydrates): it is the
// floor the page's own HTML, stylesheet and fonts allow. Writes bench-results/lcp-floor.json. Options: --runs=N
// (default 3), and routes as arguments (default: the four pages issue 17 names).
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEnv, ensureProjectBuild } from './bench/builds.mjs';
import { runLighthouse, summarizeRun } from './bench/lighthouse-run.mjs';
import { onCleanup, runBenchmark } from './bench/processes.mjs';
import { startProjectServer } from './bench/project-server.mjs';
import { median } from './bench/summary.mjs';
import { startRewritingProxy, withoutNextScripts } from './bench/without-next-scripts.mjs';

const projectDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(projectDir, 'bench-results');
const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);
const givenRoutes = args.filter((arg) => arg.startsWith('/'));
const routes = givenRoutes.length ? givenRoutes : ['/', '/check', '/article/1', '/knowledge'];

await runBenchmark(outDir, main);

async function main() {
  await ensureProjectBuild(projectDir, { logDir: outDir });
  const env = { ...buildEnv, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' };
  const site = await startProjectServer(projectDir, { env, logDir: outDir });
  const variants = [
    { name: 'as served', proxy: await startRewritingProxy(site.url, (html) => html) },
    { name: "without Next's scripts", proxy: await startRewritingProxy(site.url, withoutNextScripts) },
  ];
  for (const { proxy } of variants) onCleanup(proxy.stop);

  const results = routes.flatMap((route) => variants.map((variant) => ({ route, variant: variant.name, runs: [] })));
  for (let run = 1; run <= runs; run++) {
    for (const result of results) {
      const { proxy } = variants.find((variant) => variant.name === result.variant);
      const summary = summarizeRun(await runLighthouse(proxy.url + result.route, { theme: 'dark' }));
      result.runs.push(summary);
      console.log(
        `${result.route} ${result.variant} run ${run}/${runs}: performance ${summary.scores.performance}, ` +
          `LCP ${Math.round(summary.lcpMs)} ms, ${summary.scriptCount} scripts`,
      );
    }
  }

  const rows = results.map(({ route, variant, runs: done }) => ({
    route,
    variant,
    performance: median(done.map((run) => run.scores.performance)),
    lcpMs: median(done.map((run) => run.lcpMs)),
    lcpRangeMs: [Math.min(...done.map((run) => run.lcpMs)), Math.max(...done.map((run) => run.lcpMs))],
    scripts: median(done.map((run) => run.scriptCount)),
  }));
  writeFileSync(
    join(outDir, 'lcp-floor.json'),
    JSON.stringify({ finishedAt: new Date().toISOString(), runs, rows }, null, 2) + '\n',
  );
  console.log('\n| page | variant | performance | LCP (median, range) |\n| --- | --- | --- | --- |');
  for (const row of rows) {
    const [low, high] = row.lcpRangeMs.map((ms) => (ms / 1000).toFixed(2));
    console.log(
      `| \`${row.route}\` | ${row.variant} | ${row.performance} | ${(row.lcpMs / 1000).toFixed(2)} s (${low}–${high}) |`,
    );
  }
  console.log(`\nWrote ${join('bench-results', 'lcp-floor.json')}.`);
  return 0;
}
