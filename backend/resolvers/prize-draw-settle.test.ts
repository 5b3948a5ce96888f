import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Store } from '@/backend/store/store';
import { adminIdentity, graphqlAs, identityFor, useTestStore } from '@/backend/testing/test-api';
import type { AppSyncIdentity } from '@/backend/core/identity';
import { PRIZE_DRAW_CLOSES_AT } from '@/lib/prize-draw/closing';
import { DRAW_ANSWER_WITHIN_MS } from './prize-draw';

/**
 * A draw that stops part-way through giving its entries their deletion time (the Lambda's limit, a failure):
 * the winner has her notice already, and running the same draw again finishes it rather than being refused.
 * A store of its own, so every entry here is one of this file's.
 */
const store = useTestStore();

const DAY = 24 * 3600 * 1000;
const ENTERED = new Date(PRIZE_DRAW_CLOSES_AT.getTime() - 3 * DAY);
const DRAWN = new Date(PRIZE_DRAW_CLOSES_AT.getTime() + DAY);
const DELETED_AT = Math.floor(DRAWN.getTime() / 1000) + 30 * 24 * 3600;
const ENTER = `mutation { enterPrizeDraw { id } }`;
const DRAW = `mutation($drawId: ID!) { runPrizeDraw(drawId: $drawId) { id winnerEntryId entriesSettled } }`;

/** Whether an UpdateCommand is expireEntries' write of an entry's deletion time. */
const isEntryExpiry = (command: unknown) =>
  command instanceof UpdateCommand && command.input.UpdateExpression === 'SET #ttl = :expires';

/** The same table, through a client whose entry-expiry writes go through `onExpiry` first. */
function storeWith(onExpiry: (count: number) => void): Store {
  const real = store();
  let count = 0;
  const send = ((command: unknown) => {
    if (isEntryExpiry(command)) onExpiry((count += 1));
    return real.doc.send(command as never);
  }) as Store['doc']['send'];
  return { ...real, doc: { send } as Store['doc'] };
}

/** Every member entered in this file, by her entry's id. */
const members = new Map<string, AppSyncIdentity>();

async function enterMembers(count: number): Promise<void> {
  for (let n = 0; n < count; n += 1) {
    const member = identityFor();
    const entry = (await graphqlAs(store(), member, ENTERED)(ENTER)).data?.enterPrizeDraw as { id: string };
    members.set(entry.id, member);
  }
}

async function deletionTimes(): Promise<number[]> {
  const { Items = [] } = await store().doc.send(
    new QueryCommand({
      TableName: store().tableName,
      IndexName: 'codesByDate',
      KeyConditionExpression: 'codeList = :list',
      ExpressionAttributeValues: { ':list': 'PrizeDrawEntry' },
    }),
  );
  return Items.map((item) => Number(item.expiresAt));
}

const noticesOf = async (member: AppSyncIdentity) =>
  (
    (await graphqlAs(store(), member, DRAWN)(`query { myNotices { items { id } } }`)).data?.myNotices as {
      items: { id: string }[];
    }
  ).items.map((notice) => notice.id);

const draw = (via: Store, drawId: string) => graphqlAs(via, adminIdentity(), DRAWN)(DRAW, { drawId });

test('a draw that fails part-way has told the winner; running it again finishes the entries, then is refused', async () => {
  await enterMembers(8);
  const failing = storeWith((count) => {
    if (count === 4) throw new Error('throttled');
  });
  expect((await draw(failing, 'winter')).errors?.[0]).toMatchObject({ errorType: 'InternalFailure' });

  const listed = (
    await graphqlAs(store(), adminIdentity(), DRAWN)(`query { prizeDraws { id winnerEntryId entriesSettled } }`)
  ).data?.prizeDraws as { id: string; winnerEntryId: string; entriesSettled: boolean }[];
  expect(listed).toEqual([{ id: 'winter', winnerEntryId: expect.any(String), entriesSettled: false }]);
  const winner = members.get(listed[0]!.winnerEntryId)!;
  expect(await noticesOf(winner)).toEqual(['PRIZE_DRAW_RESULT.winter']);
  expect((await deletionTimes()).filter((time) => time !== DELETED_AT).length).toBeGreaterThan(0);

  const again = await draw(store(), 'winter');
  expect(again.errors).toBeUndefined();
  expect(again.data?.runPrizeDraw).toEqual({
    id: 'winter',
    winnerEntryId: listed[0]!.winnerEntryId,
    entriesSettled: true,
  });
  expect(await deletionTimes()).toEqual(Array.from({ length: 8 }, () => DELETED_AT));
  expect(await noticesOf(winner)).toEqual(['PRIZE_DRAW_RESULT.winter']);

  expect((await draw(store(), 'winter')).errors?.[0]).toMatchObject({
    errorType: 'Conflict',
    message: 'Draw winter has already been drawn; its result cannot be changed',
  });
});

test('a draw too large for one call answers in time with the winner told, and the next run finishes it', async () => {
  // A new winner's draw (rule 8), from the same entries less the last winner, and 9 more. The last test's
  // entries already have the time this draw (made at the same moment) gives them, so only the 9 are written.
  await enterMembers(9);
  // A slow store: each write of a deletion time takes a second of the call's clock.
  let clock = 0;
  const now = jest.spyOn(performance, 'now').mockImplementation(() => clock);
  const slow = storeWith(() => {
    clock += 1000;
  });
  let first;
  try {
    first = await draw(slow, 'spring');
  } finally {
    now.mockRestore();
  }
  expect(first.errors).toBeUndefined();
  const answer = first.data?.runPrizeDraw as { winnerEntryId: string; entriesSettled: boolean };
  expect(answer.entriesSettled).toBe(false);
  // No write starts once the budget is spent: one a second, so as many as it has seconds.
  const times = await deletionTimes();
  expect(times.filter((time) => time === DELETED_AT)).toHaveLength(8 + DRAW_ANSWER_WITHIN_MS / 1000);
  expect(await noticesOf(members.get(answer.winnerEntryId)!)).toContain('PRIZE_DRAW_RESULT.spring');

  const again = (await draw(store(), 'spring')).data?.runPrizeDraw;
  expect(again).toEqual({ id: 'spring', winnerEntryId: answer.winnerEntryId, entriesSettled: true });
  expect(await deletionTimes()).toEqual(Array.from({ length: 8 + 9 }, () => DELETED_AT));
});
