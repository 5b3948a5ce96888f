import type { AddressInfo } from 'node:net';
import dynalite from 'dynalite';

export interface LocalDynamo {
  endpoint: string;
  close(): Promise<void>;
}

/**
 * Starts DynamoDB's API on loopback: on disk under `path` (the local stack passes LOCAL_DATA_DIR/...),
 * in memory without it (tests). Tables are usable at once instead of after DynamoDB's creation delay.
 */
export async function startDynalite(options: { path?: string; port?: number } = {}): Promise<LocalDynamo> {
  const server = dynalite({ path: options.path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections?.();
      }),
  };
}
