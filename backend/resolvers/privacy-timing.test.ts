import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { resolveField } from '@/backend/api/dispatch';
import type { AppSyncIdentity } from '@/backend/core/identity';
import { PARALLEL_WRITES } from '@/backend/store/in-parallel';
import { recordKey, typeDate } from '@/backend/store/keys';
import { allItemsOfUser } from '@/backend/store/records';
import type { Store } from '@/backend/store/store';
import { accessIdentityFor, graphqlAs, useTestStore } from '@/backend/testing/test-api';

// Erasure on DynamoDB as it is on a busy day: each conditional delete takes tens of milliseconds, and the
// resolver has a deadline (Lambda's timeout) it must answer before.
const store = useTestStore();
const NOW = new Date('2025-06-15T12:00:00Z');
const RECORDS = 250;
const DELETE_MS = 60;
jest.setTimeout(60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Her check-ins, written straight to the table. */
async function seedCheckIns(uid: string, count: number): Promise<void> {
  for (let start = 0; start < count; start += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, count - start) }, () => {
        const id = randomUUID();
        const Item = {
          ...recordKey('Stress', id),
          id,
          uid,
          itemType: 'Stress',
          typeDate: typeDate('Stress', '2025-06-14', id),
        };
        return store().doc.send(new PutCommand({ TableName: store().tableName, Item }));
      }),
    );
  }
}

/** The store with every delete taking `ms`; `seen.most` is the most deletes that were in flight at once. */
function withSlowDeletes(ms: number) {
  const send = store().doc.send.bind(store().doc);
  const seen = { inFlight: 0, most: 0 };
  const slowSend = async (command: Parameters<typeof send>[0]) => {
    if (!(command instanceof DeleteCommand)) return send(command);
    seen.inFlight += 1;
    seen.most = Math.max(seen.most, seen.inFlight);
    try {
      await sleep(ms);
      return await send(command);
    } finally {
      seen.inFlight -= 1;
    }
  };
  const doc = new Proxy(store().doc, {
    get: (target, property, receiver) => (property === 'send' ? slowSend : Reflect.get(target, property, receiver)),
  });
  return { slow: { ...store(), doc } as Store, seen };
}

const erase = (fieldName: string, identity: AppSyncIdentity, on: Store, deadline: number) =>
  resolveField(
    { parentTypeName: 'Mutation', fieldName, arguments: {}, identity },
    { store: on, now: () => NOW, deadline },
  );

test.each([
  ['deleteMyData', { deletedItems: RECORDS, unlinkedCodes: 0 }],
  ['deleteMyHealthData', { deletedItems: RECORDS }],
])('%s deletes many records at a time: far quicker than one after another', async (fieldName, report) => {
  const me = accessIdentityFor();
  await seedCheckIns(me.sub, RECORDS);
  const { slow, seen } = withSlowDeletes(DELETE_MS);

  const started = Date.now();
  await expect(erase(fieldName, me, slow, Date.now() + 20_000)).resolves.toEqual(report);
  // One after another they would take RECORDS × DELETE_MS = 15 s.
  expect(Date.now() - started).toBeLessThan((RECORDS * DELETE_MS) / 2);
  expect(seen.most).toBeGreaterThan(1);
  expect(seen.most).toBeLessThanOrEqual(PARALLEL_WRITES);
  expect(await allItemsOfUser(store(), me.sub)).toEqual([]);
});

test('an erasure short of time stops before the deadline, says so, and leaves her able to write and try again', async () => {
  const me = accessIdentityFor();
  await seedCheckIns(me.sub, RECORDS);
  const { slow } = withSlowDeletes(100);

  const deadline = Date.now() + 3_500;
  await expect(erase('deleteMyData', me, slow, deadline)).rejects.toMatchObject({
    errorType: 'InternalFailure',
    message: 'Ran out of time before finishing; try again',
  });
  // It answered in time for Lambda to deliver the answer, having stopped part-way.
  expect(Date.now()).toBeLessThan(deadline);
  const left = (await allItemsOfUser(store(), me.sub)).length;
  expect(left).toBeGreaterThan(0);
  expect(left).toBeLessThan(RECORDS);

  // Her erasure marker went with the failure: her writes work, and a retry with time enough finishes.
  const gql = graphqlAs(store(), me, NOW);
  const written = await gql('mutation($input: CreateDiaryEntryInput!) { createStress(input: $input) { id } }', {
    input: { id: randomUUID(), checked: '2025-06-14', aLevel: 5, aMonth: 6 },
  });
  expect(written.errors).toBeUndefined();
  await expect(erase('deleteMyData', me, store(), Date.now() + 20_000)).resolves.toEqual({
    deletedItems: left + 1,
    unlinkedCodes: 0,
  });
});
