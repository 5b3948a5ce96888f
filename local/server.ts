import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Store } from '@/backend';
import { startLocalApi, type LocalApi } from './api';
import { systemClock, type Clock } from './clock';
import { createRouter, type LocalRoute } from './http/router';
import { createIdentityService, type IdentityService } from './identity';
import { issuerFor, LOCAL_USER_POOL_CLIENT_ID, LOCAL_USER_POOL_ID } from './identity/pool';
import { SEED_ACCOUNTS } from './identity/seed';
import { localStackAddress } from '@/lib/local-stack';
import { startReminderRunner } from './reminder-runner';
import { reminderLinksRoute } from './reminders-route';
import { startUnconfirmedSignUpsRunner } from './unconfirmed-sign-ups-runner';

export interface LocalStackOptions {
  /** 0 picks a free port (tests). */
  port: number;
  /** Where users, sessions and the signing key live; ignored when `inMemory`. */
  dataDir?: string;
  /** Keep everything in the process (tests): a fresh pool, seeded, gone on close. */
  inMemory?: boolean;
  host?: string;
  /** Extra routes, e.g. `/graphql`. A function receives the running stack (issuer, JWKS URL) to build them. */
  routes?: LocalRoute[] | ((stack: { url: string; identity: IdentityService }) => LocalRoute[]);
  clock?: Clock;
  /** Where the stack prints (mailbox messages, errors); defaults to stdout. */
  log?: (line: string) => void;
  /**
   * Serve the data API at `/graphql` (AppSync's protocol, dynalite under `<dataDir>/dynamodb` or in memory),
   * with the demo account's data added on first start unless `seedDemo: false`. Off by default so identity
   * tests stay fast; `main()` turns it on. Items past their `expiresAt` are swept every `ttlSweepMs`
   * (default LOCAL_TTL_SWEEP_MS, else a minute), as DynamoDB's TTL deletes them (store/ttl-sweeper.ts).
   */
  api?: boolean | { seedDemo?: boolean; introspection?: boolean; ttlSweepMs?: number };
  /** Run the scheduled reminder job every minute against the API's store (needs `api`); `siteUrl` for its links. */
  reminders?: { siteUrl: string };
  /** Remove sign-ups still unconfirmed after 7 days, at start and hourly, as the daily job does on AWS. */
  removeUnconfirmedSignUps?: boolean;
}

export interface LocalStack {
  /** e.g. http://localhost:4010; the user-pool endpoint is `${url}/identity`. */
  url: string;
  port: number;
  identity: IdentityService;
  /**
   * The API's store when `api` was asked for (tests and the benchmark write to it directly), and its TTL sweep
   * to run on demand at the stack's clock.
   */
  api?: { store: Store; sweepExpired(): Promise<number> };
  close(): Promise<void>;
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dataDir = options.inMemory ? null : resolve(options.dataDir ?? '.local');
  const clock = options.clock ?? systemClock;
  const { service: identity, setIssuer } = createIdentityService({ dataDir, clock, log });
  const api: LocalApi | null = options.api
    ? await startLocalApi({
        dataDir,
        clock,
        log,
        seedDemo: options.api === true || options.api.seedDemo !== false,
        introspection: options.api === true || options.api.introspection !== false,
        ttlSweepMs: options.api === true ? undefined : options.api.ttlSweepMs,
      })
    : null;
  let extraRoutes: LocalRoute[] = [];
  const routes = () => [...identity.routes, ...extraRoutes];

  const server = createServer(createRouter(routes, log));
  const host = options.host ?? 'localhost';
  try {
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(options.port, host, () => done());
    });
  } catch (error) {
    await api?.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  setIssuer(issuerFor(url));
  extraRoutes = typeof options.routes === 'function' ? options.routes({ url, identity }) : (options.routes ?? []);
  if (api) {
    const { route, ready } = api.mount({ identity });
    extraRoutes = [...extraRoutes, route, reminderLinksRoute(api.store)];
    await ready;
  }
  const stopReminders =
    api && options.reminders
      ? startReminderRunner({ store: api.store, identity, clock, siteUrl: options.reminders.siteUrl, log })
      : () => {};
  const stopSignUps = options.removeUnconfirmedSignUps
    ? startUnconfirmedSignUpsRunner({ identity, clock, log })
    : () => {};

  return {
    url,
    port,
    identity,
    ...(api ? { api: { store: api.store, sweepExpired: api.sweepExpired } } : {}),
    close: async () => {
      stopReminders();
      stopSignUps();
      await new Promise<void>((done, fail) => {
        server.closeAllConnections();
        server.close((error) => (error ? fail(error) : done()));
      });
      await api?.close();
    },
  };
}

async function main(): Promise<void> {
  const { port } = localStackAddress(process.env);
  const stack = await startLocalStack({
    port,
    dataDir: process.env.LOCAL_DATA_DIR ?? '.local',
    api: true,
    reminders: { siteUrl: process.env.SITE_URL ?? 'http://localhost:3000' },
    removeUnconfirmedSignUps: true,
  });
  console.log(`Local stack listening on ${stack.url}`);
  console.log(`  GraphQL API        ${stack.url}/graphql  (AppSync protocol: raw access or id token in Authorization)`);
  console.log(
    `  user pool endpoint ${stack.url}/identity  (pool ${LOCAL_USER_POOL_ID}, client ${LOCAL_USER_POOL_CLIENT_ID})`,
  );
  console.log(`  token issuer       ${stack.identity.issuer}`);
  console.log(`  mailbox            ${stack.url}/mailbox?to=<email>`);
  for (const account of SEED_ACCOUNTS) console.log(`  ${account.label}: ${account.email} / ${account.password}`);
  const stop = () => void stack.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

// Runs only as the entry point (`npx tsx local/server.ts`), not when imported by tests or a start script.
if (typeof __filename !== 'undefined' && process.argv[1] && resolve(process.argv[1]) === resolve(__filename)) {
  void main();
}
