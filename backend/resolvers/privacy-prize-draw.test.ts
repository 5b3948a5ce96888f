import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { getItem } from '@/backend/store/records';
import { emailDigest, entryKey } from '@/backend/store/prize-draw/current-draw';
import { drawKey, putDrawResult, putWinnerContact } from '@/backend/store/prize-draw/draw-records';
import { graphqlAs, identityFor, useTestStore } from '@/backend/testing/test-api';

/**
 * What the draw holds under her email rather than her account: the free form's daily counter of her address and her
 * contact as a winner go with her erasure, as the privacy notice says (at once, not when they expire), and a
 * winner's contact is in her download while it is kept.
 */
const store = useTestStore();
const NOW = new Date('2025-06-15T12:00:00Z');
const ERASE = 'mutation { deleteMyData { deletedItems unlinkedCodes } }';
const FREE = `mutation($input: FreePrizeDrawEntryInput!) { enterPrizeDrawFree(input: $input) }`;

const service = () => graphqlAs(store(), identityFor(randomUUID(), ['PrizeDrawService']), NOW);

const countersOf = async (email: string) =>
  (
    await store().doc.send(
      new QueryCommand({
        TableName: store().tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `RATE#prize-draw#${emailDigest(email)}` },
      }),
    )
  ).Items ?? [];

/** A draw already made, with `entryId` its winner and `email` the winner's contact. */
async function drawWon(entryId: string, email: string, winnerName: string) {
  const drawId = `draw-${randomUUID()}`;
  const drawnAt = NOW.toISOString();
  await putDrawResult(store(), drawId, { winnerEntryId: entryId, winnerName, drawnAt, drawnBy: 'admin' });
  await putWinnerContact(store(), drawId, email, drawnAt);
  return drawId;
}

test('a winner’s contact is in her download, and her erasure removes it and the form’s counter of her address', async () => {
  const me = identityFor();
  const email = String(me.claims.email);
  await service()(FREE, { input: { name: 'Ada Visitor', email } });
  const entry = await getItem(store(), entryKey(email));
  const won = await drawWon(String(entry?.id), email, 'Ada Visitor');
  // Someone else's win, and her counter, which must stay.
  const other = identityFor();
  const otherEmail = String(other.claims.email);
  await service()(FREE, { input: { name: 'Nell Visitor', email: otherEmail } });
  const theirs = await drawWon(randomUUID(), otherEmail, 'Nell Visitor');
  expect(await countersOf(email)).toHaveLength(1);

  const gql = graphqlAs(store(), me, NOW);
  const exported = JSON.parse((await gql('query { exportMyData }')).data?.exportMyData as string) as {
    prizeDrawWins: unknown[];
  };
  expect(exported.prizeDrawWins).toEqual([
    { drawId: won, drawnAt: NOW.toISOString(), winnerName: 'Ada Visitor', email },
  ]);

  // Her entry, her contact as the winner and her address's counter.
  expect((await gql(ERASE)).data?.deleteMyData).toEqual({ deletedItems: 3, unlinkedCodes: 0 });
  expect(await getItem(store(), drawKey(won, 'WinnerContact'))).toBeUndefined();
  expect(await countersOf(email)).toEqual([]);
  // The result stays (terms rule 10), and so does everything of anyone else.
  expect(await getItem(store(), drawKey(won, 'PrizeDraw'))).toMatchObject({ winnerName: 'Ada Visitor' });
  expect(await getItem(store(), drawKey(theirs, 'WinnerContact'))).toMatchObject({ email: otherEmail });
  expect(await countersOf(otherEmail)).toHaveLength(1);
  // A retry finds nothing more to remove.
  expect((await gql(ERASE)).data?.deleteMyData).toEqual({ deletedItems: 0, unlinkedCodes: 0 });
});

test('her erasure removes her contact as winner of an entry from her account, found by the entry', async () => {
  const me = identityFor();
  const gql = graphqlAs(store(), me, NOW);
  await gql(`mutation($input: CreateUserInput!) { createUser(input: $input) { id } }`, {
    input: { id: me.sub, given: 'Ada', family: 'Member' },
  });
  const entered = await gql(`mutation { enterPrizeDraw { id email } }`);
  const entry = entered.data?.enterPrizeDraw as { id: string; email: string };
  // The address she entered with, since changed: her entry says the contact is hers.
  const won = await drawWon(entry.id, `old.${entry.email}`, 'Ada Member');

  expect((await gql(ERASE)).data?.deleteMyData).toEqual({ deletedItems: 3, unlinkedCodes: 0 });
  expect(await getItem(store(), drawKey(won, 'WinnerContact'))).toBeUndefined();
});
