import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { singletonKey } from '@/backend/store/keys';
import { getItem } from '@/backend/store/records';
import { entryKey, legacyEntryKey } from '@/backend/store/prize-draw/current-draw';
import { putEntry } from '@/backend/store/prize-draw/enter';
import { deleteUnlinkedEntries, getUnlinkedEntries } from '@/backend/store/prize-draw/entries';
import type { Store } from '@/backend/store/store';
import { adminIdentity, graphqlAs, identityFor, useTestStore } from '@/backend/testing/test-api';
import type { AppSyncIdentity } from '@/backend/core/identity';

/**
 * Terms rule 5, one entry per person: spellings of an address that reach one inbox are one entry, by either route,
 * and an entry made on the free form with her email (by her, or by anyone who typed it) becomes hers when she enters
 * from her account with that email verified: the address as typed, or for Gmail with other dots. Another spelling
 * under the same key (a +tag) may be someone else's, so it is never linked to her, shown to her or erased with her.
 */
const store = useTestStore();
const NOW = new Date('2026-11-23T12:00:00Z');
const ENTER = `mutation { enterPrizeDraw { id name email createdAt linkedAt } }`;
const MINE = `query { myPrizeDrawEntry { id name } }`;
const FREE = `mutation($input: FreePrizeDrawEntryInput!) { enterPrizeDrawFree(input: $input) }`;

type Entry = { id: string; name: string; email: string; createdAt: string; linkedAt: string | null };

const service = () => graphqlAs(store(), identityFor(randomUUID(), ['PrizeDrawService']), NOW);
const enterFree = async (name: string, email: string) =>
  expect((await service()(FREE, { input: { name, email } })).data?.enterPrizeDrawFree).toBe(true);
const entrantsCount = async () =>
  (await graphqlAs(store(), adminIdentity(), NOW)(`query { prizeDrawEntrantsCount }`)).data
    ?.prizeDrawEntrantsCount as number;
/** A Gmail user name of letters and digits only, so tests do not meet each other's entries. */
const gmailUser = () => `jane${randomUUID().slice(0, 8)}`;

/** A member whose ID token carries `email`, verified, and whose account has a name. */
async function member(email: string, given = 'Jane', family = 'Account'): Promise<AppSyncIdentity> {
  const identity = identityFor();
  const withEmail = { ...identity, claims: { ...identity.claims, email } };
  await store().doc.send(
    new PutCommand({
      TableName: store().tableName,
      Item: {
        ...singletonKey(identity.sub, 'User'),
        itemType: 'User',
        id: identity.sub,
        uid: identity.sub,
        given,
        family,
      },
    }),
  );
  return withEmail;
}

test('one inbox is one entry on the free form: a +tag, dots in a Gmail address and googlemail.com change nothing', async () => {
  const user = gmailUser();
  const before = await entrantsCount();
  await enterFree('Jane Typed', `${user}@gmail.com`);
  await enterFree('Jane Again', `${user}+1@gmail.com`);
  await enterFree('Jane Dotted', `${user.slice(0, 2)}.${user.slice(2)}@googlemail.com`);
  expect(await entrantsCount()).toBe(before + 1);
  // The address as she typed it is kept, to write to her if she wins.
  expect(await getItem(store(), entryKey(`${user}@gmail.com`))).toMatchObject({
    name: 'Jane Typed',
    email: `${user}@gmail.com`,
  });
});

test('the free form’s per-address daily limit counts every spelling of an address as one', async () => {
  const user = `tries${randomUUID().slice(0, 8)}`;
  for (let n = 1; n <= 5; n += 1) await enterFree('Many Tries', `${user}+${n}@example.com`);
  const sixth = await service()(FREE, { input: { name: 'Many Tries', email: `${user}+6@example.com` } });
  expect(sixth.errors?.[0]).toMatchObject({ errorType: 'BadRequest' });
});

test('a member meets, as hers, the entry made on the form with her Gmail address dotted another way', async () => {
  const user = gmailUser();
  await enterFree('Jane Typed', `${user}@googlemail.com`);
  const typed = await getItem(store(), entryKey(`${user}@gmail.com`));
  const jane = await member(`${user.slice(0, 3)}.${user.slice(3)}@gmail.com`);
  const entered = (await graphqlAs(store(), jane, NOW)(ENTER)).data?.enterPrizeDraw as Entry;
  expect(entered).toMatchObject({ id: typed?.id, createdAt: typed?.createdAt, email: `${user}@googlemail.com` });
  expect(entered.linkedAt).toBe(NOW.toISOString());
});

test('an entry made on the form with a +tag of her address is not handed to her: she is told it is already entered', async () => {
  const email = `jane.${randomUUID().slice(0, 8)}@corp.example`;
  const tagged = email.replace('@', '+1@');
  await enterFree('Another Jane', tagged);
  const before = await getItem(store(), entryKey(tagged));
  const entered = await graphqlAs(store(), await member(email), NOW)(ENTER);
  expect(entered.errors?.[0]).toMatchObject({
    errorType: 'Conflict',
    message: 'This email address, or another way of writing it, is already entered in the draw',
  });
  // Still the form's entry, in no account: the one who typed it keeps it, and it is not in her export or erasure.
  expect(await getItem(store(), entryKey(tagged))).toEqual(before);
  expect(await getUnlinkedEntries(store(), email, NOW)).toEqual([]);
  expect(await deleteUnlinkedEntries(store(), email)).toBe(0);
  expect(await getItem(store(), entryKey(tagged))).toEqual(before);
});

test('an entry a stranger made with her email on the form becomes hers, under her account’s name, in its place', async () => {
  const email = `owner.${randomUUID().slice(0, 8)}@example.com`;
  const before = await entrantsCount();
  await enterFree('Someone Else', email);
  const made = await getItem(store(), entryKey(email));
  const owner = await member(email, 'Olive', 'Owner');
  const gql = graphqlAs(store(), owner, NOW);
  const entered = await gql(ENTER);
  expect(entered.errors).toBeUndefined();
  expect(entered.data?.enterPrizeDraw).toEqual({
    id: made?.id,
    name: 'Olive Owner',
    email,
    createdAt: made?.createdAt,
    linkedAt: NOW.toISOString(),
  });
  expect(await entrantsCount()).toBe(before + 1);
  // Hers from now on: pressing again gives the same entry, and she sees and can withdraw it.
  expect((await gql(ENTER)).data?.enterPrizeDraw).toEqual(entered.data?.enterPrizeDraw);
  expect((await gql(MINE)).data?.myPrizeDrawEntry).toEqual({ id: made?.id, name: 'Olive Owner' });
  expect((await gql(`mutation { withdrawPrizeDrawEntry }`)).data?.withdrawPrizeDrawEntry).toBe(true);
  expect(await getItem(store(), entryKey(email))).toBeUndefined();
});

test('two presses at once link the form’s entry once and give her the same entry', async () => {
  const email = `twice.${randomUUID().slice(0, 8)}@example.com`;
  await enterFree('Someone Else', email);
  const gql = graphqlAs(store(), await member(email), NOW);
  const [a, b] = await Promise.all([gql(ENTER), gql(ENTER)]);
  expect([a.errors, b.errors]).toEqual([undefined, undefined]);
  expect(a.data?.enterPrizeDraw).toEqual(b.data?.enterPrizeDraw);
});

test('an entry in another account, under any spelling of the address, is still refused', async () => {
  const user = gmailUser();
  const first = await member(`${user}@gmail.com`);
  expect((await graphqlAs(store(), first, NOW)(ENTER)).errors).toBeUndefined();
  const second = await member(`${user}+other@googlemail.com`);
  expect((await graphqlAs(store(), second, NOW)(ENTER)).errors?.[0]).toMatchObject({ errorType: 'Conflict' });
  expect((await graphqlAs(store(), second, NOW)(MINE)).data?.myPrizeDrawEntry).toBeNull();
});

/** The store as her call sees it, with `before` run as each command is sent. */
function hooked(base: Store, before: (command: unknown) => Promise<void>): Store {
  const send = (async (command: unknown) => {
    await before(command);
    return base.doc.send(command as never);
  }) as Store['doc']['send'];
  return { ...base, doc: Object.assign(Object.create(base.doc) as Store['doc'], { send }) };
}

const links = (command: unknown) =>
  command instanceof UpdateCommand && command.input.ExpressionAttributeValues?.[':uid'] !== undefined;

test('an entry withdrawn while she links it leaves her entered with an entry of her own', async () => {
  const email = `withdrawn.${randomUUID().slice(0, 8)}@example.com`;
  await enterFree('Someone Else', email);
  const made = await getItem(store(), entryKey(email));
  let withdrawn = false;
  const racing = hooked(store(), async (command) => {
    if (!links(command) || withdrawn) return;
    withdrawn = true;
    await store().doc.send(new DeleteCommand({ TableName: store().tableName, Key: entryKey(email) }));
  });
  const entered = await graphqlAs(racing, await member(email, 'Wendy', 'Member'), NOW)(ENTER);
  expect(withdrawn).toBe(true);
  expect(entered.errors).toBeUndefined();
  expect(entered.data?.enterPrizeDraw).toMatchObject({ name: 'Wendy Member', linkedAt: null });
  expect((entered.data?.enterPrizeDraw as Entry).id).not.toBe(made?.id);
  expect(await getItem(store(), entryKey(email))).toMatchObject({ id: (entered.data?.enterPrizeDraw as Entry).id });
});

test('her erasure and export find the entries under her address, with Gmail’s dots, and no one else’s', async () => {
  const user = gmailUser();
  await enterFree('Jane Dotted', `${user.slice(0, 2)}.${user.slice(2)}@gmail.com`);
  await enterFree('Someone Else', `${user}x@gmail.com`);
  const verified = `${user.slice(0, 1)}.${user.slice(1)}@googlemail.com`;
  expect(await getUnlinkedEntries(store(), verified, NOW)).toEqual([expect.objectContaining({ name: 'Jane Dotted' })]);
  expect(await deleteUnlinkedEntries(store(), verified)).toBe(1);
  expect(await getItem(store(), entryKey(`${user}x@gmail.com`))).toMatchObject({ name: 'Someone Else' });
});

test('an entry written before keys were canonical is still met, and still found for her erasure', async () => {
  const email = `Old.${randomUUID().slice(0, 8)}+tag@Example.com`;
  const legacyKey = legacyEntryKey(email)!;
  const { item } = await putEntry(store(), { id: randomUUID(), name: 'Old Entry', email }, NOW);
  // As it was written then: the same entry under the hash of the address as typed.
  await store().doc.send(new DeleteCommand({ TableName: store().tableName, Key: entryKey(email) }));
  await store().doc.send(new PutCommand({ TableName: store().tableName, Item: { ...item, ...legacyKey } }));
  const again = await putEntry(store(), { id: randomUUID(), name: 'New Entry', email: email.toLowerCase() }, NOW);
  expect(again).toMatchObject({ created: false, item: { id: item.id, name: 'Old Entry' } });
  expect(await getItem(store(), entryKey(email))).toBeUndefined();
  expect(await deleteUnlinkedEntries(store(), email)).toBe(1);
  expect(await getItem(store(), legacyKey)).toBeUndefined();
});
