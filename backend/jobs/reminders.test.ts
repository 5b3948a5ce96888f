/**
 * The scheduled reminder job against the local store (dynalite, as the local stack runs it): one email per
 * due user, none twice across runs, and the unsubscribe link stops them.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { singletonKey } from '@/backend/store/keys';
import { MONTHLY_PLAN as monthly, putCheckWithPeriodStart, putUserWithPlan } from '@/backend/testing/reminder-users';
import type { Store } from '@/backend/store/store';
import { allItemsOfUser } from '@/backend/store/records';
import { deleteMyData } from '@/backend/resolvers/privacy';
import { startLocalStack, type LocalStack } from '@/local/server';
import { accessIdentityFor, graphqlAs, identityFor } from '@/backend/testing/test-api';
import { claimReminderSend } from '@/backend/store/reminder-sends';
import { reminderSendKey, type ReminderPlan } from '@/lib/reminders';
import { runReminders, type OutgoingReminder } from './reminders';
import { unsubscribeWithToken } from './unsubscribe';

const KEYS = ['a-test-only reminder signing key of enough length'];
let stack: LocalStack;
let store: Store;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, inMemory: true, api: { seedDemo: false }, log: () => {} });
  store = stack.api!.store;
}, 60_000);
afterAll(() => stack.close());

const putUser = (uid: string, plan: ReminderPlan | null, next: string | null) =>
  putUserWithPlan(store, { uid, plan, next });

async function storedUser(uid: string) {
  return (
    await store.doc.send(
      new GetCommand({ TableName: store.tableName, Key: singletonKey(uid, 'User'), ConsistentRead: true }),
    )
  ).Item!;
}

function run(now: string, sent: OutgoingReminder[]) {
  return runReminders({
    store,
    now: new Date(now),
    siteUrl: 'https://venus.example',
    siteName: 'Venus',
    signingKeys: KEYS,
    send: async (mail) => void sent.push(mail),
  });
}

test('one email per due user; a second run sends none; next moves on; the unsubscribe link stops them', async () => {
  await putUser('due-1', monthly, '2026-03-05');
  await putUser('due-2', { ...monthly, frequency: 'WEEKLY' }, '2026-03-04');
  await putUser('not-yet', monthly, '2026-04-05');
  await putUser('new-plan', monthly, null);
  await putUser('no-plan', null, null);

  const sent: OutgoingReminder[] = [];
  // 5 March 2026, 09:30 London (GMT): both due reminders have passed their time.
  const first = await run('2026-03-05T09:30:00Z', sent);
  expect(sent.map((mail) => mail.to).sort()).toEqual(['due-1@example.com', 'due-2@example.com']);
  expect(first).toMatchObject({ sent: 2, scheduled: 1 });
  expect((await storedUser('due-1')).next).toBe('2026-04-05');
  expect((await storedUser('new-plan')).next).toBe('2026-04-05');
  expect((await storedUser('not-yet')).next).toBe('2026-04-05');
  expect(sent[0]!.text).not.toMatch(/breast/i);

  // Two runs for the same due date (a retry, or next not yet stored): the claim is taken, nothing is sent.
  await putUser('due-1', monthly, '2026-03-05');
  const second = await run('2026-03-05T09:31:00Z', sent);
  expect(second.sent).toBe(0);
  expect(sent).toHaveLength(2);

  // The link in the email works without a session.
  const link = new URL(
    sent.find((mail) => mail.to === 'due-2@example.com')!.headers['List-Unsubscribe'].replace(/^<|>$/g, ''),
  );
  const token = link.searchParams.get('token')!;
  expect(await unsubscribeWithToken(store, token, KEYS, new Date('2026-03-06T00:00:00Z'))).toBe('stopped');
  expect(await unsubscribeWithToken(store, `${token}x`, KEYS, new Date('2026-03-06T00:00:00Z'))).toBe('invalid');
  const stopped = await storedUser('due-2');
  expect(stopped.reminder).toBe('NONE');
  expect(JSON.parse(String(stopped.reminderPlan)).frequency).toBe('NONE');
  expect(stopped.next).toBeUndefined();
  const later = await run('2026-03-20T09:30:00Z', sent);
  expect(sent.filter((mail) => mail.to === 'due-2@example.com')).toHaveLength(1);
  expect(later.sent).toBe(0);
}, 60_000);

test('erasure also removes the send markers of her reminders', async () => {
  await putUser('erased', monthly, '2026-03-05');
  await run('2026-03-05T10:00:00Z', []);
  expect((await allItemsOfUser(store, 'erased')).map((item) => item.sk)).toEqual(
    expect.arrayContaining(['ReminderSent', 'User']),
  );
  await deleteMyData({}, { caller: { sub: 'erased' }, store, now: new Date() } as never);
  expect(await allItemsOfUser(store, 'erased')).toEqual([]);
}, 60_000);

test("a plan saved through the API puts her in the job's collection, and clearing it takes her out", async () => {
  const identity = identityFor();
  const gql = graphqlAs(store, identity);
  const save = (plan: ReminderPlan | null) =>
    gql(`mutation($input: UpdateUserInput!) { updateUser(input: $input) { reminderPlan } }`, {
      input: { reminderPlan: plan && JSON.stringify(plan) },
    });
  const created = await gql(`mutation($input: CreateUserInput!) { createUser(input: $input) { id } }`, {
    input: { id: identity.sub },
  });
  expect(created.errors).toBeUndefined();
  // The earlier tests' users with plans are still in the store; she adds to them only while she has a plan.
  const others = (await run('2026-03-05T09:30:00Z', [])).users;

  expect((await save(monthly)).errors).toBeUndefined();
  expect((await run('2026-03-05T09:30:00Z', [])).users).toBe(others + 1);
  expect((await storedUser(identity.sub)).next).toEqual(expect.any(String));
  // The index attribute is the table's own: the API never shows it.
  expect(JSON.stringify((await save(monthly)).data)).not.toMatch(/codeList|codeDate/);

  expect((await save(null)).errors).toBeUndefined();
  expect((await storedUser(identity.sub)).codeList).toBeUndefined();
  expect((await run('2026-03-06T09:30:00Z', [])).users).toBe(others);
});

test('her reminder goes to the email her ID token verified; an address sent to the API is refused', async () => {
  const victim = 'victim@example.org';
  const idToken = identityFor();
  const accessToken = accessIdentityFor(idToken.sub);
  const create = `mutation($input: CreateUserInput!) { createUser(input: $input) { email } }`;
  const update = `mutation($input: UpdateUserInput!) { updateUser(input: $input) { email reminderPlan } }`;
  const due = { reminder: 'MONTHLY', reminderPlan: JSON.stringify(monthly), next: '2026-03-05' };

  const chosenAtCreate = await graphqlAs(store, accessToken)(create, { input: { id: idToken.sub, email: victim } });
  expect(chosenAtCreate.errors?.[0]?.message).toMatch(/"email" is not defined by type "CreateUserInput"/);
  const created = await graphqlAs(store, idToken)(create, { input: { id: idToken.sub } });
  expect(created.data?.createUser).toEqual({ email: idToken.claims.email });

  const chosenAtUpdate = await graphqlAs(store, accessToken)(update, { input: { ...due, email: victim } });
  expect(chosenAtUpdate.errors?.[0]?.message).toMatch(/"email" is not defined by type "UpdateUserInput"/);
  const saved = await graphqlAs(store, accessToken)(update, { input: due });
  expect(saved.data?.updateUser).toMatchObject({ email: idToken.claims.email });

  const sent: OutgoingReminder[] = [];
  await run('2026-03-05T09:30:00Z', sent);
  expect(sent.filter((mail) => mail.to === idToken.claims.email)).toHaveLength(1);
  expect(sent.filter((mail) => mail.to === victim)).toEqual([]);
}, 60_000);

test('a record with no verified email gets no reminder: her username is not an address to send to', async () => {
  const accessToken = accessIdentityFor();
  const gql = graphqlAs(store, accessToken);
  await gql(`mutation($input: CreateUserInput!) { createUser(input: $input) { id } }`, {
    input: { id: accessToken.sub },
  });
  const saved = await gql(`mutation($input: UpdateUserInput!) { updateUser(input: $input) { email } }`, {
    input: { reminder: 'MONTHLY', reminderPlan: JSON.stringify(monthly), next: '2026-03-05' },
  });
  expect(saved.data?.updateUser).toEqual({ email: null });

  const sent: OutgoingReminder[] = [];
  await run('2026-03-05T09:45:00Z', sent);
  expect(sent.filter((mail) => mail.to === accessToken.username)).toEqual([]);
  expect((await storedUser(accessToken.sub)).next).toBe('2026-04-05');
}, 60_000);

test('while her health features are paused the job reads none of her checks, even for a cycle-timed plan', async () => {
  const uid = 'paused-cycle';
  await putUserWithPlan(store, { uid, plan: { ...monthly, timing: 'cycle' }, next: null });
  const reads = jest.spyOn(store.doc, 'send');
  const readHerChecks = () =>
    reads.mock.calls.some(([command]) => {
      const input = (command as { input?: { IndexName?: string; ExpressionAttributeValues?: Record<string, unknown> } })
        .input;
      return input?.IndexName === 'byUid' && input.ExpressionAttributeValues?.[':uid'] === uid;
    });
  await run('2026-03-01T09:30:00Z', []);
  expect(readHerChecks()).toBe(true);

  reads.mockClear();
  await store.doc.send(
    new UpdateCommand({
      TableName: store.tableName,
      Key: singletonKey(uid, 'User'),
      UpdateExpression: 'SET healthPaused = :true',
      ExpressionAttributeValues: { ':true': true },
    }),
  );
  reads.mockClear();
  await run('2026-03-02T09:30:00Z', []);
  expect(readHerChecks()).toBe(false);
  // The plan still works, by its day of the month.
  expect((await storedUser(uid)).next).toEqual(expect.any(String));
  reads.mockRestore();
});

test('a cycle-timed reminder moves when she records a late period, so the old date sends nothing', async () => {
  const uid = 'late-period';
  // Set on 1 February with starts on 1 and 29 January; sent on 8 February and 8 March, next stored as 5 April.
  await putUserWithPlan(store, {
    uid,
    plan: { ...monthly, timing: 'cycle', startDate: '2026-02-01' },
    next: '2026-04-05',
  });
  await putCheckWithPeriodStart(store, uid, '2026-01-02T10:00:00.000Z', '2026-01-01');
  await putCheckWithPeriodStart(store, uid, '2026-01-30T10:00:00.000Z', '2026-01-29');
  await run('2026-03-16T09:30:00Z', []);
  expect((await storedUser(uid)).next).toBe('2026-04-05');

  // Her period was late: it started on 8 March, which she records with a check on 19 March.
  await putCheckWithPeriodStart(store, uid, '2026-03-19T10:00:00.000Z', '2026-03-08');
  await run('2026-03-19T10:05:00Z', []);
  expect((await storedUser(uid)).next).toBe('2026-04-20');

  const sent: OutgoingReminder[] = [];
  await run('2026-04-05T09:30:00Z', sent);
  expect(sent.filter((mail) => mail.to === `${uid}@example.com`)).toEqual([]);
  await run('2026-04-20T09:30:00Z', sent);
  expect(sent.filter((mail) => mail.to === `${uid}@example.com`)).toHaveLength(1);
}, 60_000);

test('a cycle date worked out again after a reminder went is not put into the same period', async () => {
  const uid = 'old-offset';
  // Periods started on 28 February and 30 March. The release that timed reminders 7 days after a start sent the
  // one due on 6 April (the job keeps its send record) and stored 6 May as next.
  await putUserWithPlan(store, {
    uid,
    plan: { ...monthly, timing: 'cycle', startDate: '2026-02-01' },
    next: '2026-05-06',
  });
  await putCheckWithPeriodStart(store, uid, '2026-03-01T10:00:00.000Z', '2026-02-28');
  await putCheckWithPeriodStart(store, uid, '2026-03-31T10:00:00.000Z', '2026-03-30');
  const sendKey = reminderSendKey(uid, '2026-04-06');
  expect(
    await claimReminderSend(store, { uid, sendKey, dueDate: '2026-04-06', now: new Date('2026-04-06T08:00:00Z') }),
  ).toBe(true);

  const sent: OutgoingReminder[] = [];
  await run('2026-04-07T09:30:00Z', sent);
  // Ten days after the next start expected (29 April), not 9 April, 3 days after the one she had.
  expect((await storedUser(uid)).next).toBe('2026-05-09');
  await run('2026-04-09T09:30:00Z', sent);
  expect(sent.filter((mail) => mail.to === `${uid}@example.com`)).toEqual([]);
}, 60_000);
