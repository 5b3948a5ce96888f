import { BatchWriteCommand, type BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { useTestStore } from '@/backend/testing/test-api';
import type { ItemKey } from './keys';
import type { Store } from './store';
import { getAllByKey } from './batch-get';

const store = useTestStore();
const key = (n: number): ItemKey => ({ pk: `BATCH#${n}`, sk: 'Thing' });

test('reads past 100 keys, leaves out keys with no item, and gives only the attributes asked for', async () => {
  const items = Array.from({ length: 130 }, (_, n) => ({ ...key(n), id: `thing-${n}`, readAt: 'x', secret: 's' }));
  for (let start = 0; start < items.length; start += 25) {
    const batch = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    await store().doc.send(new BatchWriteCommand({ RequestItems: { [store().tableName]: batch } }));
  }
  const keys = [...items.map((_, n) => key(n)), key(500)];
  const found = await getAllByKey(store(), keys, ['id', 'readAt']);
  expect(found).toHaveLength(130);
  expect(new Set(found.map((item) => item.id))).toEqual(new Set(items.map((item) => item.id)));
  expect(found[0]).toEqual({ id: expect.stringMatching(/^thing-/), readAt: 'x' });
});

test('asks again for the keys a busy table handed back, and says so when it never reads them', async () => {
  const asked: number[] = [];
  const send = async (command: BatchGetCommand) => {
    const keys = command.input.RequestItems!.T!.Keys!;
    asked.push(keys.length);
    // The table answers the first key of each call and hands the rest back.
    return { Responses: { T: [keys[0]] }, UnprocessedKeys: keys.length > 1 ? { T: { Keys: keys.slice(1) } } : {} };
  };
  const busy = { tableName: 'T', doc: { send } } as unknown as Store;
  expect(await getAllByKey(busy, [key(1), key(2), key(3)])).toHaveLength(3);
  expect(asked).toEqual([3, 2, 1]);

  const stuck = { tableName: 'T', doc: { send: async () => ({ UnprocessedKeys: { T: { Keys: [key(1)] } } }) } };
  await expect(getAllByKey(stuck as unknown as Store, [key(1)])).rejects.toThrow('The store is busy');
});
