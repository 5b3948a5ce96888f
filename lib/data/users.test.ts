import { randomUUID } from 'node:crypto';
import { MyPrizeDrawEntryDocument, WithdrawPrizeDrawEntryDocument } from '@/graphql/generated/types';
import { putEntry } from '@/backend/store/prize-draw/enter';
import { markNoticeRead, putNotice } from '@/backend/store/notices';
import { noticeId, prizeDrawTooLateNotice } from '@/lib/notices/rules';
import { SEED_ACCOUNTS } from '@/local/identity/seed';
import { callCognito, useDataTestStack } from '@/local/test-support';
import { CUSTOM_ATTRIBUTES } from '@/lib/validation/custom-attributes';
import { getClient } from './client';
import { loadAccount, loadCurrentUser, recordVerifiedEmail, updateProfileDetails } from './users';
import { forgetEndedPrizeDrawConsent } from './prize-draw-consent';
import { PRIZE_DRAW_CLOSES_AT, PRIZE_DRAW_ENTRIES_MAY_BE_GONE_AT } from '@/lib/prize-draw/closing';
import type { ConsentChange } from '@/lib/auth/identity-admin';

/** lib/data against the local stack's real /graphql; only the request-scoped client is replaced. */
jest.mock('./client', () => jest.requireActual('@/local/test-support').dataTestClientModule);
// The identity service's side of a first sign-in is tested in lib/auth/consent-repair.test.ts.
jest.mock('@/lib/auth/consent-repair', () => ({ repairMissingConsentRecords: async () => ({}) }));
/** Her consent records as the server would change them (its admin credentials are tested in lib/auth). */
const consentRecords: Record<string, string> = {};
jest.mock('@/lib/auth/identity-admin', () => ({
  changeConsentRecords: async (_session: unknown, decide: (current: Record<string, string>) => ConsentChange) => {
    const change = decide({ ...consentRecords });
    for (const name of change.remove ?? []) delete consentRecords[name];
    return change;
  },
}));

const data = useDataTestStack();
const { signIn } = data;
const [demo] = SEED_ACCOUNTS;

test('the demo user’s account loads with her completed profile', async () => {
  const session = await signIn(demo.email, demo.password);
  const result = await loadAccount(session);
  expect(result).toEqual({
    ok: true,
    value: {
      user: expect.objectContaining({
        uid: session.sub,
        givenName: 'Demo',
        reminder: 'MONTHLY',
        hasCompletedProfile: true,
      }),
      profile: {
        status: 'complete',
        summary: expect.objectContaining({ applicable: true, level: expect.any(String) }),
        answersSavedAt: expect.any(String),
      },
    },
  });
});

test('a first sign-in creates her record from the token, once', async () => {
  data.stack().identity.createUser({
    email: 'first@example.com',
    password: 'First-Passw0rd!',
    status: 'CONFIRMED',
    attributes: { given_name: 'Grace', family_name: 'Hopper' },
  });
  const session = await signIn('first@example.com', 'First-Passw0rd!');
  const [a, b] = await Promise.all([loadCurrentUser(session), loadCurrentUser(session)]);
  expect(a).toMatchObject({ uid: session.sub, givenName: 'Grace', familyName: 'Hopper', email: 'first@example.com' });
  expect(b.memberSince).toBe(a.memberSince);
  expect(await loadAccount(session)).toMatchObject({ ok: true, value: { profile: { status: 'not-started' } } });

  const saved = await updateProfileDetails(
    { prefix: 'Dr', given: 'Grace', family: null, dob: '1970-12-09', phone: '07700 900982' },
    (await loadCurrentUser(session)).read,
  );
  expect(saved).toMatchObject({ prefix: 'Dr', familyName: null, dateOfBirth: '1970-12-09' });
  // Her details never carry her reminders: those stay as /plan set them.
  expect(saved).toMatchObject({ reminder: a.reminder, reminderPlan: a.reminderPlan, nextCheckDue: a.nextCheckDue });
  expect(await loadCurrentUser(session)).toEqual(saved);
});

test('the phone and title she gave at sign-up are on the record her first sign-in makes', async () => {
  const session = await data.newMember('sign-up-details', {
    given_name: 'Grace',
    phone_number: '+447700900982',
    [CUSTOM_ATTRIBUTES.prefix]: 'Dr',
  });
  expect(await loadCurrentUser(session)).toMatchObject({ givenName: 'Grace', phone: '+447700900982', prefix: 'Dr' });
});

test('after she verifies a new email and signs in again, her record takes it from her ID token', async () => {
  const before = await data.newMember('changing');
  expect((await loadCurrentUser(before)).email).toBe(before.email);
  const newEmail = `changed-${before.sub.slice(0, 8)}@example.com`;
  const change = { AccessToken: before.accessToken, UserAttributes: [{ Name: 'email', Value: newEmail }] };
  expect((await callCognito(data.stack(), 'UpdateUserAttributes', change)).status).toBe(200);
  const code = data.stack().identity.mailbox(newEmail)[0]?.code ?? '';
  const verify = { AccessToken: before.accessToken, AttributeName: 'email', Code: code };
  expect((await callCognito(data.stack(), 'VerifyUserAttribute', verify)).status).toBe(200);

  await data.signIn(newEmail, 'Member-Passw0rd!');
  expect((await loadCurrentUser(before)).email).toBe(before.email);
  expect(await recordVerifiedEmail()).toMatchObject({ uid: before.sub, email: newEmail });
});

test('a member who ticked the prize draw at sign-up is entered on her first sign-in, with her email', async () => {
  const session = await data.newMember('prize-draw', {
    given_name: 'Ada',
    family_name: 'Byron',
    [CUSTOM_ATTRIBUTES.prizeDraw]: '2026-11-23T12:00:00.000Z',
  });
  expect(session.prizeDrawJoinedAt).toBe('2026-11-23T12:00:00.000Z');
  const myEntry = async () =>
    (await getClient().query({ query: MyPrizeDrawEntryDocument })).data?.myPrizeDrawEntry ?? null;
  expect(await myEntry()).toBeNull();
  await loadCurrentUser(session);
  expect(await myEntry()).toMatchObject({ name: 'Ada Byron', email: session.email });
  expect(console.error).not.toHaveBeenCalled();
});

test('her first sign-in takes as hers the entry she made with her email before she had an account', async () => {
  const session = await data.newMember('prize-draw-visitor', {
    [CUSTOM_ATTRIBUTES.prizeDraw]: new Date().toISOString(),
  });
  const store = data.stack().api!.store;
  await putEntry(store, { id: randomUUID(), name: 'Ada Visitor', email: session.email }, new Date());
  await loadCurrentUser(session);
  // Only her ID token's verified email links it: her record's email, which she can write, never does.
  expect((await getClient().query({ query: MyPrizeDrawEntryDocument })).data?.myPrizeDrawEntry).toMatchObject({
    name: 'Ada Visitor',
    email: session.email,
  });
  expect(console.error).not.toHaveBeenCalled();
});

test('a member who did not tick it is not entered', async () => {
  const session = await data.newMember('no-prize-draw');
  expect(session.prizeDrawJoinedAt).toBeUndefined();
  await loadCurrentUser(session);
  expect((await getClient().query({ query: MyPrizeDrawEntryDocument })).data?.myPrizeDrawEntry).toBeNull();
});

test('a token the API refuses is "unauthorised", an unreachable API "unavailable"; both are logged without data', async () => {
  const session = await signIn(demo.email, demo.password);
  // Like AppSync, /graphql accepts a signed-out token until it expires; a token it cannot verify is refused.
  data.sendToken(`${session.accessToken.slice(0, -4)}AAAA`);
  expect(await loadAccount(session)).toEqual({ ok: false, reason: 'unauthorised' });

  const fresh = await signIn(demo.email, demo.password);
  data.sendTo('http://127.0.0.1:9/graphql');
  try {
    expect(await loadAccount(fresh)).toEqual({ ok: false, reason: 'unavailable' });
  } finally {
    data.sendTo(null);
  }
  const logged = JSON.stringify((console.error as jest.Mock).mock.calls);
  expect(logged).toContain('[data] UserByUid failed: unauthorised (HTTP 401)');
  expect(logged).toContain('[data] UserByUid failed: unavailable (TypeError)');
  expect(logged).not.toContain(fresh.accessToken.slice(0, 20));
  expect(logged).not.toContain(demo.email);
});

test('once the draw is over and her entry is gone, her prize-draw consent record is removed; not while it is kept', async () => {
  const joinedAt = '2026-11-23T12:00:00.000Z';
  const session = await data.newMember('prize-draw-over', { [CUSTOM_ATTRIBUTES.prizeDraw]: joinedAt });
  await loadCurrentUser(session); // her first sign-in enters her
  consentRecords[CUSTOM_ATTRIBUTES.prizeDraw] = joinedAt;
  const entriesMayBeGone = PRIZE_DRAW_ENTRIES_MAY_BE_GONE_AT;
  // Her entry is still kept: the record stays, before that day and after it.
  await forgetEndedPrizeDrawConsent(session, new Date(entriesMayBeGone.getTime() - 1));
  await forgetEndedPrizeDrawConsent(session, entriesMayBeGone);
  expect(consentRecords[CUSTOM_ATTRIBUTES.prizeDraw]).toBe(joinedAt);
  // Her entry is deleted (here withdrawn, as the draw's deletion would): the record goes too.
  await getClient().mutate({ mutation: WithdrawPrizeDrawEntryDocument });
  await forgetEndedPrizeDrawConsent(session, new Date(entriesMayBeGone.getTime() - 1));
  expect(consentRecords[CUSTOM_ATTRIBUTES.prizeDraw]).toBe(joinedAt);
  await forgetEndedPrizeDrawConsent(session, entriesMayBeGone);
  expect(consentRecords[CUSTOM_ATTRIBUTES.prizeDraw]).toBeUndefined();
  expect(console.error).not.toHaveBeenCalled();
});

test('her account page says she was not entered whenever she has the notice, not only on the load that refused her', async () => {
  const session = await data.newMember('prize-draw-too-late', { [CUSTOM_ATTRIBUTES.prizeDraw]: joinedBeforeClose });
  await loadCurrentUser(session); // her first signed-in page was another one: it made her record
  const afterClose = new Date(PRIZE_DRAW_CLOSES_AT.getTime() + 24 * 3600 * 1000);
  const tooLate = async () => {
    const result = await loadAccount(session, afterClose);
    return result.ok ? result.value.prizeDrawTooLate : 'not loaded';
  };
  expect(await tooLate()).toBeUndefined();
  // As the API leaves it when it refuses her (backend/resolvers/prize-draw.ts): read or not, the page says so.
  const store = data.stack().api!.store;
  const notice = prizeDrawTooLateNotice(PRIZE_DRAW_CLOSES_AT.toISOString());
  await putNotice(store, session.sub, notice, afterClose);
  expect(await tooLate()).toBe(true);
  await markNoticeRead(store, session.sub, noticeId(notice), afterClose);
  expect(await tooLate()).toBe(true);
  // Before the close no draw has been made without her: her notices are not read for it.
  const open = await loadAccount(session, new Date(PRIZE_DRAW_CLOSES_AT.getTime() - 1000));
  expect(open.ok && open.value.prizeDrawTooLate).toBeUndefined();
});

const joinedBeforeClose = new Date(PRIZE_DRAW_CLOSES_AT.getTime() - 3600 * 1000).toISOString();
