import { ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TTL_ATTRIBUTE } from '../../backend/store/table';
import { localStackAddress } from '../../lib/local-stack';
import { startLocalStack } from '../../local/server';

/**
 * A second local stack for e2e/prize-draw-after-the-draw.spec.ts, run with `npx tsx` and the spec's own close
 * (PRIZE_DRAW_CLOSES, a minute or two away), in memory: the suite's stack keeps its close in 2099.
 *
 * Giving a drawn entry its deletion time is refused as DynamoDB refuses a throttled write: a draw run here records its
 * result and then stops before it is settled (backend/resolvers/prize-draw.ts settleDraw), as a run that meets
 * throttling on AWS does. Everything else is the resolvers' own behaviour.
 */
async function main(): Promise<void> {
  const { port } = localStackAddress(process.env);
  const stack = await startLocalStack({
    port,
    inMemory: true,
    api: { seedDemo: false },
    log: () => undefined,
  });
  const doc = stack.api!.store.doc;
  const send = doc.send.bind(doc) as (command: unknown) => Promise<unknown>;
  doc.send = ((command: unknown) => {
    const input = command instanceof UpdateCommand ? command.input : undefined;
    const isEntryExpiry =
      String(input?.Key?.pk).startsWith('ENTRY#') && input?.ExpressionAttributeNames?.['#ttl'] === TTL_ATTRIBUTE;
    if (!isEntryExpiry) return send(command);
    return Promise.reject(
      new ProvisionedThroughputExceededException({ message: 'Throughput exceeds the table limit.', $metadata: {} }),
    );
  }) as typeof doc.send;
  const stop = () => void stack.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
