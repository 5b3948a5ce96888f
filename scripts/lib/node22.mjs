import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Node 22 LTS from the npm registry (the `node` package, which fetches the platform's binary as another npm
 * package), kept in .cache/node22 between runs. Node 20 is past its end of life; the app must run on 22 as well,
 * and CI here reaches nothing but the registry. Returns the binary's folder, or null with the reason printed.
 */
export function ensureNode22(cacheDir = '.cache/node22') {
  const prefix = resolve(cacheDir);
  const binDir = join(prefix, 'node_modules', '.bin');
  const binary = join(binDir, 'node');
  const version = () => spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
  if (existsSync(binary) && version().startsWith('v22.')) return binDir;

  console.log('Installing Node 22 from the npm registry into .cache/node22 (once)…');
  const install = spawnSync(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', '--no-package-lock', '--prefix', prefix, 'node@22'],
    { stdio: ['ignore', 'inherit', 'inherit'], timeout: 180_000 },
  );
  if (install.status === 0 && existsSync(binary) && version().startsWith('v22.')) return binDir;
  console.log(
    'Skipped the Node 22 check: node@22 could not be installed from the npm registry ' +
      `(${install.error?.message ?? `npm exited with ${install.status}`}). The Node ${process.versions.node} results stand.`,
  );
  return null;
}
