import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { entryKey } from '@/backend/store/prize-draw/current-draw';
import { getDrawResult, getWinnerEmail, markDrawRunning } from '@/backend/store/prize-draw/draw-records';
import { frozenListWait } from '@/backend/store/prize-draw/enter';
import { expireEntries } from '@/backend/store/prize-draw/entry-expiry';
import { freezeDraw, frozenEntryIds } from '@/backend/store/prize-draw/frozen-lists';
import type { Store } from '@/backend/store/store';
import { adminIdentity, graphqlAs, identityFor, useTestStore } from '@/backend/testing/test-api';
import type { AppSyncIdentity } from '@/backend/core/identity';
import { PRIZE_DRAW_ALREADY_DRAWN_MESSAGE, PRIZE_DRAW_CLOSES_AT } from '@/lib/prize-draw/closing';
import { freezeEntries } from '@/lib/prize-draw/draw';
import { withIndexLag } from '@/local/store/index-lag';

/**
 * Terms rule 3, while a draw is being made: a member who joined before the close and first signs in after the draw
 * has started is entered only if the draw is made from her entry, and is never its winner if she is told she is not
 * entered. Each case has a store of its own (one result of the current draw refuses every later first sign-in) and
 * sets the order of her sign-in and the draw's steps itself.
 */
const HOUR = 3600 * 1000;
const at = (offset: number) => new Date(PRIZE_DRAW_CLOSES_AT.getTime() + offset);
const drawnAt = at(9 * HOUR);
const FREE = `mutation($input: FreePrizeDrawEntryInput!) { enterPrizeDrawFree(input: $input) }`;
const ENTER = `mutation { enterPrizeDraw { id } }`;
const WITHDRAW = `mutation { withdrawPrizeDrawEntry }`;
const DRAW = `mutation($drawId: ID!) { runPrizeDraw(drawId: $drawId) { entriesCount winnerEntryId } }`;
const NOTICES = `query { myNotices { items { title } } }`;

type Answer = Awaited<ReturnType<ReturnType<typeof graphqlAs>>>;

const joinedDrawAt = (joinedAt: string): AppSyncIdentity => {
  const identity = identityFor();
  return { ...identity, claims: { ...identity.claims, 'custom:prize_draw': joinedAt } };
};

/** A promise the test resolves when it chooses. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

type Hook = (command: unknown) => Promise<void> | void;

/** The store as one caller sees it: `before` runs as each command is sent, `after` once it has answered. */
function hooked(base: Store, hooks: { before?: Hook; after?: Hook }): Store {
  const send = (async (command: unknown) => {
    await hooks.before?.(command);
    const answer = await base.doc.send(command as never);
    await hooks.after?.(command);
    return answer;
  }) as Store['doc']['send'];
  return { ...base, doc: Object.assign(Object.create(base.doc) as Store['doc'], { send }) };
}

const readsEntries = (command: unknown) =>
  command instanceof QueryCommand && command.input.ExpressionAttributeValues?.[':list'] === 'PrizeDrawEntry';
const writes = (itemType: string) => (command: unknown) =>
  command instanceof PutCommand && command.input.Item?.itemType === itemType;

/**
 * A draw of the current draw that reads the entries just after a late first sign-in has written hers: the draw
 * waits for her write before its read, she waits for its read before she looks for a frozen list, and once it
 * has read them the draw waits for `drawMayGoOn` (given her sign-in) before it freezes them.
 */
async function drawAroundLateSignIn(
  store: Store,
  member: AppSyncIdentity,
  drawMayGoOn: (signIn: Promise<Answer>) => Promise<unknown>,
): Promise<{ drawn: Answer; signIn: Answer }> {
  const herWrite = gate();
  const entriesRead = gate();
  let signIn: Promise<Answer> | undefined;
  const hers = hooked(store, {
    after: async (command) => {
      if (!writes('PrizeDrawEntry')(command)) return;
      herWrite.open();
      await entriesRead.opened;
    },
  });
  const drawing = hooked(store, {
    before: async (command) => {
      if (!readsEntries(command) || signIn) return;
      signIn = graphqlAs(hers, member, drawnAt)(ENTER);
      await herWrite.opened;
    },
    after: async (command) => {
      if (!readsEntries(command) || !signIn) return;
      entriesRead.open();
      await drawMayGoOn(signIn);
    },
  });
  const drawn = await graphqlAs(drawing, adminIdentity(), drawnAt)(DRAW, { drawId: 'december' });
  if (!signIn) throw new Error('the draw never read the entries');
  return { drawn, signIn: await signIn };
}

const storedEntry = async (store: Store, email: string) =>
  (await store.doc.send(new GetCommand({ TableName: store.tableName, Key: entryKey(email), ConsistentRead: true })))
    .Item;

const enterFree = async (store: Store) => {
  const visitor = `visitor.${randomUUID().slice(0, 8)}@example.com`;
  const free = graphqlAs(store, identityFor(randomUUID(), ['PrizeDrawService']), at(-HOUR));
  expect((await free(FREE, { input: { name: 'Ann Entrant', email: visitor } })).data?.enterPrizeDrawFree).toBe(true);
};

const defaultPause = frozenListWait.pause;
afterEach(() => {
  frozenListWait.pause = defaultPause;
});

const titlesOfNotices = async (store: Store, who: AppSyncIdentity) =>
  ((await graphqlAs(store, who, drawnAt)(NOTICES)).data?.myNotices as { items: { title: string }[] }).items.map(
    (notice) => notice.title,
  );

describe('her entry written after the draw has read the entries', () => {
  const store = useTestStore();

  test('is not entered: she is refused, and the draw is made without her', async () => {
    await enterFree(store());
    frozenListWait.pause = async () => {};
    const member = joinedDrawAt(at(-HOUR).toISOString());
    let signIn: Answer | undefined;
    let paused = false;
    const drawing = hooked(store(), {
      after: async (command) => {
        if (!readsEntries(command) || paused) return;
        paused = true;
        signIn = await graphqlAs(store(), member, drawnAt)(ENTER);
      },
    });
    const drawn = await graphqlAs(drawing, adminIdentity(), drawnAt)(DRAW, { drawId: 'december' });
    expect(drawn.errors).toBeUndefined();
    expect(drawn.data?.runPrizeDraw).toMatchObject({ entriesCount: 1 });

    expect(signIn?.errors?.[0]).toMatchObject({ errorType: 'AlreadyDrawn', message: PRIZE_DRAW_ALREADY_DRAWN_MESSAGE });
    expect(await storedEntry(store(), String(member.claims.email))).toBeUndefined();
    expect(await frozenEntryIds(store(), 'december')).toHaveLength(1);
  });
});

describe('her entry written a moment before the draw starts, while the index still lags', () => {
  const store = useTestStore();

  test('is entered: she is told so, and the draw is made from her entry', async () => {
    await enterFree(store());
    // As on DynamoDB, where an index shows a write up to a second later.
    const lagging = withIndexLag(store(), 300);
    const member = joinedDrawAt(at(-HOUR).toISOString());
    const signIn = await graphqlAs(lagging, member, drawnAt)(ENTER);
    expect(signIn.errors).toBeUndefined();

    const drawn = await graphqlAs(lagging, adminIdentity(), drawnAt)(DRAW, { drawId: 'december' });
    expect(drawn.errors).toBeUndefined();
    expect(drawn.data?.runPrizeDraw).toMatchObject({ entriesCount: 2 });
    expect(await frozenEntryIds(store(), 'december')).toContain((signIn.data?.enterPrizeDraw as { id: string }).id);
  });
});

describe('a draw started but still waiting for its index', () => {
  const store = useTestStore();

  test('her sign-in looks for its frozen list for as long as the draw waits, and finds herself in it', async () => {
    const lagging = withIndexLag(store(), 1000);
    const member = joinedDrawAt(at(-HOUR).toISOString());
    await markDrawRunning(store(), 'december', drawnAt);
    let pauses = 0;
    // The draw freezes her entry only after her third look, the last she would take if it had no index to wait for.
    frozenListWait.pause = async () => {
      pauses += 1;
      if (pauses < 3) return;
      const entry = await storedEntry(store(), String(member.claims.email));
      await freezeDraw(store(), 'december', freezeEntries([String(entry?.id)]), drawnAt, 'admin');
    };
    const signIn = await graphqlAs(lagging, member, drawnAt)(ENTER);

    expect(signIn.errors).toBeUndefined();
    expect(await storedEntry(store(), String(member.claims.email))).toBeDefined();
  });
});

describe('her entry read by the draw, which freezes while she looks for its list', () => {
  const store = useTestStore();

  test('is entered: she waits for the frozen list, finds herself in it and is kept', async () => {
    await enterFree(store());
    const member = joinedDrawAt(at(-HOUR).toISOString());
    const lookedOnce = gate();
    const frozen = gate();
    frozenListWait.pause = async () => {
      lookedOnce.open();
      await frozen.opened;
    };
    const { drawn, signIn } = await drawAroundLateSignIn(
      hooked(store(), { after: (command) => (writes('PrizeDrawFrozen')(command) ? frozen.open() : undefined) }),
      member,
      (signingIn) => Promise.race([signingIn, lookedOnce.opened]),
    );

    expect(signIn.errors).toBeUndefined();
    const entry = await storedEntry(store(), String(member.claims.email));
    expect(entry?.id).toBe((signIn.data?.enterPrizeDraw as { id: string }).id);
    expect(await frozenEntryIds(store(), 'december')).toContain(entry?.id);
    expect(drawn.errors).toBeUndefined();
    expect(drawn.data?.runPrizeDraw).toMatchObject({ entriesCount: 2 });
  });
});

describe('her entry read by the draw, which freezes only after she has been refused', () => {
  const store = useTestStore();

  test('she is refused, and the draw that chose her names no winner and tells nobody', async () => {
    frozenListWait.pause = async () => {};
    const member = joinedDrawAt(at(-HOUR).toISOString());
    // Hers is the only entry, so a draw made from what it read chooses her.
    const { drawn, signIn } = await drawAroundLateSignIn(store(), member, (signingIn) => signingIn);

    expect(signIn.errors?.[0]).toMatchObject({ errorType: 'AlreadyDrawn', message: PRIZE_DRAW_ALREADY_DRAWN_MESSAGE });
    expect(await frozenEntryIds(store(), 'december')).toHaveLength(1);
    expect(drawn.errors?.[0]).toMatchObject({
      errorType: 'Conflict',
      message: expect.stringMatching(/run the draw again/),
    });
    expect(await getDrawResult(store(), 'december')).toBeUndefined();
    expect(await getWinnerEmail(store(), 'december', drawnAt)).toBeNull();
    expect(await titlesOfNotices(store(), member)).toEqual(['You were not entered in the prize draw']);
    expect(await storedEntry(store(), String(member.claims.email))).toBeUndefined();
  });
});

describe('an entry withdrawn after the draw has read the entries', () => {
  const store = useTestStore();

  test('if it is chosen, the draw names no winner and tells nobody', async () => {
    const member = identityFor();
    expect((await graphqlAs(store(), member, at(-HOUR))(ENTER)).errors).toBeUndefined();
    let withdrawn: Answer | undefined;
    const drawing = hooked(store(), {
      after: async (command) => {
        if (readsEntries(command) && !withdrawn) withdrawn = await graphqlAs(store(), member, drawnAt)(WITHDRAW);
      },
    });
    const drawn = await graphqlAs(drawing, adminIdentity(), drawnAt)(DRAW, { drawId: 'december' });

    expect(withdrawn?.data?.withdrawPrizeDrawEntry).toBe(true);
    expect(drawn.errors?.[0]).toMatchObject({
      errorType: 'Conflict',
      message: expect.stringMatching(/run the draw again/),
    });
    expect(await getDrawResult(store(), 'december')).toBeUndefined();
    expect(await getWinnerEmail(store(), 'december', drawnAt)).toBeNull();
    expect(await titlesOfNotices(store(), member)).toEqual([]);
    expect(await storedEntry(store(), String(member.claims.email))).toBeUndefined();
  });

  test('settling a draw made from it gives it no deletion time, which would write it back', async () => {
    const member = identityFor();
    expect((await graphqlAs(store(), member, at(-HOUR))(ENTER)).errors).toBeUndefined();
    const entry = await storedEntry(store(), String(member.claims.email));
    expect((await graphqlAs(store(), member, drawnAt)(WITHDRAW)).data?.withdrawPrizeDrawEntry).toBe(true);

    expect(await expireEntries(store(), [entry!], drawnAt.toISOString())).toBe(0);
    expect(await storedEntry(store(), String(member.claims.email))).toBeUndefined();
  });
});
