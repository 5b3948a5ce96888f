#!/usr/bin/env node
// The README's test command: typecheck, unit tests, a production build, then the browser tests against it.
// Ends with one "N passed, N failed" line for the whole run.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './lib/chromium.mjs';
import { run } from './lib/run.mjs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const reports = { unit: '.test-results/unit.json', browser: '.test-results/browser.json' };
rmSync('.test-results', { recursive: true, force: true });
mkdirSync('.test-results'); // jest writes its report here but does not create the folder
// Browser tests start the local stack on a data directory of their own, fresh each run.
rmSync('.local/e2e', { recursive: true, force: true });

ensureChromium();

const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['unit tests', 'npx', ['jest', '--ci', '--json', `--outputFile=${reports.unit}`]],
  ['production build', 'npx', ['next', 'build'], { SKIP_BUILD_TYPECHECK: '1' }],
  ['browser tests', 'npx', ['playwright', 'test']],
];

let failedStep = null;
for (const [name, command, args, extraEnv = {}] of steps) {
  console.log(`\n=== ${name} ===`);
  if (!run(command, args, { ...env, ...extraEnv })) {
    failedStep = name;
    break;
  }
}

const counts = { passed: 0, failed: 0 };
if (existsSync(reports.unit)) {
  const unit = JSON.parse(readFileSync(reports.unit, 'utf8'));
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
