import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { entryKey } from '@/backend/store/prize-draw/current-draw';
import { getItem } from '@/backend/store/records';
import { adminIdentity, graphqlAs, identityFor, useTestStore } from '@/backend/testing/test-api';
import type * as TestApi from '@/backend/testing/test-api';
import { PRIZE_DRAW_CLOSES_AT } from '@/lib/prize-draw/closing';
import { londonInstant } from '@/lib/reminders/local-date';

/**
 * When the close constant moves to the next draw, the last draw's entries are still kept (until they expire, for
 * her export and erasure) but are not the new draw's: they neither count in it nor stop anyone entering it. The
 * last draw is the API as it was built with the earlier close, on the same store; this file's own store keeps
 * every count exact.
 */
const store = useTestStore();

const LAST_CLOSES = '2099-06-14 23:59';
/** How the store names the last draw: by its closing time. */
const LAST_DRAW = londonInstant('2099-06-14', '23:59').toISOString();

/** The API as the last draw's deployment ran it: every module loaded again with its close. */
function apiOfLastDraw(): typeof TestApi {
  const current = process.env.PRIZE_DRAW_CLOSES;
  process.env.PRIZE_DRAW_CLOSES = LAST_CLOSES;
  try {
    let api: typeof TestApi | undefined;
    jest.isolateModules(() => {
      api = jest.requireActual<typeof TestApi>('@/backend/testing/test-api');
    });
    return api!;
  } finally {
    process.env.PRIZE_DRAW_CLOSES = current;
  }
}

const ENTER = `mutation { enterPrizeDraw { id createdAt } }`;
const FREE = `mutation($input: FreePrizeDrawEntryInput!) { enterPrizeDrawFree(input: $input) }`;
const COUNT = `query { prizeDrawEntrantsCount }`;
const EXPORT = `query { exportPrizeDrawEntrants }`;
const service = identityFor(randomUUID(), ['PrizeDrawService']);

test('an unexpired entry in the last draw neither counts in the next nor stops her entering it', async () => {
  const last = apiOfLastDraw();
  const inLastDraw = new Date('2099-06-01T12:00:00Z');
  // The next draw is open: the last one closed six days ago, and its entries are kept for weeks yet.
  const now = new Date('2099-06-21T12:00:00Z');
  expect(now.getTime()).toBeLessThan(PRIZE_DRAW_CLOSES_AT.getTime());

  const member = identityFor();
  const visitor = `visitor.${randomUUID().slice(0, 8)}@example.com`;
  const before = (await last.graphqlAs(store(), member, inLastDraw)(ENTER)).data?.enterPrizeDraw as { id: string };
  expect(before).toBeDefined();
  const free = { input: { name: 'Vi Sitor', email: visitor } };
  expect((await last.graphqlAs(store(), service, inLastDraw)(FREE, free)).data?.enterPrizeDrawFree).toBe(true);
  expect((await last.graphqlAs(store(), adminIdentity(), inLastDraw)(COUNT)).data?.prizeDrawEntrantsCount).toBe(2);

  const admin = graphqlAs(store(), adminIdentity(), now);
  expect((await admin(COUNT)).data?.prizeDrawEntrantsCount).toBe(0);
  expect((await admin(EXPORT)).data?.exportPrizeDrawEntrants).not.toContain(visitor);
  const asMember = graphqlAs(store(), member, now);
  expect((await asMember(`query { myPrizeDrawEntry { id } }`)).data?.myPrizeDrawEntry).toBeNull();

  const entered = await asMember(ENTER);
  expect(entered.errors).toBeUndefined();
  const mine = entered.data?.enterPrizeDraw as { id: string; createdAt: string };
  expect(mine).toMatchObject({ createdAt: now.toISOString() });
  expect(mine.id).not.toBe(before.id);
  // Writes stay idempotent within the draw: entering again meets this draw's entry.
  expect((await asMember(ENTER)).data?.enterPrizeDraw).toEqual(mine);
  expect((await asMember(`query { myPrizeDrawEntry { id } }`)).data?.myPrizeDrawEntry).toEqual({ id: mine.id });
  expect((await graphqlAs(store(), service, now)(FREE, free)).data?.enterPrizeDrawFree).toBe(true);
  expect((await admin(COUNT)).data?.prizeDrawEntrantsCount).toBe(2);
  expect((await admin(EXPORT)).data?.exportPrizeDrawEntrants).toContain(visitor);

  // Withdrawing from this draw leaves the last draw's entry to expire as the privacy notice says.
  expect((await asMember(`mutation { withdrawPrizeDrawEntry }`)).data?.withdrawPrizeDrawEntry).toBe(true);
  expect((await asMember(`query { myPrizeDrawEntry { id } }`)).data?.myPrizeDrawEntry).toBeNull();
  expect((await admin(COUNT)).data?.prizeDrawEntrantsCount).toBe(1);
});

test('her entries in both draws are in her export and go with her erasure, linked or not', async () => {
  const last = apiOfLastDraw();
  const inLastDraw = new Date('2099-06-01T12:00:00Z');
  const now = new Date('2099-06-21T12:00:00Z');
  const me = identityFor();
  const email = String(me.claims.email);
  // A member in the last draw; in this one, her email on the free route (as someone else may have typed it).
  await last.graphqlAs(store(), me, inLastDraw)(ENTER);
  await graphqlAs(store(), service, now)(FREE, { input: { name: 'Ada Visitor', email } });
  // An entry stored before entries named their draw (so in the first draw) is read and erased alike.
  const legacyKey = { pk: entryKey(email).pk, sk: 'PrizeDrawEntry' };
  await store().doc.send(
    new PutCommand({
      TableName: store().tableName,
      Item: { ...legacyKey, itemType: 'PrizeDrawEntry', id: randomUUID(), name: 'Ada Visitor', email },
    }),
  );

  const gql = graphqlAs(store(), me, now);
  const exported = JSON.parse((await gql('query { exportMyData }')).data?.exportMyData as string) as {
    prizeDrawEntries: { createdAt?: string }[];
  };
  expect(exported.prizeDrawEntries.map((entry) => entry.createdAt ?? 'legacy').sort()).toEqual([
    inLastDraw.toISOString(),
    now.toISOString(),
    'legacy',
  ]);
  // Her three entries, and the free route's counter of her address.
  expect((await gql('mutation { deleteMyData { deletedItems } }')).data?.deleteMyData).toEqual({ deletedItems: 4 });
  for (const key of [entryKey(email), legacyKey, entryKey(email, LAST_DRAW)])
    expect(await getItem(store(), key)).toBeUndefined();
});
