import {
  DeleteItemCommand,
  ScanCommand,
  type AttributeValue,
  type DynamoDBClient,
  type ScanCommandOutput,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition, TTL_ATTRIBUTE } from '@/backend/store/table';
import type { Clock } from '../clock';

/** How often the local stack looks for expired items unless LOCAL_TTL_SWEEP_MS says otherwise. */
export const DEFAULT_TTL_SWEEP_MS = 60_000;

/** DynamoDB's TTL leaves alone an item whose time is more than five years in the past (a value that is no date). */
const IGNORED_AFTER_SECONDS = 5 * 365 * 24 * 3600;

/** `LOCAL_TTL_SWEEP_MS`: milliseconds between sweeps; unset means every minute, 0 turns the sweeper off. */
export function ttlSweepFromEnv(env: Record<string, string | undefined> = process.env): number {
  const raw = env.LOCAL_TTL_SWEEP_MS;
  if (raw === undefined || raw === '') return DEFAULT_TTL_SWEEP_MS;
  const interval = Number(raw);
  if (!Number.isInteger(interval) || interval < 0)
    throw new Error(`LOCAL_TTL_SWEEP_MS must be a whole number of milliseconds, not "${raw}"`);
  return interval;
}

export interface TtlTable {
  client: Pick<DynamoDBClient, 'send'>;
  tableName: string;
}

/**
 * One pass of DynamoDB's TTL process over the table, through the API as any client would: a Scan for items whose
 * `expiresAt` is a Number of epoch seconds before `nowMs` (other types never expire, nor values more than five
 * years old), then a DeleteItem for each, on condition that `expiresAt` still holds the value seen, so an item
 * rewritten with a later expiry in between stays. Returns how many it deleted.
 */
export async function sweepExpiredItems(table: TtlTable, nowMs: number): Promise<number> {
  const keyNames = (tableDefinition(table.tableName).KeySchema ?? []).map((key) => key.AttributeName ?? '');
  const nowSeconds = nowMs / 1000;
  let deleted = 0;
  let startKey: Record<string, AttributeValue> | undefined;
  do {
    const page: ScanCommandOutput = await table.client.send(
      new ScanCommand({
        TableName: table.tableName,
        // Comparing with a Number matches only Number attributes: a String or a set never expires.
        FilterExpression: '#ttl < :now AND #ttl >= :oldest',
        ProjectionExpression: [...keyNames.map((_, n) => `#key${n}`), '#ttl'].join(', '),
        ExpressionAttributeNames: {
          '#ttl': TTL_ATTRIBUTE,
          ...Object.fromEntries(keyNames.map((name, n) => [`#key${n}`, name])),
        },
        ExpressionAttributeValues: {
          ':now': { N: String(nowSeconds) },
          ':oldest': { N: String(nowSeconds - IGNORED_AFTER_SECONDS) },
        },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) if (await deleteIfUnchanged(table, keyNames, item)) deleted += 1;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return deleted;
}

async function deleteIfUnchanged(
  table: TtlTable,
  keyNames: string[],
  item: Record<string, AttributeValue>,
): Promise<boolean> {
  const seen = item[TTL_ATTRIBUTE];
  if (!seen) return false;
  try {
    await table.client.send(
      new DeleteItemCommand({
        TableName: table.tableName,
        Key: Object.fromEntries(keyNames.map((name) => [name, item[name] as AttributeValue])),
        ConditionExpression: '#ttl = :seen',
        ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ':seen': seen },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

export interface TtlSweeper {
  /** Runs a sweep now, at the clock's time (tests move the clock, then call this). */
  sweep(): Promise<number>;
  /** Stops the timer and waits for a sweep under way, so the store can close under it. */
  stop(): Promise<void>;
}

/**
 * DynamoDB's TTL for the local stack, which dynalite lacks: every `intervalMs` (0: never; `sweep()` still works) a
 * sweep deletes the items that have expired by `clock`. Like AWS, deletion comes some while after the expiry, not
 * at it; AWS's while is typically up to a few days, so the app must not count on either (backend/store/expiry.ts).
 */
export function startTtlSweeper(
  options: TtlTable & { clock: Clock; intervalMs: number; log: (line: string) => void },
): TtlSweeper {
  let running: Promise<number> | null = null;
  const startSweep = (): Promise<number> => {
    running ??= sweepExpiredItems(options, options.clock.now()).finally(() => {
      running = null;
    });
    return running;
  };
  // A sweep asked for now must look at the clock now: one already under way read it earlier (a test may have moved
  // it since), so it is waited for, and a sweep started after this call is shared.
  const sweep = (): Promise<number> => {
    const earlier = running;
    return earlier ? earlier.catch(() => undefined).then(startSweep) : startSweep();
  };
  const timer =
    options.intervalMs > 0
      ? setInterval(() => {
          if (running) return; // a slow sweep is never overlapped by the next
          startSweep()
            .then((deleted) => deleted > 0 && options.log(`[local-stack] TTL deleted ${deleted} expired item(s)`))
            .catch((error: unknown) =>
              options.log(`[local-stack] TTL sweep failed: ${error instanceof Error ? error.name : 'error'}`),
            );
        }, options.intervalMs)
      : null;
  timer?.unref();
  return {
    sweep,
    async stop() {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
