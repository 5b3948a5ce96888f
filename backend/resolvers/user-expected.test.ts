import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { stopReminders } from '@/backend/jobs/reminders';
import { accessIdentityFor, graphqlAs, useTestStore } from '@/backend/testing/test-api';

/** updateUser's `expected`: two tabs on her account (/report, /settings, /plan) must not undo each other. */
const store = useTestStore();

const OPENED = new Date('2026-11-20T09:00:00.000Z');
const TAB_B_SAVES = new Date('2026-11-20T09:05:00.000Z');
const TAB_A_SAVES = new Date('2026-11-20T09:10:00.000Z');

const FIELDS = 'given phone gpQuestions reminder reminderPlan offerCategories updatedAt';
const UPDATE = `mutation($input: UpdateUserInput!) { updateUser(input: $input) { ${FIELDS} } }`;
const READ = `query($uid: ID!) { userByUid(uid: $uid) { items { ${FIELDS} } } }`;

const PLAN = { frequency: 'MONTHLY', timing: 'day-of-month', dayOfMonth: 1, time: '09:00', channel: 'email' };
const PLAN_JSON = JSON.stringify({ ...PLAN, startDate: '2026-11-20' });

/** Her record as both tabs read it when they opened (no GP questions, her phone from sign-up), and the API later. */
async function openedInTwoTabs() {
  const me = accessIdentityFor();
  const at = (now: Date) => graphqlAs(store(), me, now);
  await at(OPENED)(`mutation($input: CreateUserInput!) { createUser(input: $input) { id } }`, {
    input: { id: me.sub, given: 'Ann', phone: '+447700900123', offerCategories: ['TRAVEL', 'BEAUTY'] },
  });
  const read = async () => {
    const { data } = await at(TAB_A_SAVES)(READ, { uid: me.sub });
    return (data?.userByUid as { items: Record<string, unknown>[] }).items[0];
  };
  return { me, at, read };
}

/** AWSJSON is sent as JSON text. */
const expected = (values: Record<string, unknown>) => JSON.stringify(values);

test('a field saved in another tab since this one read it is refused as a Conflict, and the newer save stays', async () => {
  const { at, read } = await openedInTwoTabs();
  const fromB = await at(TAB_B_SAVES)(UPDATE, {
    input: { gpQuestions: 'Is the lump on my left normal?', expected: expected({ gpQuestions: null }) },
  });
  expect(fromB.errors).toBeUndefined();

  const fromA = await at(TAB_A_SAVES)(UPDATE, {
    input: { gpQuestions: 'family history?', expected: expected({ gpQuestions: null }) },
  });
  expect(fromA.errors?.[0]?.errorType).toBe('Conflict');
  expect(await read()).toMatchObject({
    gpQuestions: 'Is the lump on my left normal?',
    updatedAt: TAB_B_SAVES.toISOString(),
  });
});

test('another field changed since is no conflict: the fields sent are written, the other change stays', async () => {
  const { at, read } = await openedInTwoTabs();
  await at(TAB_B_SAVES)(UPDATE, { input: { reminder: 'WEEKLY', reminderPlan: PLAN_JSON, next: '2026-11-27' } });

  const fromA = await at(TAB_A_SAVES)(UPDATE, {
    input: { gpQuestions: 'family history?', expected: expected({ gpQuestions: null }) },
  });
  expect(fromA.errors).toBeUndefined();
  expect(await read()).toMatchObject({
    gpQuestions: 'family history?',
    reminder: 'WEEKLY',
    updatedAt: TAB_A_SAVES.toISOString(),
  });
});

test('what was read is compared by value: absent and null alike, a list by its items', async () => {
  const { at, read } = await openedInTwoTabs();
  // Her given name as stored, her GP questions never written (absent), her offer news as the API lists it.
  const fromA = await at(TAB_A_SAVES)(UPDATE, {
    input: {
      given: 'Anne',
      gpQuestions: 'family history?',
      offerCategories: ['TRAVEL'],
      expected: expected({ given: 'Ann', gpQuestions: null, offerCategories: ['TRAVEL', 'BEAUTY'] }),
    },
  });
  expect(fromA.errors).toBeUndefined();
  expect(await read()).toMatchObject({ given: 'Anne', offerCategories: ['TRAVEL'] });
});

test('a save sent again after it landed (its answer lost) is answered as saved, and nothing is written', async () => {
  const { at, read } = await openedInTwoTabs();
  // Her details as settings sends them: every field, a blank one as null; the phone as the form stores it.
  const details = {
    given: 'Anne',
    phone: '+447700900456',
    expected: expected({ given: 'Ann', phone: '+447700900123' }),
  };
  expect((await at(TAB_B_SAVES)(UPDATE, { input: details })).errors).toBeUndefined();

  const retry = await at(TAB_A_SAVES)(UPDATE, { input: details });
  expect(retry.errors).toBeUndefined();
  expect(retry.data?.updateUser).toMatchObject({
    given: 'Anne',
    phone: '+447700900456',
    updatedAt: TAB_B_SAVES.toISOString(),
  });
  expect(await read()).toMatchObject({ updatedAt: TAB_B_SAVES.toISOString() });
});

test('an update without `expected` (the app correcting her record itself) is written as before', async () => {
  const { at, read } = await openedInTwoTabs();
  await at(TAB_B_SAVES)(UPDATE, { input: { given: 'Anne' } });
  const unguarded = await at(TAB_A_SAVES)(UPDATE, { input: { given: 'Annie', expected: null } });
  expect(unguarded.errors).toBeUndefined();
  expect(await read()).toMatchObject({ given: 'Annie', updatedAt: TAB_A_SAVES.toISOString() });
});

test('`expected` may name only fields the update sends', async () => {
  const { at, read } = await openedInTwoTabs();
  const refused = await at(TAB_A_SAVES)(UPDATE, {
    input: { given: 'Anne', expected: expected({ given: 'Ann', phone: '+447700900123' }) },
  });
  expect(refused.errors?.[0]?.errorType).toBe('ValidationError');
  expect(await read()).toMatchObject({ given: 'Ann' });
});

test('reminders stopped by the email’s unsubscribe link are not turned back on by a /plan tab opened before', async () => {
  const { me, at, read } = await openedInTwoTabs();
  await at(OPENED)(UPDATE, { input: { reminder: 'MONTHLY', reminderPlan: PLAN_JSON, next: '2026-12-01' } });
  expect(await stopReminders(store(), me.sub)).toBe(true);

  const fromPlanTab = await at(TAB_A_SAVES)(UPDATE, {
    input: {
      reminder: 'WEEKLY',
      reminderPlan: JSON.stringify({ ...PLAN, frequency: 'WEEKLY', startDate: '2026-11-20' }),
      next: '2026-11-27',
      expected: expected({ reminder: 'MONTHLY', reminderPlan: PLAN_JSON }),
    },
  });
  expect(fromPlanTab.errors?.[0]?.errorType).toBe('Conflict');
  expect(await read()).toMatchObject({ reminder: 'NONE' });
});

/**
 * Tab A saves a GP question while another write (as the reminder job's or another tab's might) lands in the moment
 * between the resolver's read and its write, `races` times over. Answers with A's answer and her record after.
 */
async function saveQuestionMeetingWrites(races: number) {
  const { at, read } = await openedInTwoTabs();
  const doc = store().doc;
  const send = doc.send.bind(doc) as (command: unknown) => Promise<unknown>;
  let raced = 0;
  let racing = false;
  const race = jest.spyOn(doc, 'send').mockImplementation((async (command: unknown) => {
    const item = command instanceof PutCommand ? command.input.Item : undefined;
    if (item?.gpQuestions === 'family history?' && raced < races && !racing) {
      raced += 1;
      racing = true;
      await at(TAB_B_SAVES)(UPDATE, { input: { given: `Ann ${raced}` } });
      racing = false;
    }
    return send(command);
  }) as typeof doc.send);
  try {
    const fromA = await at(TAB_A_SAVES)(UPDATE, {
      input: { gpQuestions: 'family history?', expected: expected({ gpQuestions: null }) },
    });
    return { fromA, record: await read() };
  } finally {
    race.mockRestore();
  }
}

test('a write to another field landing between the read and the write is no conflict: the save is decided again', async () => {
  const { fromA, record } = await saveQuestionMeetingWrites(2);
  expect(fromA.errors).toBeUndefined();
  expect(record).toMatchObject({ gpQuestions: 'family history?', given: 'Ann 2', phone: '+447700900123' });
});

test('a record written under every attempt is still refused as a Conflict, not looped on', async () => {
  const { fromA, record } = await saveQuestionMeetingWrites(10);
  expect(fromA.errors?.[0]?.errorType).toBe('Conflict');
  expect(record).toMatchObject({ gpQuestions: null });
});
