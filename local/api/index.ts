import type { Store } from '@/backend';
import type { Clock } from '../clock';
import type { LocalRoute } from '../http/router';
import type { IdentityService } from '../identity';
import { startApiStore } from './api-store';
import { seedDemoAccount } from './demo-data';
import { graphqlRoute } from './graphql-route';

export interface LocalApi {
  store: Store;
  /** Runs DynamoDB's TTL now, at the clock's time (store/ttl-sweeper.ts); returns how many items it deleted. */
  sweepExpired(): Promise<number>;
  /** Mounts `/graphql` on the stack; `ready` settles once the demo data (if any) is in. */
  mount(stack: { identity: IdentityService }): { route: LocalRoute; ready: Promise<void> };
  close(): Promise<void>;
}

/** The data API of the local stack: its store, the `/graphql` route and the demo data. */
export async function startLocalApi(options: {
  dataDir: string | null;
  clock: Clock;
  seedDemo: boolean;
  /** Whether `/graphql` answers introspection; the local stack allows it, deployed AppSync does not. */
  introspection?: boolean;
  /** Milliseconds between TTL sweeps; default LOCAL_TTL_SWEEP_MS, else a minute; 0 sweeps only on demand. */
  ttlSweepMs?: number;
  log: (line: string) => void;
}): Promise<LocalApi> {
  const { store, seedStore, sweepExpired, close } = await startApiStore(options.dataDir, {
    clock: options.clock,
    log: options.log,
    ttlSweepMs: options.ttlSweepMs,
  });
  const now = () => new Date(options.clock.now());
  return {
    store,
    sweepExpired,
    mount({ identity }) {
      const ready = options.seedDemo
        ? seedDemoAccount({ identity, store: seedStore, dataDir: options.dataDir, now: now(), log: options.log }).catch(
            // The API still works without demo data; say why it is missing (no data, no tokens in the message).
            (error: unknown) =>
              options.log(`[local-stack] demo data not added: ${error instanceof Error ? error.name : 'error'}`),
          )
        : Promise.resolve();
      return { route: graphqlRoute({ identity, store, ready, now, introspection: options.introspection }), ready };
    },
    close,
  };
}
