import {
  CreateTableCommand,
  DescribeTableCommand,
  type CreateTableCommandInput,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';

/**
 * The one table, defined once: the local stack and tests create it from here, and the infrastructure
 * issue will turn the same definition into CDK. Layout and access patterns: backend/README.md.
 */
export const DEFAULT_TABLE_NAME = 'BreastCheck';

/**
 * DynamoDB's time-to-live attribute (epoch seconds): an item carrying it is deleted some time after that time
 * (enabled in infra/lib/data-stack.ts; the local stack sweeps in its place, local/store/ttl-sweeper.ts). Until
 * then it is still read, so reads that must honour the expiry ask store/expiry.ts. For what expires by nature:
 * the free prize-draw entry's rate counters, prize-draw entries and results (store/prize-draw/) and the marker
 * of an erased account (store/erasure.ts).
 */
export const TTL_ATTRIBUTE = 'expiresAt';

export const INDEX = {
  /** Every item owned by a user, ordered per item type by date: partition uid, sort typeDate. */
  byUid: 'byUid',
  /** Sparse: every discount code, ordered by issue time (admin list). */
  codesByDate: 'codesByDate',
  /** Sparse: only codes still available, per offer; claiming removes a code from it. */
  availableCodesBySource: 'availableCodesBySource',
} as const;

export function tableDefinition(tableName: string = DEFAULT_TABLE_NAME): CreateTableCommandInput {
  const stringAttribute = (AttributeName: string) => ({ AttributeName, AttributeType: 'S' as const });
  const keys = (hash: string, range: string) => [
    { AttributeName: hash, KeyType: 'HASH' as const },
    { AttributeName: range, KeyType: 'RANGE' as const },
  ];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: ['pk', 'sk', 'uid', 'typeDate', 'codeList', 'codeDate', 'availableSource'].map(
      stringAttribute,
    ),
    KeySchema: keys('pk', 'sk'),
    GlobalSecondaryIndexes: [
      { IndexName: INDEX.byUid, KeySchema: keys('uid', 'typeDate'), Projection: { ProjectionType: 'ALL' } },
      { IndexName: INDEX.codesByDate, KeySchema: keys('codeList', 'codeDate'), Projection: { ProjectionType: 'ALL' } },
      {
        IndexName: INDEX.availableCodesBySource,
        KeySchema: keys('availableSource', 'codeDate'),
        Projection: { ProjectionType: 'KEYS_ONLY' },
      },
    ],
  };
}

/** Creates the table when it does not exist yet and waits until it can be used. */
export async function ensureTable(client: DynamoDBClient, tableName: string = DEFAULT_TABLE_NAME): Promise<void> {
  try {
    await client.send(new CreateTableCommand(tableDefinition(tableName)));
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'ResourceInUseException') throw error;
  }
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const indexesReady = (Table?.GlobalSecondaryIndexes ?? []).every((index) => index.IndexStatus === 'ACTIVE');
    if (Table?.TableStatus === 'ACTIVE' && indexesReady) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Table ${tableName} did not become active`);
}
