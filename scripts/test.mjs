#!/usr/bin/env node
// The README's test command: typecheck, lint and unit tests, the typecheck and a representative part of the unit
// tests again on Node 22 LTS (what the Lambdas run), a production build, then the browser tests against it.
// Ends with one "N passed, N failed" line for the whole run.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureNode22 } from './lib/node22.mjs';
import { run } from './lib/run.mjs';

// The build (the terms page shows the close), the servers and the tests must agree on the prize draw's close.
const testClose = JSON.parse(readFileSync('lib/prize-draw/test-close.json', 'utf8')).closes;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PRIZE_DRAW_CLOSES: testClose };
// playwright.config.ts serves the build here (E2E_PORT, default 3300).
const e2eSiteUrl = `http://localhost:${process.env.E2E_PORT ?? 3300}`;
const reports = {
  unit: '.test-results/unit.json',
  node22: '.test-results/unit-node22.json',
  browser: '.test-results/browser.json',
};

// On Node 22 the whole unit suite would double the run. These areas cover the pure logic, the API through
// dynalite, the local stack's API and the app's data layer against the stack. Not the tests that sign in through
// Amplify's SRP client (local/identity/amplify-*, tokens): under jest on Node 22 its BigInteger takes a slow path
// (about 30 s a sign-in against 1 s on Node 20; outside jest Node 22 is as fast), and SRP runs in the browser.
const NODE22_UNIT_TESTS = ['lib', 'backend', 'graphql', 'local/api', 'local/seed', 'local/server.test.ts'];
// Jest leaves a core to its own process by default: on a 2-core machine that is one worker. Most suites wait on
// the in-memory stack, so a worker per core runs the suite in about two thirds of the time.
const JEST_WORKERS = ['--maxWorkers=100%'];
rmSync('.test-results', { recursive: true, force: true });
mkdirSync('.test-results'); // jest writes its report here but does not create the folder
// Browser tests start the local stack on a data directory of their own, fresh each run.
rmSync('.local/e2e', { recursive: true, force: true });

ensureChromium();

const node22Steps = () => {
  if (process.versions.node.startsWith('22.')) return [];
  const binDir = ensureNode22();
  if (!binDir) return [];
  // Node 22 first on PATH, so npx, jest's workers and any child process a test starts run on it too.
  const onNode22 = { PATH: `${binDir}${delimiter}${process.env.PATH ?? ''}` };
  return [
    // Issue 9 asks for the typecheck on Node 22 too: it shows the toolchain itself runs there.
    ['typecheck on Node 22', 'npx', ['tsc', '--noEmit'], onNode22],
    [
      'unit tests on Node 22',
      'npx',
      ['jest', '--ci', ...JEST_WORKERS, '--json', `--outputFile=${reports.node22}`, ...NODE22_UNIT_TESTS],
      onNode22,
    ],
  ];
};

const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['eslint', '.']],
  // Import cycles (type-only imports aside, as import/no-cycle did): .madgerc.
  ['import cycles', 'npm', ['run', '--silent', 'lint:cycles']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['unit tests', 'npx', ['jest', '--ci', ...JEST_WORKERS, '--json', `--outputFile=${reports.unit}`]],
  ...node22Steps(),
  // Built for the address the browser tests serve it on: the trusted origin and the headers are fixed at build time.
  ['production build', 'npx', ['next', 'build'], { SKIP_BUILD_TYPECHECK: '1', SITE_URL: e2eSiteUrl }],
  ['browser tests', 'npx', ['playwright', 'test']],
];

let failedStep = null;
const timings = [];
for (const [name, command, args, extraEnv = {}] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const passed = run(command, args, { ...env, ...extraEnv });
  timings.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
  if (!passed) {
    failedStep = name;
    break;
  }
}
// Where the time goes, so the run can be kept under its 30 minutes as the suite grows.
console.log(`\nTimes: ${timings.join(', ')}`);

const counts = { passed: 0, failed: 0 };
for (const report of [reports.unit, reports.node22]) {
  if (!existsSync(report)) continue;
  const unit = JSON.parse(readFileSync(report, 'utf8'));
  counts.passed += unit.numPassedTests;
  counts.failed += unit.numFailedTests;
}
if (existsSync(reports.browser)) {
  const { stats } = JSON.parse(readFileSync(reports.browser, 'utf8'));
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
}
if (failedStep) console.error(`\nStopped: ${failedStep} failed.`);
console.log(`\n${counts.passed} passed, ${counts.failed} failed`);
process.exit(failedStep || counts.failed > 0 ? 1 : 0);
