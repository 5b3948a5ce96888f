import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { singletonKey } from '@/backend/store/keys';
import { freezeEntries, hashEntries } from '@/lib/prize-draw/draw';
import { entryKey } from '@/backend/store/prize-draw/current-draw';
import { freezeDraw } from '@/backend/store/prize-draw/frozen-lists';
import { accessIdentityFor, adminIdentity, graphqlAs, identityFor, useTestStore } from '@/backend/testing/test-api';
import type { AppSyncIdentity } from '@/backend/core/identity';
import { PRIZE_DRAW_CLOSES_AT } from '@/lib/prize-draw/closing';

const store = useTestStore();
const NOW = new Date('2026-11-23T12:00:00Z');
/** Rule 7: a winner is drawn after the close, here a day after it. */
const DRAWN = new Date(PRIZE_DRAW_CLOSES_AT.getTime() + 24 * 3600 * 1000);
const ENTER = `mutation($name: String) { enterPrizeDraw(name: $name) { id name email } }`;
const FREE = `mutation($input: FreePrizeDrawEntryInput!) { enterPrizeDrawFree(input: $input) }`;
const DRAW = `mutation($drawId: ID!) { runPrizeDraw(drawId: $drawId) {
  id entriesCount entriesHash winnerEntryId winnerIndex winnerName winnerEmail winnerToldInAccount drawnAt drawnBy
  attempt } }`;

const service = () => graphqlAs(store(), identityFor(randomUUID(), ['PrizeDrawService']), NOW);
const withEmail = (email: string): AppSyncIdentity => {
  const identity = identityFor();
  return { ...identity, claims: { ...identity.claims, email } };
};

test('with a single entrant (the first test of this file), she wins and gets a notice; nobody else does', async () => {
  const member = identityFor();
  const bystander = identityFor();
  const entry = (await graphqlAs(store(), member, NOW)(ENTER, {})).data?.enterPrizeDraw as { id: string };
  const drawId = `draw-${randomUUID().slice(0, 8)}`;
  const draw = (await graphqlAs(store(), adminIdentity(), DRAWN)(DRAW, { drawId })).data?.runPrizeDraw;
  expect(draw).toMatchObject({
    entriesCount: 1,
    winnerIndex: 0,
    winnerEntryId: entry.id,
    winnerEmail: member.claims.email,
    winnerToldInAccount: true, // the admin's screen says so: she has the notice below, and no email
  });
  const notices = async (who: AppSyncIdentity) =>
    (
      (await graphqlAs(store(), who, DRAWN)(`query { myNotices { items { id kind title link } } }`)).data
        ?.myNotices as {
        items: unknown[];
      }
    ).items;
  expect(await notices(member)).toEqual([
    {
      id: `PRIZE_DRAW_RESULT.${drawId}`,
      kind: 'PRIZE_DRAW_RESULT',
      title: 'You have won the prize draw',
      link: '/terms#prize-draw',
    },
  ]);
  expect(await notices(bystander)).toEqual([]);
});

test('a member enters once with her sign-in email, sees her entry and can withdraw it', async () => {
  const member = identityFor();
  const gql = graphqlAs(store(), member, NOW);
  const first = await gql(ENTER, { name: 'Ann Smith' });
  expect(first.data?.enterPrizeDraw).toMatchObject({ name: 'Ann Smith', email: member.claims.email });
  const again = await gql(ENTER, { name: 'Someone Else' });
  expect(again.data?.enterPrizeDraw).toEqual(first.data?.enterPrizeDraw);
  expect((await gql(`query { myPrizeDrawEntry { id } }`)).data?.myPrizeDrawEntry).toEqual({
    id: (first.data?.enterPrizeDraw as { id: string }).id,
  });
  expect((await gql(`mutation { withdrawPrizeDrawEntry }`)).data?.withdrawPrizeDrawEntry).toBe(true);
  expect((await gql(`mutation { withdrawPrizeDrawEntry }`)).data?.withdrawPrizeDrawEntry).toBe(false);
  expect((await gql(`query { myPrizeDrawEntry { id } }`)).data?.myPrizeDrawEntry).toBeNull();
});

test('with her access token (no email claim) she is entered with the email on her User record', async () => {
  const email = `access.${randomUUID().slice(0, 8)}@example.com`;
  const joined = withEmail(email);
  const member = accessIdentityFor(joined.sub);
  const gql = graphqlAs(store(), member, NOW);
  // As the app does on her first visit: createUser with her ID token records its verified email.
  const created = await graphqlAs(
    store(),
    joined,
    NOW,
  )(`mutation($input: CreateUserInput!) { createUser(input: $input) { email } }`, {
    input: { id: member.sub, given: 'Cara', family: 'Lee' },
  });
  expect(created.data?.createUser).toEqual({ email });
  const entered = await gql(ENTER, {});
  expect(entered.errors).toBeUndefined();
  expect(entered.data?.enterPrizeDraw).toMatchObject({ name: 'Cara Lee', email });
  const id = (entered.data?.enterPrizeDraw as { id: string }).id;
  expect((await gql(ENTER, {})).data?.enterPrizeDraw).toMatchObject({ id });
  expect((await gql(`query { myPrizeDrawEntry { id } }`)).data?.myPrizeDrawEntry).toEqual({ id });
});

test('with neither an email claim nor a User record there is nothing to enter with', async () => {
  const result = await graphqlAs(store(), accessIdentityFor(), NOW)(ENTER, {});
  expect(result.errors?.[0]).toMatchObject({
    errorType: 'BadRequest',
    message: 'Your account has no email address to enter the draw with',
  });
});

test('a free entry is linked only to the member whose token carries its email, not to one whose record says it', async () => {
  const email = `linked.${randomUUID().slice(0, 8)}@example.com`;
  expect((await service()(FREE, { input: { name: 'Dee Free', email } })).data?.enterPrizeDrawFree).toBe(true);
  const claimant = accessIdentityFor();
  const gql = graphqlAs(store(), claimant, NOW);
  await gql(`mutation($input: CreateUserInput!) { createUser(input: $input) { id } }`, {
    input: { id: claimant.sub },
  });
  // Her record says the email (as one written before the API took it only from an ID token could).
  await store().doc.send(
    new UpdateCommand({
      TableName: store().tableName,
      Key: singletonKey(claimant.sub, 'User'),
      UpdateExpression: 'SET email = :email',
      ExpressionAttributeValues: { ':email': email },
    }),
  );
  expect((await gql(ENTER, {})).errors?.[0]).toMatchObject({
    errorType: 'Conflict',
    message: 'This email address, or another way of writing it, is already entered in the draw',
  });
  expect((await gql(`query { myPrizeDrawEntry { id } }`)).data?.myPrizeDrawEntry).toBeNull();
  expect((await gql(`mutation { withdrawPrizeDrawEntry }`)).data?.withdrawPrizeDrawEntry).toBe(false);
  const owner = await graphqlAs(store(), withEmail(email), NOW)(ENTER, {});
  expect(owner.data?.enterPrizeDraw).toMatchObject({ name: 'Dee Free', email });
});

test('the free route enters an email once, says the same every time, is rate-limited, and joins her account later', async () => {
  const email = `Free.${randomUUID().slice(0, 8)}@Example.com`;
  const count = async () =>
    (await graphqlAs(store(), adminIdentity(), NOW)(`query { prizeDrawEntrantsCount }`)).data
      ?.prizeDrawEntrantsCount as number;
  const before = await count();
  for (let n = 0; n < 5; n += 1) {
    expect((await service()(FREE, { input: { name: 'Bea Jones', email } })).data?.enterPrizeDrawFree).toBe(true);
  }
  expect(await count()).toBe(before + 1);
  const limited = await service()(FREE, { input: { name: 'Bea Jones', email } });
  expect(limited.errors?.[0]).toMatchObject({
    errorType: 'BadRequest',
    message: 'Too many attempts with this email today; please try again tomorrow',
  });

  const member = withEmail(email.toLowerCase());
  const joined = await graphqlAs(store(), member, NOW)(ENTER, {});
  expect(joined.data?.enterPrizeDraw).toMatchObject({ name: 'Bea Jones', email: email.toLowerCase() });
  expect(await count()).toBe(before + 1);
});

test('the draw freezes and hashes the entries, picks one, records who and when, and cannot be run again', async () => {
  const winnerCandidates = Array.from({ length: 3 }, () => identityFor());
  for (const member of winnerCandidates) await graphqlAs(store(), member, NOW)(ENTER, {});
  const admin = adminIdentity();
  const gql = graphqlAs(store(), admin, DRAWN);
  const entrants = (await gql(`query { exportPrizeDrawEntrants }`)).data?.exportPrizeDrawEntrants as string;
  expect(entrants.split('\r\n')[0]).toBe('name,email');
  for (const member of winnerCandidates) expect(entrants).toContain(String(member.claims.email));
  expect(entrants).not.toContain(winnerCandidates[0]!.sub);

  const drawId = `draw-${randomUUID().slice(0, 8)}`;
  // The number the admin confirms before drawing (earlier winners are not in it).
  const count = (await gql(`query { prizeDrawEntrantsCount }`)).data?.prizeDrawEntrantsCount;
  const result = await gql(DRAW, { drawId });
  expect(result.errors).toBeUndefined();
  const draw = result.data?.runPrizeDraw as Record<string, unknown>;
  expect(draw).toMatchObject({
    id: drawId,
    entriesCount: count,
    drawnAt: DRAWN.toISOString(),
    drawnBy: admin.username,
    attempt: 1,
  });
  expect(draw.entriesHash).toMatch(/^[0-9a-f]{64}$/);

  const repeat = await gql(DRAW, { drawId });
  expect(repeat.errors?.[0]).toMatchObject({
    errorType: 'Conflict',
    message: `Draw ${drawId} has already been drawn; its result cannot be changed`,
  });
  const history = (await gql(`query { prizeDraws { id winnerEntryId entriesHash } }`)).data?.prizeDraws as {
    id: string;
  }[];
  expect(history.filter((d) => d.id === drawId)).toEqual([
    { id: drawId, winnerEntryId: draw.winnerEntryId, entriesHash: draw.entriesHash },
  ]);
});

test('the recorded hash is the SHA-256 of the frozen entry ids, and the winner is at the recorded place', async () => {
  const members = Array.from({ length: 2 }, () => identityFor());
  const entryIds: string[] = [];
  for (const member of members) {
    entryIds.push(((await graphqlAs(store(), member, NOW)(ENTER, {})).data?.enterPrizeDraw as { id: string }).id);
  }
  // Winners of the earlier draws in this file are not drawn again.
  const earlier = (await graphqlAs(store(), adminIdentity(), DRAWN)(`query { prizeDraws { winnerEntryId } }`)).data
    ?.prizeDraws as { winnerEntryId: string }[];
  const earlierWinners = new Set(earlier.map((draw) => draw.winnerEntryId));
  const draw = (await graphqlAs(store(), adminIdentity(), DRAWN)(DRAW, { drawId: `draw-${randomUUID().slice(0, 8)}` }))
    .data?.runPrizeDraw as { entriesHash: string; winnerIndex: number; winnerEntryId: string; entriesCount: number };
  const { Items = [] } = await store().doc.send(
    new QueryCommand({
      TableName: store().tableName,
      IndexName: 'codesByDate',
      KeyConditionExpression: 'codeList = :list',
      ExpressionAttributeValues: { ':list': 'PrizeDrawEntry' },
    }),
  );
  const frozen = Items.map((item) => String(item.id))
    .filter((id) => !earlierWinners.has(id))
    .sort();
  expect(frozen).toHaveLength(draw.entriesCount);
  expect(hashEntries(frozen)).toBe(draw.entriesHash);
  expect(frozen[draw.winnerIndex]).toBe(draw.winnerEntryId);
});

test('a draw that died after freezing is rerun on the same frozen list, and the result shows the attempt', async () => {
  const drawId = `draw-${randomUUID().slice(0, 8)}`;
  const first = freezeEntries(['e1', 'e2', 'e3']);
  expect(await freezeDraw(store(), drawId, first, NOW, 'admin-a')).toEqual({ frozen: first, attempt: 1 });
  const rerun = await freezeDraw(store(), drawId, freezeEntries(['e1', 'e2', 'e3', 'late-entry']), NOW, 'admin-b');
  expect(rerun).toEqual({ frozen: first, attempt: 2 });
});

test('a withdrawn entry is no longer among the entries a draw is made from', async () => {
  const admin = graphqlAs(store(), adminIdentity(), DRAWN);
  const member = withEmail(`withdrawn-${randomUUID().slice(0, 8)}@example.com`);
  const entry = (await graphqlAs(store(), member, NOW)(ENTER, {})).data?.enterPrizeDraw as { id: string };
  const entrants = async () => (await admin(`query { prizeDrawEntrantsCount }`)).data?.prizeDrawEntrantsCount;
  const before = (await entrants()) as number;
  await graphqlAs(store(), member, NOW)(`mutation { withdrawPrizeDrawEntry }`);
  expect(await entrants()).toBe(before - 1);
  const draw = (await admin(DRAW, { drawId: `draw-${randomUUID().slice(0, 8)}` })).data?.runPrizeDraw as {
    entriesCount: number;
    winnerEntryId: string;
  };
  expect(draw.entriesCount).toBe(before - 1);
  expect(draw.winnerEntryId).not.toBe(entry.id);
});

test('after a draw, as the privacy notice says: entries and the winner’s email go in 30 days, her name in a year', async () => {
  const member = identityFor();
  await graphqlAs(store(), member, NOW)(ENTER, {});
  const gql = graphqlAs(store(), adminIdentity(), DRAWN);
  const drawId = `draw-${randomUUID().slice(0, 8)}`;
  expect((await gql(DRAW, { drawId })).errors).toBeUndefined();

  const item = async (pk: string, sk: string) =>
    (await store().doc.send(new GetCommand({ TableName: store().tableName, Key: { pk, sk }, ConsistentRead: true })))
      .Item;
  const day = 24 * 3600;
  const drawnAt = Math.floor(DRAWN.getTime() / 1000);
  const entry = (
    await store().doc.send(
      new QueryCommand({
        TableName: store().tableName,
        IndexName: 'byUid',
        KeyConditionExpression: 'uid = :uid',
        ExpressionAttributeValues: { ':uid': member.sub },
      }),
    )
  ).Items?.find((stored) => stored.itemType === 'PrizeDrawEntry');
  expect(entry?.expiresAt).toBe(drawnAt + 30 * day);
  const result = await item(`PRIZE_DRAW#${drawId}`, 'PrizeDraw');
  expect(result).toMatchObject({ winnerName: expect.any(String), expiresAt: drawnAt + 365 * day });
  expect(result).not.toHaveProperty('winnerEmail');
  expect(await item(`PRIZE_DRAW#${drawId}`, 'WinnerContact')).toMatchObject({ expiresAt: drawnAt + 30 * day });

  const listed = async () =>
    ((await gql(`query { prizeDraws { id winnerName winnerEmail } }`)).data?.prizeDraws as { id: string }[]).find(
      (draw) => draw.id === drawId,
    );
  expect(await listed()).toMatchObject({ winnerEmail: expect.stringContaining('@') });
  // What DynamoDB's TTL does once the 30 days are up: the admin's record of the draw keeps only the name.
  await store().doc.send(
    new DeleteCommand({ TableName: store().tableName, Key: { pk: `PRIZE_DRAW#${drawId}`, sk: 'WinnerContact' } }),
  );
  expect(await listed()).toMatchObject({ winnerName: expect.any(String), winnerEmail: null });
});

test('past their expiry, entries, the winner’s email and the result are gone to every reader before TTL deletes them', async () => {
  const member = identityFor();
  const entered = (await graphqlAs(store(), member, NOW)(ENTER, {})).data?.enterPrizeDraw as { id: string };
  const drawId = `draw-${randomUUID().slice(0, 8)}`;
  expect((await graphqlAs(store(), adminIdentity(), DRAWN)(DRAW, { drawId })).errors).toBeUndefined();
  const stored = async (pk: string, sk: string) =>
    (await store().doc.send(new GetCommand({ TableName: store().tableName, Key: { pk, sk }, ConsistentRead: true })))
      .Item;
  const listed = async (at: Date) =>
    (
      (await graphqlAs(store(), adminIdentity(), at)(`query { prizeDraws { id winnerName winnerEmail } }`)).data
        ?.prizeDraws as { id: string }[]
    ).find((draw) => draw.id === drawId);

  // A second past the 30 days: DynamoDB may still hold every item, as it does here (no sweep has run).
  const later = new Date(DRAWN.getTime() + 30 * 24 * 3600 * 1000 + 1000);
  expect(await stored(`PRIZE_DRAW#${drawId}`, 'WinnerContact')).toBeDefined();
  expect(await listed(later)).toMatchObject({ winnerName: expect.any(String), winnerEmail: null });
  const asAdminLater = graphqlAs(store(), adminIdentity(), later);
  expect((await asAdminLater(`query { prizeDrawEntrantsCount }`)).data?.prizeDrawEntrantsCount).toBe(0);
  expect((await asAdminLater(`query { exportPrizeDrawEntrants }`)).data?.exportPrizeDrawEntrants).not.toContain(
    member.claims.email,
  );
  const asMemberLater = graphqlAs(store(), member, later);
  expect((await asMemberLater(`query { myPrizeDrawEntry { id } }`)).data?.myPrizeDrawEntry).toBeNull();

  // Entering again while a draw is open makes a new entry rather than meeting an expired one, which TTL would
  // delete under her. (Here the draw is still open because her entry is made to expire a second ago.)
  await store().doc.send(
    new UpdateCommand({
      TableName: store().tableName,
      Key: entryKey(String(member.claims.email)),
      UpdateExpression: 'SET expiresAt = :past',
      ExpressionAttributeValues: { ':past': Math.floor(NOW.getTime() / 1000) - 1 },
    }),
  );
  const asMemberNow = graphqlAs(store(), member, NOW);
  const again = (await asMemberNow(ENTER, {})).data?.enterPrizeDraw as { id: string };
  expect(again.id).not.toBe(entered.id);
  expect((await asMemberNow(`query { myPrizeDrawEntry { id } }`)).data?.myPrizeDrawEntry).toEqual({ id: again.id });

  // A year on, the result itself is no longer listed, though it may not be deleted yet.
  const yearLater = new Date(DRAWN.getTime() + 365 * 24 * 3600 * 1000 + 1000);
  expect(await stored(`PRIZE_DRAW#${drawId}`, 'PrizeDraw')).toBeDefined();
  expect(await listed(yearLater)).toBeUndefined();
});
