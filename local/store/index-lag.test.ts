import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { INDEX, type Store } from '@/backend';
import { useTestStore } from '@/backend/testing/test-api';
import { createManualClock } from '../clock';
import { indexLagFromEnv, withIndexLag } from './index-lag';

const baseStore = useTestStore();
const LAG = 1000;
let clock: ReturnType<typeof createManualClock>;
let store: Store;
let uid = 0;

beforeEach(() => {
  clock = createManualClock();
  store = withIndexLag(baseStore(), LAG, clock.now);
  uid += 1;
});

const owner = () => `lag-user-${uid}`;
const put = (sk: string, extra: Record<string, unknown> = {}) =>
  store.doc.send(
    new PutCommand({
      TableName: store.tableName,
      Item: { pk: `ITEM#${owner()}#${sk}`, sk: 'A', uid: owner(), typeDate: `Mood#${sk}`, ...extra },
    }),
  );
const byUid = async () =>
  (
    await store.doc.send(
      new QueryCommand({
        TableName: store.tableName,
        IndexName: INDEX.byUid,
        KeyConditionExpression: 'uid = :uid',
        ExpressionAttributeValues: { ':uid': owner() },
      }),
    )
  ).Items ?? [];
const get = async (sk: string) =>
  (
    await store.doc.send(
      new GetCommand({
        TableName: store.tableName,
        Key: { pk: `ITEM#${owner()}#${sk}`, sk: 'A' },
        ConsistentRead: true,
      }),
    )
  ).Item;

test('a new item is missing from index queries for the lag, but a table read sees it at once', async () => {
  await put('2025-01-01', { level: 1 });
  expect(await byUid()).toEqual([]);
  expect(await get('2025-01-01')).toMatchObject({ level: 1 });
  clock.advance(LAG);
  expect(await byUid()).toEqual([expect.objectContaining({ level: 1 })]);
});

test('a changed item comes back as it was before the change until the lag has passed', async () => {
  await put('2025-02-01', { level: 1 });
  clock.advance(LAG);
  await store.doc.send(
    new UpdateCommand({
      TableName: store.tableName,
      Key: { pk: `ITEM#${owner()}#2025-02-01`, sk: 'A' },
      UpdateExpression: 'SET #level = :level',
      ExpressionAttributeNames: { '#level': 'level' },
      ExpressionAttributeValues: { ':level': 2 },
    }),
  );
  await put('2025-02-01', { level: 3 }); // a second change inside the window still shows the first version
  expect(await byUid()).toEqual([expect.objectContaining({ level: 1 })]);
  clock.advance(LAG - 1);
  expect(await byUid()).toEqual([expect.objectContaining({ level: 1 })]);
  clock.advance(1);
  expect(await byUid()).toEqual([expect.objectContaining({ level: 3 })]);
});

test('a change that moves the item in the index leaves it out until the lag has passed', async () => {
  await put('2025-03-01', { level: 1 });
  clock.advance(LAG);
  await put('2025-03-01', { level: 1, typeDate: 'Mood#2025-03-02' });
  expect(await byUid()).toEqual([]);
  clock.advance(LAG);
  expect(await byUid()).toEqual([expect.objectContaining({ typeDate: 'Mood#2025-03-02' })]);
});

test('a keys-only index returns only the keys of the earlier version', async () => {
  const item = {
    pk: `CODE#${owner()}`,
    sk: 'A',
    availableSource: `src-${owner()}`,
    codeDate: '2025-04-01',
    code: 'OLD',
  };
  await store.doc.send(new PutCommand({ TableName: store.tableName, Item: item }));
  clock.advance(LAG);
  await store.doc.send(new PutCommand({ TableName: store.tableName, Item: { ...item, code: 'NEW' } }));
  const { Items } = await store.doc.send(
    new QueryCommand({
      TableName: store.tableName,
      IndexName: INDEX.availableCodesBySource,
      KeyConditionExpression: 'availableSource = :source',
      ExpressionAttributeValues: { ':source': item.availableSource },
    }),
  );
  expect(Items).toEqual([{ pk: item.pk, sk: 'A', availableSource: item.availableSource, codeDate: '2025-04-01' }]);
});

test('no lag leaves the store as it is; LOCAL_INDEX_LAG_MS is read strictly', () => {
  expect(withIndexLag(baseStore(), 0)).toBe(baseStore());
  expect(indexLagFromEnv({})).toBe(0);
  expect(indexLagFromEnv({ LOCAL_INDEX_LAG_MS: '1000' })).toBe(1000);
  expect(() => indexLagFromEnv({ LOCAL_INDEX_LAG_MS: 'soon' })).toThrow('LOCAL_INDEX_LAG_MS');
});
