import { accessIdentityFor, graphqlAs, useTestStore } from '@/backend/testing/test-api';

/** updateUser's expectedUpdatedAt: two tabs on her account (/report, /settings, /plan) must not undo each other. */
const store = useTestStore();

const OPENED = new Date('2026-11-20T09:00:00.000Z');
const TAB_B_SAVES = new Date('2026-11-20T09:05:00.000Z');
const TAB_A_SAVES = new Date('2026-11-20T09:10:00.000Z');

const UPDATE = `mutation($input: UpdateUserInput!) { updateUser(input: $input) { given phone gpQuestions updatedAt } }`;
const READ = `query($uid: ID!) { userByUid(uid: $uid) { items { given phone gpQuestions updatedAt } } }`;

/** Her record as both tabs read it when they opened, and a way to call the API at a later moment. */
async function openedInTwoTabs() {
  const me = accessIdentityFor();
  const at = (now: Date) => graphqlAs(store(), me, now);
  await at(OPENED)(`mutation($input: CreateUserInput!) { createUser(input: $input) { id } }`, {
    input: { id: me.sub, given: 'Ann', phone: '+447700900123' },
  });
  const read = async () => {
    const { data } = await at(TAB_A_SAVES)(READ, { uid: me.sub });
    return (data?.userByUid as { items: Record<string, unknown>[] }).items[0];
  };
  const { updatedAt } = (await read()) as { updatedAt: string };
  return { at, read, opened: updatedAt };
}

test('a save from a tab opened before another tab saved is refused as a Conflict, and the newer save stays', async () => {
  const { at, read, opened } = await openedInTwoTabs();
  const fromB = await at(TAB_B_SAVES)(UPDATE, {
    input: { expectedUpdatedAt: opened, gpQuestions: 'Is the lump on my left normal?' },
  });
  expect(fromB.errors).toBeUndefined();
  expect(fromB.data?.updateUser).toMatchObject({ updatedAt: TAB_B_SAVES.toISOString() });

  const fromA = await at(TAB_A_SAVES)(UPDATE, { input: { expectedUpdatedAt: opened, gpQuestions: 'family history?' } });
  expect(fromA.errors?.[0]?.errorType).toBe('Conflict');
  expect(await read()).toMatchObject({ gpQuestions: 'Is the lump on my left normal?', given: 'Ann' });
});

test('a save carrying the revision it was read at is written, and answers with its new revision', async () => {
  const { at, opened } = await openedInTwoTabs();
  const saved = await at(TAB_B_SAVES)(UPDATE, { input: { expectedUpdatedAt: opened, given: 'Anne' } });
  expect(saved.data?.updateUser).toEqual({
    given: 'Anne',
    phone: '+447700900123',
    gpQuestions: null,
    updatedAt: TAB_B_SAVES.toISOString(),
  });
  // The form then carries the new revision: its next save is not a conflict with its own first one.
  const again = await at(TAB_A_SAVES)(UPDATE, {
    input: { expectedUpdatedAt: TAB_B_SAVES.toISOString(), given: 'Annie' },
  });
  expect(again.data?.updateUser).toMatchObject({ given: 'Annie', updatedAt: TAB_A_SAVES.toISOString() });
});

test('a retry of a save that landed (same fields, the old revision) is answered as saved, not as a Conflict', async () => {
  const { at, read, opened } = await openedInTwoTabs();
  // Her details as settings sends them: every field, a blank one as null; the phone typed the UK way.
  const details = { expectedUpdatedAt: opened, given: 'Anne', phone: '07700 900456', gpQuestions: null };
  expect((await at(TAB_B_SAVES)(UPDATE, { input: details })).errors).toBeUndefined();

  const retry = await at(TAB_A_SAVES)(UPDATE, { input: details });
  expect(retry.errors).toBeUndefined();
  // Nothing written again: the answer is the record as the first save left it.
  expect(retry.data?.updateUser).toEqual({
    given: 'Anne',
    phone: '+447700900456',
    gpQuestions: null,
    updatedAt: TAB_B_SAVES.toISOString(),
  });
  expect(await read()).toMatchObject({ updatedAt: TAB_B_SAVES.toISOString() });
});

test('an update without a revision (the app correcting her record itself) is written as before', async () => {
  const { at, read, opened } = await openedInTwoTabs();
  await at(TAB_B_SAVES)(UPDATE, {
    input: { expectedUpdatedAt: opened, gpQuestions: 'Is the lump on my left normal?' },
  });
  const unguarded = await at(TAB_A_SAVES)(UPDATE, { input: { given: 'Anne' } });
  expect(unguarded.errors).toBeUndefined();
  expect(await read()).toMatchObject({
    given: 'Anne',
    gpQuestions: 'Is the lump on my left normal?',
    updatedAt: TAB_A_SAVES.toISOString(),
  });
});
