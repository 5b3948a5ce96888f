#!/usr/bin/env node
// `npm run bench:history` (runs under tsx: it starts the TypeScript local stack in-process). A history page for a
// woman with three years of daily check-ins (~4,400 records, every page of the list read on the server) against
// the same page for a woman with ten, rendered by a production build (`next build` first, against the same local
// stack address: LOCAL_STACK_PORT / LOCAL_STACK_URL). Reports the server time to the whole HTML and its size;
// writes bench-results/history.json. It reports; it does not fail. Option: --runs=N per page (default 5).
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { localStackAddress } from '../lib/local-stack';
import { startLocalStack } from '../local/server';
import { buildEnv, ensureProjectBuild } from './bench/builds.mjs';
import { signedInWoman } from './bench/local-accounts.mjs';
import { freePort, runBenchmark, startNextServer } from './bench/processes.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'bench-results');
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 5);
const DAYS = 3 * 365 + 1;
const KINDS = [
  { type: 'Stress', symptoms: 'stressSymptoms', values: ['OVERWHELMED', 'RACING_THOUGHTS'] },
  { type: 'Sleep', symptoms: 'sleepSymptoms', values: ['WAKING_AT_NIGHT'] },
  { type: 'Mood', symptoms: 'moodSymptoms', values: ['LOW', 'TEARFUL'] },
  { type: 'Fatigue', symptoms: 'energySymptoms', values: ['TIREDNESS'] },
];
const PAGES = ['/stress?range=all', '/stress', '/monitor?range=all', '/summary'];

await runBenchmark(outDir, main);

async function main() {
  await ensureProjectBuild(root, { logDir: outDir });
  const { port } = localStackAddress(process.env);
  const stack = await startLocalStack({ port, inMemory: true, api: { seedDemo: false }, log: () => {} });
  try {
    const env = { ...buildEnv, LOCAL_STACK_URL: stack.url };
    const appPort = await freePort();
    const app = await startNextServer({
      cwd: root,
      port: appPort,
      env: { ...env, SITE_URL: `http://localhost:${appPort}` },
      logPath: join(outDir, 'server-history.log'),
    });

    const heavy = await signedInWoman(stack, 'heavy');
    const light = await signedInWoman(stack, 'light');
    const started = performance.now();
    await writeCheckIns(stack, heavy, DAYS);
    console.log(`Wrote ${DAYS * KINDS.length} check-ins in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await writeCheckIns(stack, light, 3); // 3 days × 4 kinds = 12, "about ten"

    const results = [];
    for (const page of PAGES) {
      for (const [label, woman] of [
        ['~4,400 check-ins', heavy],
        ['12 check-ins', light],
      ]) {
        const result = await measure(app.url, page, woman);
        results.push({ page, data: label, ...result });
        console.log(
          `${page.padEnd(20)} ${label.padEnd(18)} median ${result.medianMs} ms  HTML ${kb(result.htmlBytes)} (${kb(result.gzipBytes)} gzip)`,
        );
      }
    }
    writeFileSync(join(outDir, 'history.json'), JSON.stringify({ runs: RUNS, days: DAYS, results }, null, 2) + '\n');
    console.log(`\nWrote ${join('bench-results', 'history.json')}.`);
    return 0;
  } finally {
    await stack.close();
  }
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** One check-in of each kind a day for `days` days up to yesterday, through the API as the app writes them. */
async function writeCheckIns(stack, woman, days) {
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const tasks = [];
  for (let day = 1; day <= days; day += 1) {
    const checked = new Date(today - day * 86_400_000).toISOString().slice(0, 10);
    for (const [index, kind] of KINDS.entries()) {
      const level = (day * 7 + index * 3) % 11;
      tasks.push({
        query: `mutation($input: CreateDiaryEntryInput!) { create${kind.type}(input: $input) { id } }`,
        variables: {
          input: {
            id: crypto.randomUUID(),
            checked,
            aLevel: level,
            aMonth: Number(checked.slice(5, 7)),
            [kind.symptoms]: level > 5 ? kind.values : [],
          },
        },
      });
    }
  }
  for (let start = 0; start < tasks.length; start += 16) {
    await Promise.all(
      tasks.slice(start, start + 16).map(async (task) => {
        const response = await fetch(`${stack.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: woman.accessToken },
          body: JSON.stringify(task),
        });
        const body = await response.json();
        if (body.errors) throw new Error(JSON.stringify(body.errors[0]));
      }),
    );
  }
}

/** Server time to the last byte of the HTML (Next streams it), median of RUNS after one warm-up. */
async function measure(appUrl, page, woman) {
  const times = [];
  let html = '';
  for (let run = 0; run <= RUNS; run += 1) {
    const begin = performance.now();
    const response = await fetch(`${appUrl}${page}`, { headers: { cookie: woman.cookie }, redirect: 'manual' });
    html = await response.text();
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
    if (run > 0) times.push(performance.now() - begin);
  }
  times.sort((a, b) => a - b);
  const htmlBytes = Buffer.byteLength(html);
  return { medianMs: Math.round(times[Math.floor(times.length / 2)]), htmlBytes, gzipBytes: gzipSync(html).length };
}
