import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isDeployed } from '@/backend/core/deployed';
import type { SecretSource } from '@/backend/core/secrets';
import { DEFAULT_TABLE_NAME } from './table';
import { dynamoProfileAnswers, type ProfileAnswersStorage } from './profile-answers';

export interface Store {
  client: DynamoDBClient;
  doc: DynamoDBDocumentClient;
  tableName: string;
  /** Signs page tokens (see page-token.ts). */
  tokenSecret: Buffer;
  profileAnswers: ProfileAnswersStorage;
  /**
   * How long the byUid index may take to show a write, in milliseconds: what erasure waits before its last
   * look at the index (resolvers/privacy.ts). DynamoDB's, dynalite's (none: its indexes are exact) or the
   * local stack's emulated lag (local/store/index-lag.ts).
   */
  indexLagMs: number;
}

export interface StoreOptions {
  /** Local DynamoDB endpoint (dynalite); absent on AWS. */
  endpoint?: string;
  region?: string;
  tableName?: string;
  tokenSecret?: string;
}

/** AWS: "Write operations propagate to a GSI within 1 second" (re:Post, DynamoDB missing items in a GSI). */
export const DYNAMODB_INDEX_LAG_MS = 1000;

/**
 * The page-token secret. On Lambda the resolver reads it from Secrets Manager by API_TOKEN_SECRET_ARN and passes
 * it as StoreOptions.tokenSecret (lambda/handler.ts); the local stack may set API_TOKEN_SECRET itself.
 */
export const PAGE_TOKEN_SECRET: SecretSource = {
  arnVariable: 'API_TOKEN_SECRET_ARN',
  plainVariable: 'API_TOKEN_SECRET',
};

let processTokenSecret: Buffer | undefined;

/**
 * API_TOKEN_SECRET signs page tokens. Without it a random secret is made once per process, so tokens stop
 * working after a restart and across processes: fine for development, refused when deployed, where every
 * concurrent instance must accept the others' tokens.
 */
function resolveTokenSecret(explicit: string | undefined): Buffer {
  const configured = explicit ?? process.env.API_TOKEN_SECRET;
  if (configured) {
    if (configured.length < 32) throw new Error('API_TOKEN_SECRET must be at least 32 characters');
    return Buffer.from(configured, 'utf8');
  }
  if (isDeployed()) throw new Error('API_TOKEN_SECRET must be set on AWS');
  processTokenSecret ??= randomBytes(32);
  return processTokenSecret;
}

/** The same store code talks to DynamoDB on AWS and to dynalite locally (endpoint + dummy credentials). */
export function createStore(options: StoreOptions = {}): Store {
  const endpoint = options.endpoint ?? process.env.DYNAMODB_ENDPOINT;
  const client = new DynamoDBClient({
    region: options.region ?? process.env.AWS_REGION ?? 'eu-west-2',
    ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  const doc = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  const tableName = options.tableName ?? process.env.TABLE_NAME ?? DEFAULT_TABLE_NAME;
  return {
    client,
    doc,
    tableName,
    tokenSecret: resolveTokenSecret(options.tokenSecret),
    profileAnswers: dynamoProfileAnswers(doc, tableName),
    indexLagMs: endpoint ? 0 : DYNAMODB_INDEX_LAG_MS,
  };
}

/**
 * The store of a function that never hands out page tokens (the scheduled reminder job, the reminder links):
 * it needs no shared API_TOKEN_SECRET, so it signs with a random secret of its own, which no token could
 * outlive because none leaves the process.
 */
export function createJobStore(): Store {
  return createStore({ tokenSecret: randomBytes(32).toString('base64') });
}
