import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { entryKey } from '@/backend/store/prize-draw/current-draw';
import { adminIdentity, graphqlAs, identityFor, useTestStore } from '@/backend/testing/test-api';
import {
  PRIZE_DRAW_CLOSED_MESSAGE,
  PRIZE_DRAW_CLOSES_AT,
  PRIZE_DRAW_NOT_CLOSED_MESSAGE,
} from '@/lib/prize-draw/closing';

/**
 * Terms rules 3 and 6 to 8 and the privacy notice, on a store of its own so every count is exact: entries close at
 * the closing time, no winner is drawn before it, a draw is made from the entries before it, a new winner is never
 * an earlier one, and every entry is deleted in the end, drawn or not. A member who joined before the close and first
 * signs in after it: prize-draw-late-entry.test.ts.
 */
const store = useTestStore();

const DAY = 24 * 3600 * 1000;
const CLOSE = PRIZE_DRAW_CLOSES_AT.getTime();
const at = (offset: number) => new Date(CLOSE + offset);
const FREE = `mutation($input: FreePrizeDrawEntryInput!) { enterPrizeDrawFree(input: $input) }`;
const ENTER = `mutation { enterPrizeDraw { id } }`;
const DRAW = `mutation($drawId: ID!) { runPrizeDraw(drawId: $drawId) {
  entriesCount winnerEntryId winnerEmail winnerToldInAccount } }`;
const DRAWS = `query { prizeDraws { id } }`;
const COUNT = `query { prizeDrawEntrantsCount }`;

const service = (now: Date) => graphqlAs(store(), identityFor(randomUUID(), ['PrizeDrawService']), now);
const admin = (now: Date) => graphqlAs(store(), adminIdentity(), now);
const freeEntry = (now: Date, email: string) => service(now)(FREE, { input: { name: 'Ann Entrant', email } });
const stored = async (email: string) =>
  (await store().doc.send(new GetCommand({ TableName: store().tableName, Key: entryKey(email), ConsistentRead: true })))
    .Item;
const uniqueEmail = (label: string) => `${label}.${randomUUID().slice(0, 8)}@example.com`;

test('after the closing time no route enters anyone, and each says the draw has closed', async () => {
  const early = uniqueEmail('early');
  expect((await freeEntry(at(-4 * DAY), early)).data?.enterPrizeDrawFree).toBe(true);
  const closed = { errorType: 'Closed', message: PRIZE_DRAW_CLOSED_MESSAGE };

  const late = uniqueEmail('late');
  expect((await freeEntry(at(0), late)).errors?.[0]).toMatchObject(closed);
  expect((await freeEntry(at(9 * 3600 * 1000), late)).errors?.[0]).toMatchObject(closed);
  expect(await stored(late)).toBeUndefined();
  // The member's join (on /account, and the one her first sign-in makes after sign-up) is refused alike.
  const member = identityFor();
  expect((await graphqlAs(store(), member, at(1000))(ENTER)).errors?.[0]).toMatchObject(closed);
  expect(await stored(String(member.claims.email))).toBeUndefined();
  expect((await admin(at(DAY))(COUNT)).data?.prizeDrawEntrantsCount).toBe(1);
});

test('no winner is drawn while the draw is open, whoever asks the API, and nothing of that draw is written', async () => {
  for (const early of [at(-DAY), at(-1)]) {
    expect((await admin(early)(DRAW, { drawId: 'december' })).errors?.[0]).toMatchObject({
      errorType: 'TooEarly',
      message: PRIZE_DRAW_NOT_CLOSED_MESSAGE,
    });
  }
  expect((await admin(at(DAY))(DRAWS)).data?.prizeDraws).toEqual([]);
  // Nothing was frozen either: the same draw id is drawn after the close, from the same entry (next test).
  expect((await admin(at(DAY))(COUNT)).data?.prizeDrawEntrantsCount).toBe(1);
});

test('the draw is made from entries before the close; a new winner is never an earlier one', async () => {
  // Left by earlier tests of this file: one entry before the close. Another from before this fix, stored after it.
  const second = uniqueEmail('second');
  expect((await freeEntry(at(-1000), second)).data?.enterPrizeDrawFree).toBe(true);
  const madeLate = at(DAY + 9 * 3600 * 1000).toISOString();
  await store().doc.send(
    new PutCommand({
      TableName: store().tableName,
      Item: {
        ...entryKey('after-close@example.com'),
        itemType: 'PrizeDrawEntry',
        id: randomUUID(),
        name: 'Late Entrant',
        email: 'after-close@example.com',
        createdAt: madeLate,
        draw: PRIZE_DRAW_CLOSES_AT.toISOString(),
        codeList: 'PrizeDrawEntry',
        codeDate: `${madeLate}#late`,
      },
    }),
  );

  const first = (await admin(at(2 * DAY))(DRAW, { drawId: 'december' })).data?.runPrizeDraw as {
    entriesCount: number;
    winnerEntryId: string;
    winnerEmail: string;
    winnerToldInAccount: boolean;
  };
  expect(first.entriesCount).toBe(2);
  // Both entries came from the form, not an account: nothing has told the winner, so the admin's screen says so.
  expect(first.winnerToldInAccount).toBe(false);
  expect(first.winnerEmail).not.toBe('after-close@example.com');

  // The winner did not reply (rule 8): a new winner is drawn from the others, never her again.
  expect((await admin(at(25 * DAY))(COUNT)).data?.prizeDrawEntrantsCount).toBe(1);
  const redraw = (await admin(at(25 * DAY))(DRAW, { drawId: 'december-2' })).data?.runPrizeDraw as typeof first;
  expect(redraw.entriesCount).toBe(1);
  expect(redraw.winnerEntryId).not.toBe(first.winnerEntryId);
  expect(redraw.winnerEmail).not.toBe(first.winnerEmail);
  expect(redraw.winnerEmail).not.toBe('after-close@example.com');
});

test('every entry is made with a deletion time, so one never drawn is gone too', async () => {
  const email = uniqueEmail('undrawn');
  expect((await freeEntry(at(-DAY), email)).data?.enterPrizeDrawFree).toBe(true);
  // 30 days after the last day the terms allow for the draw (7 days after the close).
  expect((await stored(email))?.expiresAt).toBe(Math.floor(CLOSE / 1000) + 37 * 24 * 3600);
  const exported = async (now: Date) =>
    (await admin(now)(`query { exportPrizeDrawEntrants }`)).data?.exportPrizeDrawEntrants as string;
  expect(await exported(at(36 * DAY))).toContain(email);
  expect(await exported(at(38 * DAY))).not.toContain(email);
  expect((await admin(at(365 * DAY))(COUNT)).data?.prizeDrawEntrantsCount).toBe(0);
});
