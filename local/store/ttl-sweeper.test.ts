import { DeleteItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { INDEX, type Store } from '@/backend';
import { useTestStore } from '@/backend/testing/test-api';
import { createManualClock } from '../clock';
import { startLocalStack } from '../server';
import { startTtlSweeper, sweepExpiredItems, ttlSweepFromEnv } from './ttl-sweeper';

const store = useTestStore();
const NOW = Date.parse('2026-05-01T12:00:00Z');
const seconds = (ms: number) => Math.floor(ms / 1000);
const YEAR_S = 365 * 24 * 3600;
let run = 0;

beforeEach(() => {
  run += 1;
});

const pk = (name: string) => `TTL#${run}#${name}`;
const put = (target: Store, name: string, extra: Record<string, unknown>) =>
  target.doc.send(new PutCommand({ TableName: target.tableName, Item: { pk: pk(name), sk: 'A', ...extra } }));
const get = async (target: Store, name: string) =>
  (
    await target.doc.send(
      new GetCommand({ TableName: target.tableName, Key: { pk: pk(name), sk: 'A' }, ConsistentRead: true }),
    )
  ).Item;

test('a sweep deletes an item whose expiresAt has passed, from the table and its index, and nothing else', async () => {
  await put(store(), 'expired', { expiresAt: seconds(NOW) - 1, uid: pk('owner'), typeDate: 'Mood#1' });
  await put(store(), 'later', { expiresAt: seconds(NOW) + 60 });
  await put(store(), 'text', { expiresAt: String(seconds(NOW) - 60) });
  await put(store(), 'ancient', { expiresAt: seconds(NOW) - 6 * YEAR_S });
  await put(store(), 'none', {});

  expect(await sweepExpiredItems(store(), NOW)).toBe(1);
  expect(await get(store(), 'expired')).toBeUndefined();
  const { Items } = await store().doc.send(
    new QueryCommand({
      TableName: store().tableName,
      IndexName: INDEX.byUid,
      KeyConditionExpression: 'uid = :uid',
      ExpressionAttributeValues: { ':uid': pk('owner') },
    }),
  );
  expect(Items).toEqual([]);
  // Not yet expired; a String is no TTL value; over five years old is ignored, as DynamoDB ignores it.
  for (const kept of ['later', 'text', 'ancient', 'none']) expect(await get(store(), kept)).toBeDefined();
});

test('an item rewritten with a later expiry between the scan and the delete is kept', async () => {
  await put(store(), 'renewed', { expiresAt: seconds(NOW) - 1, version: 1 });
  const real = store().client;
  const racing: Pick<DynamoDBClient, 'send'> = {
    send: (async (command: unknown) => {
      if (command instanceof DeleteItemCommand)
        await put(store(), 'renewed', { expiresAt: seconds(NOW) + 60, version: 2 });
      return real.send(command as Parameters<DynamoDBClient['send']>[0]);
    }) as DynamoDBClient['send'],
  };

  expect(await sweepExpiredItems({ client: racing, tableName: store().tableName }, NOW)).toBe(0);
  expect(await get(store(), 'renewed')).toMatchObject({ version: 2 });
});

test('a sweeper deletes by its clock, some while after the expiry, and sweeps on demand', async () => {
  const clock = createManualClock(NOW);
  const sweeper = startTtlSweeper({ ...store(), clock, intervalMs: 0, log: () => {} });
  await put(store(), 'soon', { expiresAt: seconds(NOW) + 60 });
  await sweeper.sweep();
  expect(await get(store(), 'soon')).toBeDefined();
  clock.advance(61_000);
  expect(await get(store(), 'soon')).toBeDefined(); // expired, but no sweep yet: still there, as on AWS
  expect(await sweeper.sweep()).toBeGreaterThan(0); // the file's other items that have expired by now go too
  expect(await get(store(), 'soon')).toBeUndefined();
  await sweeper.stop();
});

test('a sweep asked for while another is under way looks at the clock as it is now', async () => {
  const clock = createManualClock(NOW);
  const sweeper = startTtlSweeper({ ...store(), clock, intervalMs: 0, log: () => {} });
  await put(store(), 'later', { expiresAt: seconds(NOW) + 60 });
  const first = sweeper.sweep(); // reads the clock before it moves
  clock.advance(61_000);
  const second = sweeper.sweep();
  await Promise.all([first, second]);
  expect(await get(store(), 'later')).toBeUndefined();
  await sweeper.stop();
});

test('the local stack sweeps on its own, and its close stops the sweeper', async () => {
  const clock = createManualClock(NOW);
  let lastLook = 0; // every sweep begins by reading the clock
  const lines: string[] = [];
  const stack = await startLocalStack({
    port: 0,
    inMemory: true,
    clock: { now: () => ((lastLook = Date.now()), clock.now()) },
    api: { seedDemo: false, ttlSweepMs: 10 },
    log: (line) => lines.push(line),
  });
  const target = stack.api!.store;
  await put(target, 'stack', { expiresAt: seconds(NOW) - 1 });
  for (let wait = 0; wait < 200 && (await get(target, 'stack')); wait += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(await get(target, 'stack')).toBeUndefined();
  expect(lines).toContain('[local-stack] TTL deleted 1 expired item(s)');

  await put(target, 'on-demand', { expiresAt: seconds(NOW) + 3600 });
  clock.advance(3601_000);
  // The 10 ms sweeper may get there first, so the count is 0 or 1; either way the item is gone after this call.
  await stack.api!.sweepExpired();
  expect(await get(target, 'on-demand')).toBeUndefined();

  await stack.close();
  const closedAt = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 200));
  // A sweeper left running would go on sweeping (every 10 ms) against the closed store.
  expect(lastLook).toBeLessThanOrEqual(closedAt);
  expect(lines.filter((line) => line.includes('TTL sweep failed'))).toEqual([]);
}, 30_000);

test('LOCAL_TTL_SWEEP_MS is read strictly; unset sweeps every minute, 0 only on demand', () => {
  expect(ttlSweepFromEnv({})).toBe(60_000);
  expect(ttlSweepFromEnv({ LOCAL_TTL_SWEEP_MS: '0' })).toBe(0);
  expect(ttlSweepFromEnv({ LOCAL_TTL_SWEEP_MS: '5000' })).toBe(5000);
  expect(() => ttlSweepFromEnv({ LOCAL_TTL_SWEEP_MS: 'hourly' })).toThrow('LOCAL_TTL_SWEEP_MS');
});
