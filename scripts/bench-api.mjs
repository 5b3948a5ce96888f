#!/usr/bin/env node
// `npm run bench:api` (runs under tsx: it drives the TypeScript local stack and store in-process).
// observationByUid(limit: 20) through the local /graphql (token check, AppSync executor, resolvers, dynalite)
// against the very same DynamoDB query sent straight to the store, at 1 and at 20 concurrent clients, so the
// API's own overhead shows as a ratio on this machine. Writes bench-results/api.json (api-x10.json for
// --scale=10). It reports; it does not fail. Options: --duration=SECONDS per phase (default 8), --max=N requests per phase (default 4000),
// --scale=N for N times the users and records (default 1: 50,000 records over 500 users; --scale=10 is the
// 10× run, 500,000 over 5,000, the same 100 records each), --slices=N (default 8).
// The two paths take turns in short slices, so both see the same load on a shared machine, and both send
// through node:http with a keep-alive agent like the SDK's own (50 sockets), so the client costs the same.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { OBSERVATION_DEFAULTS } from '../backend/validation/observation';
import { recordKey, typeDate } from '../backend/store/keys';
import { uidQuery } from '../backend/store/records';
import { LOCAL_USER_POOL_CLIENT_ID } from '../local/identity/pool';
import { startLocalStack } from '../local/server';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SCALE = arg('scale', 1);
const USERS = 500 * SCALE;
const RECORDS = 50_000 * SCALE;
const QUERY_USERS = 20; // users with real accounts and tokens; the other 480 only own data
const LIMIT = 20;
const PHASE_MS = arg('duration', 8) * 1000;
const PHASE_MAX = arg('max', 4000);
const SLICES = arg('slices', 8);
const RESULT_FILE = SCALE === 1 ? 'api.json' : `api-x${SCALE}.json`;
const WARM_UP = 200;
const CONCURRENCY = [1, 20];
const PASSWORD = 'Bench-Passw0rd!';

const query = readFileSync(join(root, 'graphql/operations/observation.graphql'), 'utf8');

// Filling takes about a minute per 50,000 records on the shared machine; the runs themselves a few minutes.
const LIMIT_MINUTES = 10 + 2 * SCALE;
const timer = setTimeout(() => {
  console.error(`Benchmark stopped: it ran longer than ${LIMIT_MINUTES} minutes`);
  process.exit(1);
}, LIMIT_MINUTES * 60_000);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Closed loop: `concurrency` clients each send the next request as soon as the last one answers. */
async function run(concurrency, send, { max, durationMs }, into) {
  let started = 0;
  const deadline = performance.now() + durationMs;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      while (started < max && performance.now() < deadline) {
        const n = started++;
        const begin = performance.now();
        try {
          await send(n, client);
          into.latencies.push(performance.now() - begin);
        } catch {
          into.failures++;
        }
      }
    }),
  );
  into.seconds += (performance.now() - t0) / 1000;
}

function summary({ latencies, failures, seconds }) {
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    seconds: Number(seconds.toFixed(2)),
    rps: Math.round(latencies.length / seconds),
    p50: Number(percentile(latencies, 50).toFixed(2)),
    p99: Number(percentile(latencies, 99).toFixed(2)),
  };
}

/**
 * Both paths at one concurrency, taking turns: SLICES slices of each, so that other work on the machine,
 * which comes and goes over seconds, falls on both alike and the ratio stays meaningful.
 */
async function measurePair(concurrency, paths) {
  const totals = paths.map(() => ({ latencies: [], failures: 0, seconds: 0 }));
  const slice = { max: Math.ceil(PHASE_MAX / SLICES), durationMs: PHASE_MS / SLICES };
  for (let n = 0; n < SLICES; n++)
    for (const [i, send] of paths.entries()) await run(concurrency, send, slice, totals[i]);
  return totals.map(summary);
}

const warmUp = (send) => run(4, send, { max: WARM_UP, durationMs: 60_000 }, { latencies: [], failures: 0, seconds: 0 });

/** POST with node:http over a keep-alive agent: the same kind of client the SDK uses for the store path. */
function post(agent, url, headers, body) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function observationItem(uid, n) {
  const id = randomUUID();
  const checked = new Date(Date.UTC(2020, 0, 1) + n * 86_400_000 * 3).toISOString();
  const now = new Date().toISOString();
  return {
    ...OBSERVATION_DEFAULTS,
    ...recordKey('Observation', id),
    typeDate: typeDate('Observation', checked, id),
    id,
    itemType: 'Observation',
    uid,
    username: uid,
    checked,
    cMonth: new Date(checked).getUTCMonth() + 1,
    cDuration: 5,
    score: n % 11,
    aMood: n % 10,
    createdAt: now,
    updatedAt: now,
  };
}

async function fill(store, uids) {
  const perUser = RECORDS / uids.length;
  const items = uids.flatMap((uid) => Array.from({ length: perUser }, (_, n) => observationItem(uid, n)));
  const batches = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  let next = 0;
  const writer = async () => {
    while (next < batches.length) {
      let pending = batches[next++].map((Item) => ({ PutRequest: { Item } }));
      while (pending.length) {
        const out = await store.doc.send(new BatchWriteCommand({ RequestItems: { [store.tableName]: pending } }));
        pending = out.UnprocessedItems?.[store.tableName] ?? [];
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, writer));
}

async function signIn(url, email) {
  const response = await fetch(`${url}/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      ClientId: LOCAL_USER_POOL_CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD },
    }),
  });
  const body = await response.json();
  if (!body.AuthenticationResult) throw new Error(`sign-in failed for a bench user: ${body.__type}`);
  return body.AuthenticationResult.AccessToken;
}

async function main() {
  const agent = new Agent({ keepAlive: true, maxSockets: 50 });
  const stack = await startLocalStack({ port: 0, inMemory: true, api: { seedDemo: false }, log: () => {} });
  try {
    const store = stack.api.store;
    const accounts = Array.from({ length: QUERY_USERS }, (_, n) => {
      const email = `bench-${n}@example.com`;
      return { email, sub: stack.identity.createUser({ email, password: PASSWORD, status: 'CONFIRMED' }).sub };
    });
    const uids = [...accounts.map((a) => a.sub), ...Array.from({ length: USERS - QUERY_USERS }, () => randomUUID())];

    let t = performance.now();
    await fill(store, uids);
    const fillSeconds = (performance.now() - t) / 1000;
    console.log(`Wrote ${RECORDS} observations for ${USERS} users in ${fillSeconds.toFixed(1)} s`);
    const tokens = await Promise.all(accounts.map((a) => signIn(stack.url, a.email)));

    const graphqlUrl = `${stack.url}/graphql`;
    const viaApi = async (n) => {
      const i = n % QUERY_USERS;
      const response = await post(
        agent,
        graphqlUrl,
        { 'content-type': 'application/json', authorization: tokens[i] },
        JSON.stringify({
          query,
          variables: { uid: accounts[i].sub, limit: LIMIT },
          operationName: 'RecentObservations',
        }),
      );
      const body = JSON.parse(response.text);
      if (response.status !== 200 || body.errors || body.data.observationByUid.items.length !== LIMIT)
        throw new Error('bad answer');
    };
    const viaStore = async (n) => {
      const uid = accounts[n % QUERY_USERS].sub;
      const out = await store.doc.send(
        new QueryCommand({
          TableName: store.tableName,
          ...uidQuery({ uid, itemType: 'Observation', ascending: false }),
          Limit: LIMIT,
        }),
      );
      if (out.Items?.length !== LIMIT) throw new Error('bad answer');
    };

    const loadAverageAtStart = loadavg().map((n) => +n.toFixed(2));
    await warmUp(viaApi);
    await warmUp(viaStore);
    const rows = [];
    for (const concurrency of CONCURRENCY) {
      const [store, api] = await measurePair(concurrency, [viaStore, viaApi]);
      rows.push({
        concurrency,
        store,
        api,
        p50Ratio: +(api.p50 / store.p50).toFixed(2),
        p99Ratio: +(api.p99 / store.p99).toFixed(2),
      });
    }

    console.log(
      `\nobservationByUid(limit: ${LIMIT}), ${RECORDS} records / ${USERS} users, ${QUERY_USERS} users queried`,
    );
    console.log('clients | path              | requests | req/s | p50 ms | p99 ms | failures');
    for (const row of rows) {
      for (const [label, r] of [
        ['store (DynamoDB)', row.store],
        ['/graphql (API)', row.api],
      ]) {
        console.log(
          `${String(row.concurrency).padStart(7)} | ${label.padEnd(17)} | ${String(r.requests).padStart(8)} | ${String(r.rps).padStart(5)} | ${r.p50.toFixed(2).padStart(6)} | ${r.p99.toFixed(2).padStart(6)} | ${r.failures}`,
        );
      }
      console.log(
        `        | API / store       |          |       | ${row.p50Ratio.toFixed(2).padStart(5)}x | ${row.p99Ratio.toFixed(2).padStart(5)}x |`,
      );
    }

    mkdirSync(join(root, 'bench-results'), { recursive: true });
    const result = {
      when: new Date().toISOString(),
      node: process.version,
      // Other work on the machine skews both paths; the load average says how busy it was.
      machine: { cpus: cpus().length, loadAverageAtStart, loadAverageAtEnd: loadavg().map((n) => +n.toFixed(2)) },
      setup: {
        scale: SCALE,
        users: USERS,
        records: RECORDS,
        queriedUsers: QUERY_USERS,
        limit: LIMIT,
        store: 'dynalite in memory',
        client: 'node:http, keep-alive agent (50 sockets), both paths',
        phaseMs: PHASE_MS,
        phaseMax: PHASE_MAX,
        slices: SLICES,
        fillSeconds: +fillSeconds.toFixed(1),
      },
      note: 'Load generator, API and dynalite share one Node process on loopback; compare the ratio, not absolute numbers.',
      rows,
    };
    writeFileSync(join(root, 'bench-results', RESULT_FILE), `${JSON.stringify(result, null, 2)}\n`);
    console.log(
      `\nLoad average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} on ${cpus().length} CPUs. Wrote bench-results/${RESULT_FILE}`,
    );
  } finally {
    agent.destroy();
    await stack.close();
  }
}

await main().catch((error) => {
  console.error(`Benchmark could not run: ${error.message}`);
  process.exitCode = 1;
});
clearTimeout(timer);
