import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { createServer } from 'node:net';

// Everything the benchmark starts registers a stop function here, so a failure or the overall time limit
// still leaves no server or browser behind.
const cleanups = new Set();
let stopping = false;
let cleaning = null;

/** Registers `stop`; once cleanup has begun, a late starter (a browser mid-launch) is stopped at once. */
export function onCleanup(stop) {
  if (stopping) {
    Promise.resolve()
      .then(stop)
      .catch(() => {});
    return () => {};
  }
  cleanups.add(stop);
  return () => cleanups.delete(stop);
}

/**
 * Newest first, one at a time: a server stops before the folder it serves from is removed. The signal handler
 * and the normal end may both call it; they share one pass, so neither exits while the other is still stopping.
 */
export function cleanupAll() {
  cleaning ??= stopEverything();
  return cleaning;
}

async function stopEverything() {
  stopping = true;
  const pending = [...cleanups].reverse();
  cleanups.clear();
  for (const stop of pending) {
    try {
      await stop();
    } catch (error) {
      console.error(`Cleanup step failed: ${error.message}`);
    }
  }
}

export const isStopping = () => stopping;

/** Exits with an error after `ms`, stopping everything first: a hung build or browser must not run forever. */
export function exitAfter(ms) {
  const timer = setTimeout(async () => {
    console.error(`\nBenchmark stopped: it ran longer than ${Math.round(ms / 60000)} minutes.`);
    await cleanupAll();
    process.exit(1);
  }, ms);
  timer.unref();
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      await cleanupAll();
      process.exit(130);
    });
  }
}

/** Asks the OS for a port nobody listens on (others use fixed ports such as 3000 and 3300). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Runs a command to completion with its output in `logPath`; resolves to the exit code. */
export function runLogged(command, args, { cwd, env, logPath }) {
  const log = openSync(logPath, 'w');
  return new Promise((resolve) => {
    // Own process group, so stopping it also stops the node processes npx starts underneath.
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', log, log], detached: true });
    const forget = onCleanup(() => killGroup(child));
    child.on('close', (code) => {
      forget();
      closeSync(log);
      resolve(code ?? 1);
    });
  });
}

/** Starts `next start` in `cwd` on `port` and waits until it answers; returns { url, stop }. */
export async function startNextServer({ cwd, port, env, logPath, readyTimeoutMs = 60_000 }) {
  const log = openSync(logPath, 'w');
  const child = spawn('npx', ['next', 'start', '--port', String(port)], {
    cwd,
    env,
    stdio: ['ignore', log, log],
    detached: true,
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
    closeSync(log);
  });
  const stop = () => killGroup(child);
  onCleanup(stop);

  const url = `http://localhost:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`next start in ${cwd} exited early; see ${logPath}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.status < 500) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
  await stop();
  throw new Error(`next start in ${cwd} did not answer within ${readyTimeoutMs / 1000}s; see ${logPath}`);
}

// The whole group, even when npx itself is already gone: next-server outlives its npx parent when only the
// parent is killed, and would keep serving on its port.
async function killGroup(child) {
  signalGroup(child.pid, 'SIGTERM');
  const deadline = Date.now() + 5_000;
  while (groupAlive(child.pid) && Date.now() < deadline) await sleep(100);
  if (groupAlive(child.pid)) signalGroup(child.pid, 'SIGKILL');
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A benchmark script's whole life: results folder, overall time limit, `main` (its exit code), then everything it
 * started is stopped and the process exits (Lighthouse and browsers can leave sockets open; the run is done).
 */
export async function runBenchmark(outDir, main, { timeoutMs = 15 * 60_000 } = {}) {
  exitAfter(timeoutMs);
  mkdirSync(outDir, { recursive: true });
  const code = await main().catch((error) => {
    console.error(`\nBenchmark could not run: ${error.stack ?? error.message}`);
    return 1;
  });
  await cleanupAll();
  process.exit(code ?? 0);
}
