import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { entryKey, frozenEntryIds } from '@/backend/store/prize-draw';
import type { Store } from '@/backend/store/store';
import { adminIdentity, graphqlAs, identityFor, useTestStore } from '@/backend/testing/test-api';
import type { AppSyncIdentity } from '@/backend/core/identity';
import { PRIZE_DRAW_ALREADY_DRAWN_MESSAGE, PRIZE_DRAW_CLOSES_AT } from '@/lib/prize-draw/closing';

/**
 * Terms rule 3, while a draw is being made: a member who joined before the close and first signs in just after
 * the draw has read its entries, but before it has recorded its result, is in no draw, so she is not entered.
 * On a store of its own: the order of her sign-in and the draw's steps is set here.
 */
const store = useTestStore();

const HOUR = 3600 * 1000;
const at = (offset: number) => new Date(PRIZE_DRAW_CLOSES_AT.getTime() + offset);
const FREE = `mutation($input: FreePrizeDrawEntryInput!) { enterPrizeDrawFree(input: $input) }`;
const ENTER = `mutation { enterPrizeDraw { id } }`;
const DRAW = `mutation($drawId: ID!) { runPrizeDraw(drawId: $drawId) { entriesCount } }`;

const joinedDrawAt = (joinedAt: string): AppSyncIdentity => {
  const identity = identityFor();
  return { ...identity, claims: { ...identity.claims, 'custom:prize_draw': joinedAt } };
};

/** The store as the draw sees it: `afterEntriesRead` runs once the draw's read of the entries has answered. */
function pausingAfterEntriesRead(base: Store, afterEntriesRead: () => Promise<void>): Store {
  let paused = false;
  const send = (async (command: unknown) => {
    const answer = await base.doc.send(command as never);
    const values = command instanceof QueryCommand ? command.input.ExpressionAttributeValues : undefined;
    if (!paused && values?.[':list'] === 'PrizeDrawEntry') {
      paused = true;
      await afterEntriesRead();
    }
    return answer;
  }) as Store['doc']['send'];
  return { ...base, doc: Object.assign(Object.create(base.doc) as Store['doc'], { send }) };
}

test('a late first sign-in between the draw reading its entries and recording its result is not entered', async () => {
  const visitor = `visitor.${randomUUID().slice(0, 8)}@example.com`;
  const free = graphqlAs(store(), identityFor(randomUUID(), ['PrizeDrawService']), at(-HOUR));
  expect((await free(FREE, { input: { name: 'Ann Entrant', email: visitor } })).data?.enterPrizeDrawFree).toBe(true);

  const member = joinedDrawAt(at(-HOUR).toISOString());
  const drawnAt = at(9 * HOUR);
  let signIn: Awaited<ReturnType<ReturnType<typeof graphqlAs>>> | undefined;
  const drawing = pausingAfterEntriesRead(store(), async () => {
    signIn = await graphqlAs(store(), member, drawnAt)(ENTER);
  });
  const drawn = await graphqlAs(drawing, adminIdentity(), drawnAt)(DRAW, { drawId: 'december' });
  expect(drawn.errors).toBeUndefined();
  expect(drawn.data?.runPrizeDraw).toEqual({ entriesCount: 1 });

  expect(signIn?.errors?.[0]).toMatchObject({ errorType: 'AlreadyDrawn', message: PRIZE_DRAW_ALREADY_DRAWN_MESSAGE });
  const { Item } = await store().doc.send(
    new GetCommand({ TableName: store().tableName, Key: entryKey(String(member.claims.email)), ConsistentRead: true }),
  );
  expect(Item).toBeUndefined();
  expect(await frozenEntryIds(store(), 'december')).toHaveLength(1);
});
