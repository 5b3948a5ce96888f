import { join } from 'node:path';
import { readBuildId } from './builds.mjs';
import { freePort, sleep, startNextServer } from './processes.mjs';

const SETTLE_POLL_MS = 5_000;
const SETTLE_TIMEOUT_MS = 5 * 60_000;

/**
 * The project's `next start`. Teammates rebuild the shared `.next` while the benchmark runs, and a server left on
 * the old build then serves pages whose chunks are gone; so the caller can ask whether the build it serves is
 * still current, and restart it on the new one.
 */
export async function startProjectServer(projectDir, { env, logDir }) {
  const server = { url: null, buildId: null, buildIds: [], restarts: 0, stop: async () => {} };

  async function start() {
    server.buildId = await waitForSettledBuild(projectDir);
    if (!server.buildIds.includes(server.buildId)) server.buildIds.push(server.buildId);
    const logPath = join(logDir, `server-project-${server.restarts}.log`);
    const { url, stop } = await startNextServer({ cwd: projectDir, port: await freePort(), env, logPath });
    Object.assign(server, { url, stop });
  }

  server.isCurrent = () => readBuildId(projectDir) === server.buildId;
  server.restart = async () => {
    await server.stop();
    server.restarts += 1;
    await start();
  };
  await start();
  return server;
}

/** Waits until `.next/BUILD_ID` exists and stays the same across two polls, i.e. no build is half-way. */
async function waitForSettledBuild(projectDir) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let previous = readBuildId(projectDir);
  while (Date.now() < deadline) {
    await sleep(previous ? SETTLE_POLL_MS / 5 : SETTLE_POLL_MS);
    const current = readBuildId(projectDir);
    if (current && current === previous) return current;
    if (current !== previous)
      console.log('The project build is changing (a teammate is building); waiting for it to finish…');
    previous = current;
  }
  throw new Error(`.next/BUILD_ID did not settle within ${SETTLE_TIMEOUT_MS / 60_000} minutes`);
}
