import { existsSync } from 'node:fs';
import { run } from './run.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser tests drive Debian's Chromium: Playwright's own browser downloads cannot reach the internet here.
 * As root we install it; otherwise we say exactly what to install.
 */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install it, then run the tests again:\n  sudo apt-get update && sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  const ok = run('apt-get', ['update']) && run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
  if (!ok || !existsSync(CHROMIUM_PATH)) {
    console.error('Could not install chromium with apt-get.');
    process.exit(1);
  }
}
