import { join } from 'node:path';
import { createStore, ensureTable, type Store } from '@/backend';
import { startDynalite } from '../store/dynalite';

export interface LocalApiStore {
  store: Store;
  close(): Promise<void>;
}

/**
 * The API's DynamoDB stand-in: dynalite on disk under `<dataDir>/dynamodb` (kept between runs), or in memory
 * when `dataDir` is null (tests). The table is created on first use.
 */
export async function startApiStore(dataDir: string | null): Promise<LocalApiStore> {
  const dynamo = await startDynalite(dataDir ? { path: join(dataDir, 'dynamodb') } : {});
  const store = createStore({ endpoint: dynamo.endpoint, region: 'eu-west-2' });
  try {
    await ensureTable(store.client, store.tableName);
  } catch (error) {
    await dynamo.close();
    throw error;
  }
  return {
    store,
    close: async () => {
      store.client.destroy();
      await dynamo.close();
    },
  };
}
