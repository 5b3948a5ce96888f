import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
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
const byUid = async (
  projection: { ProjectionExpression: string; ExpressionAttributeNames?: Record<string, string> } | object = {},
) =>
  (
    await store.doc.send(
      new QueryCommand({
        TableName: store.tableName,
        IndexName: INDEX.byUid,
        KeyConditionExpression: 'uid = :uid',
        ExpressionAttributeValues: { ':uid': owner() },
        ...projection,
      }),
    )
  ).Items ?? [];
// As backend/resolvers/notices.ts reads checks: only the attributes it needs, none of the keys, some by placeholder.
const levelsOnly = { ProjectionExpression: '#level, note', ExpressionAttributeNames: { '#level': 'level' } };
const update = (sk: string, level: number) =>
  store.doc.send(
    new UpdateCommand({
      TableName: store.tableName,
      Key: { pk: `ITEM#${owner()}#${sk}`, sk: 'A' },
      UpdateExpression: 'SET #level = :level',
      ExpressionAttributeNames: { '#level': 'level' },
      ExpressionAttributeValues: { ':level': level },
    }),
  );
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

test('a projected query leaves out a new item for the lag, as a full one does, and returns only what it asked for', async () => {
  await put('2025-05-01', { level: 1, note: 'seen' });
  clock.advance(LAG);
  await put('2025-05-02', { level: 2, note: 'new' });
  expect(await byUid(levelsOnly)).toEqual([{ level: 1, note: 'seen' }]);
  expect(await byUid()).toEqual([expect.objectContaining({ level: 1 })]);
  clock.advance(LAG);
  expect(await byUid(levelsOnly)).toEqual([
    { level: 1, note: 'seen' },
    { level: 2, note: 'new' },
  ]);
});

test('a projected query shows the values from before an update until the lag has passed', async () => {
  await put('2025-06-01', { level: 1, note: 'kept' });
  clock.advance(LAG);
  await update('2025-06-01', 2);
  expect(await byUid(levelsOnly)).toEqual([{ level: 1, note: 'kept' }]);
  expect(await byUid()).toEqual([expect.objectContaining({ level: 1, note: 'kept' })]);
  clock.advance(LAG);
  expect(await byUid(levelsOnly)).toEqual([{ level: 2, note: 'kept' }]);
});

test('a projected query that asks for a key keeps it, and leaves out an item moved in the index', async () => {
  await put('2025-07-01', { level: 1 });
  clock.advance(LAG);
  await put('2025-07-01', { level: 1, typeDate: 'Mood#2025-07-02' });
  const withSortKey = {
    ProjectionExpression: '#typeDate, #level',
    ExpressionAttributeNames: { '#typeDate': 'typeDate', '#level': 'level' },
  };
  expect(await byUid(withSortKey)).toEqual([]);
  clock.advance(LAG);
  expect(await byUid(withSortKey)).toEqual([{ typeDate: 'Mood#2025-07-02', level: 1 }]);
});

test('a deleted item is gone from projected and full queries alike', async () => {
  await put('2025-08-01', { level: 1 });
  await put('2025-08-02', { level: 2 });
  clock.advance(LAG);
  await store.doc.send(
    new DeleteCommand({ TableName: store.tableName, Key: { pk: `ITEM#${owner()}#2025-08-01`, sk: 'A' } }),
  );
  expect(await byUid(levelsOnly)).toEqual([{ level: 2 }]);
  expect(await byUid()).toEqual([expect.objectContaining({ level: 2 })]);
});

test('a projected query of a keys-only index returns the earlier version of the keys it asked for', async () => {
  const item = { pk: `CODE#${owner()}`, sk: 'A', availableSource: `src-${owner()}`, codeDate: '2025-09-01' };
  await store.doc.send(new PutCommand({ TableName: store.tableName, Item: item }));
  clock.advance(LAG);
  await store.doc.send(new PutCommand({ TableName: store.tableName, Item: { ...item, codeDate: '2025-09-02' } }));
  const { Items } = await store.doc.send(
    new QueryCommand({
      TableName: store.tableName,
      IndexName: INDEX.availableCodesBySource,
      KeyConditionExpression: 'availableSource = :source',
      ExpressionAttributeValues: { ':source': item.availableSource },
      ProjectionExpression: 'pk',
    }),
  );
  expect(Items).toEqual([]);
  clock.advance(LAG);
  const later = await store.doc.send(
    new QueryCommand({
      TableName: store.tableName,
      IndexName: INDEX.availableCodesBySource,
      KeyConditionExpression: 'availableSource = :source',
      ExpressionAttributeValues: { ':source': item.availableSource },
      ProjectionExpression: 'pk',
    }),
  );
  expect(later.Items).toEqual([{ pk: item.pk }]);
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

test('a nested projection path is refused rather than lagged wrongly', async () => {
  await expect(byUid({ ProjectionExpression: 'bLeft[0]' })).rejects.toThrow('top-level attributes only');
});
