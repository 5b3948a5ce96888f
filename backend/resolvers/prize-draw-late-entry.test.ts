import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { entryKey } from '@/backend/store/prize-draw/current-draw';
import { adminIdentity, graphqlAs, identityFor, useTestStore } from '@/backend/testing/test-api';
import type * as TestApi from '@/backend/testing/test-api';
import type { AppSyncIdentity } from '@/backend/core/identity';
import {
  PRIZE_DRAW_ALREADY_DRAWN_MESSAGE,
  PRIZE_DRAW_CLOSED_MESSAGE,
  PRIZE_DRAW_CLOSES_AT,
} from '@/lib/prize-draw/closing';

/**
 * Terms rule 3: a member who confirmed her account before the close counts from then, even if she first signs in
 * after it, but only while the draw has not been made without her; and a consent record of an earlier draw proves
 * nothing in this one. On a store of its own, in order: no draw has been made until the second test.
 */
const store = useTestStore();

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;
const CLOSE = PRIZE_DRAW_CLOSES_AT.getTime();
const at = (offset: number) => new Date(CLOSE + offset);
const FREE = `mutation($input: FreePrizeDrawEntryInput!) { enterPrizeDrawFree(input: $input) }`;
const ENTER = `mutation { enterPrizeDraw { id createdAt } }`;
const MINE = `query { myPrizeDrawEntry { email createdAt } }`;
const DRAW = `mutation($drawId: ID!) { runPrizeDraw(drawId: $drawId) { entriesCount } }`;
const COUNT = `query { prizeDrawEntrantsCount }`;
const NOTICES = `query { myNotices { items { title body } } }`;

const admin = (now: Date) => graphqlAs(store(), adminIdentity(), now);
const service = (now: Date) => graphqlAs(store(), identityFor(randomUUID(), ['PrizeDrawService']), now);
const stored = async (email: string) =>
  (await store().doc.send(new GetCommand({ TableName: store().tableName, Key: entryKey(email), ConsistentRead: true })))
    .Item;
/** Her ID token, as her first sign-in sends it, with the consent record the server stamped when she joined the draw. */
const joinedDrawAt = (joinedAt: string): AppSyncIdentity => {
  const identity = identityFor();
  return { ...identity, claims: { ...identity.claims, 'custom:prize_draw': joinedAt } };
};

test('a member who joined before the close and first signs in after it is entered as of when she joined', async () => {
  const joinedAt = at(-2 * DAY).toISOString();
  // custom:prize_draw, stamped when she confirmed her account: her own token cannot write it.
  const member = joinedDrawAt(joinedAt);
  const firstSignIn = at(3 * DAY);
  const before = (await admin(firstSignIn)(COUNT)).data?.prizeDrawEntrantsCount as number;
  expect((await graphqlAs(store(), member, firstSignIn)(ENTER)).errors).toBeUndefined();
  expect((await graphqlAs(store(), member, firstSignIn)(MINE)).data?.myPrizeDrawEntry).toEqual({
    email: member.claims.email,
    createdAt: joinedAt,
  });
  expect(await stored(String(member.claims.email))).toMatchObject({ recordedAt: firstSignIn.toISOString() });
  expect((await admin(firstSignIn)(COUNT)).data?.prizeDrawEntrantsCount).toBe(before + 1);

  // Without such a record, or with one from after the close, she joined too late.
  const closed = { errorType: 'Closed', message: PRIZE_DRAW_CLOSED_MESSAGE };
  for (const who of [identityFor(), joinedDrawAt(at(1000).toISOString())]) {
    expect((await graphqlAs(store(), who, firstSignIn)(ENTER)).errors?.[0]).toMatchObject(closed);
    expect(await stored(String(who.claims.email))).toBeUndefined();
  }
  expect((await admin(firstSignIn)(COUNT)).data?.prizeDrawEntrantsCount).toBe(before + 1);
});

test('once the winner has been drawn, a member who joined before the close and first signs in after is not entered, and is told why', async () => {
  const visitor = `visitor.${randomUUID().slice(0, 8)}@example.com`;
  const freeEntry = { input: { name: 'Ann Entrant', email: visitor } };
  expect((await service(at(-DAY))(FREE, freeEntry)).data?.enterPrizeDrawFree).toBe(true);
  const drawnAt = at(9 * HOUR);
  expect((await admin(drawnAt)(DRAW, { drawId: 'december' })).errors).toBeUndefined();
  const counted = (await admin(drawnAt)(COUNT)).data?.prizeDrawEntrantsCount;

  // Confirmed an hour before the close, first signed in two days after it.
  const member = joinedDrawAt(at(-HOUR).toISOString());
  const firstSignIn = at(2 * DAY);
  const refused = (await graphqlAs(store(), member, firstSignIn)(ENTER)).errors?.[0];
  expect(refused).toMatchObject({ errorType: 'AlreadyDrawn', message: PRIZE_DRAW_ALREADY_DRAWN_MESSAGE });
  expect(await stored(String(member.claims.email))).toBeUndefined();
  expect((await graphqlAs(store(), member, firstSignIn)(MINE)).data?.myPrizeDrawEntry).toBeNull();
  expect((await admin(firstSignIn)(COUNT)).data?.prizeDrawEntrantsCount).toBe(counted);
  const notices = (await graphqlAs(store(), member, firstSignIn)(NOTICES)).data?.myNotices as {
    items: { title: string; body: string }[];
  };
  expect(notices.items).toEqual([
    { title: 'You were not entered in the prize draw', body: PRIZE_DRAW_ALREADY_DRAWN_MESSAGE },
  ]);

  // Her free-route entry from before the close was in the draw: signing in late, she meets it as before.
  const entrant = joinedDrawAt(at(-HOUR).toISOString());
  const withEntry = { ...entrant, claims: { ...entrant.claims, email: visitor } };
  expect((await graphqlAs(store(), withEntry, firstSignIn)(ENTER)).errors).toBeUndefined();
  expect((await graphqlAs(store(), withEntry, firstSignIn)(MINE)).data?.myPrizeDrawEntry).toMatchObject({
    email: visitor,
  });
});

test('a consent record from before this draw opened proves nothing in it: she is entered as of now, if at all', async () => {
  const api = apiOpenedAt('2099-06-14 23:59');
  const lastDrawClosed = Date.parse('2099-06-14T22:59:00.000Z');
  const member = joinedDrawAt(new Date(lastDrawClosed - DAY).toISOString());
  const now = new Date(lastDrawClosed + 10 * DAY);
  const entered = (await api.graphqlAs(store(), member, now)(ENTER)).data?.enterPrizeDraw as { createdAt: string };
  expect(entered.createdAt).toBe(now.toISOString());
  // After this draw's close, the same record no longer lets her in at all.
  const late = joinedDrawAt(new Date(lastDrawClosed - DAY).toISOString());
  const refused = (await api.graphqlAs(store(), late, at(DAY))(ENTER)).errors?.[0];
  expect(refused).toMatchObject({ errorType: 'Closed', message: PRIZE_DRAW_CLOSED_MESSAGE });
});

/** The API as deployed with this draw's opening set to the last draw's close (PRIZE_DRAW_OPENS). */
function apiOpenedAt(opens: string): typeof TestApi {
  const current = process.env.PRIZE_DRAW_OPENS;
  process.env.PRIZE_DRAW_OPENS = opens;
  try {
    let api: typeof TestApi | undefined;
    jest.isolateModules(() => {
      api = jest.requireActual<typeof TestApi>('@/backend/testing/test-api');
    });
    return api!;
  } finally {
    if (current === undefined) delete process.env.PRIZE_DRAW_OPENS;
    else process.env.PRIZE_DRAW_OPENS = current;
  }
}
