import { join } from 'node:path';
import { createStore, ensureTable, type Store } from '@/backend';
import { startDynalite } from '../store/dynalite';
import { indexLagFromEnv, withIndexLag } from '../store/index-lag';

export interface LocalApiStore {
  store: Store;
  /** The same table without the index lag: for demo data, which on AWS would have been there long before. */
  seedStore: Store;
  close(): Promise<void>;
}

/**
 * The API's DynamoDB stand-in: dynalite on disk under `<dataDir>/dynamodb` (kept between runs), or in memory
 * when `dataDir` is null (tests). The table is created on first use. `indexLagMs` (default: LOCAL_INDEX_LAG_MS)
 * makes index queries lag behind writes as DynamoDB's do (store/index-lag.ts).
 */
export async function startApiStore(dataDir: string | null, indexLagMs = indexLagFromEnv()): Promise<LocalApiStore> {
  const dynamo = await startDynalite(dataDir ? { path: join(dataDir, 'dynamodb') } : {});
  const seedStore = createStore({ endpoint: dynamo.endpoint, region: 'eu-west-2' });
  const store = withIndexLag(seedStore, indexLagMs);
  try {
    await ensureTable(store.client, store.tableName);
  } catch (error) {
    await dynamo.close();
    throw error;
  }
  return {
    store,
    seedStore,
    close: async () => {
      store.client.destroy();
      await dynamo.close();
    },
  };
}
