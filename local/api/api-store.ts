import { join } from 'node:path';
import { createStore, ensureTable, type Store } from '@/backend';
import type { Clock } from '../clock';
import { startDynalite } from '../store/dynalite';
import { indexLagFromEnv, withIndexLag } from '../store/index-lag';
import { startTtlSweeper, ttlSweepFromEnv } from '../store/ttl-sweeper';

export interface LocalApiStore {
  store: Store;
  /** The same table without the index lag: for demo data, which on AWS would have been there long before. */
  seedStore: Store;
  /** Runs DynamoDB's TTL now, at the clock's time; returns how many expired items it deleted. */
  sweepExpired(): Promise<number>;
  close(): Promise<void>;
}

/**
 * The API's DynamoDB stand-in: dynalite on disk under `<dataDir>/dynamodb` (kept between runs), or in memory
 * when `dataDir` is null (tests). The table is created on first use. `indexLagMs` (default: LOCAL_INDEX_LAG_MS)
 * makes index queries lag behind writes as DynamoDB's do (store/index-lag.ts); every `ttlSweepMs` (default:
 * LOCAL_TTL_SWEEP_MS, else a minute) items past their `expiresAt` are deleted as DynamoDB's TTL does
 * (store/ttl-sweeper.ts).
 */
export async function startApiStore(
  dataDir: string | null,
  options: { clock: Clock; log: (line: string) => void; indexLagMs?: number; ttlSweepMs?: number },
): Promise<LocalApiStore> {
  const dynamo = await startDynalite(dataDir ? { path: join(dataDir, 'dynamodb') } : {});
  const seedStore = createStore({ endpoint: dynamo.endpoint, region: 'eu-west-2' });
  const store = withIndexLag(seedStore, options.indexLagMs ?? indexLagFromEnv());
  try {
    await ensureTable(store.client, store.tableName);
  } catch (error) {
    await dynamo.close();
    throw error;
  }
  const sweeper = startTtlSweeper({
    client: store.client,
    tableName: store.tableName,
    clock: options.clock,
    intervalMs: options.ttlSweepMs ?? ttlSweepFromEnv(),
    log: options.log,
  });
  return {
    store,
    seedStore,
    sweepExpired: sweeper.sweep,
    close: async () => {
      await sweeper.stop();
      store.client.destroy();
      await dynamo.close();
    },
  };
}
