import 'server-only';
import {
  type AccountUserFieldsFragment,
  CreateAccountUserDocument,
  EnterPrizeDrawDocument,
  ProfileAnswersSavedAtDocument,
  ProfileSummaryByUidDocument,
  UpdateAccountUserDocument,
  UserByUidDocument,
} from '@/graphql/generated/types';
import type { OfferCategory } from '@/graphql/generated/enums';
import { repairMissingConsentRecords } from '@/lib/auth/consent-repair';
import { currentIdentityAttributes } from '@/lib/auth/current-identity';
import { healthConsentWithdrawn } from '@/lib/auth/health-consent-record';
import type { SessionUser } from '@/lib/auth/session';
import { noticeId, prizeDrawTooLateNotice } from '@/lib/notices/rules';
import { PRIZE_DRAW_CLOSES_AT, joinedThisDraw, prizeDrawIsOpen } from '@/lib/prize-draw/closing';
import { CUSTOM_ATTRIBUTES } from '@/lib/validation/custom-attributes';
import { newAccountUserInput, toAccountUser, type AccountUser } from './account-user';
import { getClient, WITH_ID_TOKEN } from './client';
import { callForData, loaded, type LoadResult } from './calls';
import { logDataFailure, toDataError } from './errors';
import { hasNotice } from './notices';
import { forgetEndedPrizeDrawConsent, forgetPrizeDrawConsent } from './prize-draw-consent';
import { toProfileSummary, type ProfileSummary } from './profile-summary';
import { toUpdateUserInput, type SettingsValues } from '@/lib/forms/settings';
import { expectedOf, type AccountSave, type ExpectedValues } from '@/lib/forms/account-expected';
import type { ReminderPlan } from '@/lib/reminders/types';

export type ProfileState =
  | { status: 'not-started' }
  | { status: 'complete'; summary: ProfileSummary | null; answersSavedAt: string | null }
  /** The user record says complete but the profile could not be loaded just now. */
  | { status: 'unavailable' }
  /** Not read: she has withdrawn her consent to our using her health information. */
  | { status: 'paused' };

export interface Account {
  user: AccountUser;
  profile: ProfileState;
  /** She was too late for the current draw she joined (terms rule 3): as she first signed in, or her notice says so. */
  prizeDrawTooLate?: true;
}

/**
 * Her User record, made from her token's attributes on first sign-in (spec section 4), sent with her ID
 * token so that the API records her verified email. Throws DataError.
 * `session` comes from the caller's requireUser(); the client sends that same request's token.
 */
export async function loadCurrentUser(session: SessionUser): Promise<AccountUser> {
  return (await loadOrCreateUser(session)).user;
}

async function loadOrCreateUser(session: SessionUser): Promise<{ user: AccountUser; prizeDrawTooLate?: true }> {
  const client = getClient();
  const found = await callForData('UserByUid', () =>
    client.query({ query: UserByUidDocument, variables: { uid: session.sub } }),
  );
  const existing = found.userByUid.items[0];
  if (existing) return { user: await matchRecordToIdentity(session, existing) };
  // First sign-in: her consent records first, in case the confirmation trigger failed to make them.
  const repaired = await repairMissingConsentRecords(session).catch((error: unknown) => {
    throw toDataError(error, 'ConsentRecords');
  });
  const created = await callForData('CreateAccountUser', () =>
    client.mutate({
      mutation: CreateAccountUserDocument,
      variables: { input: newAccountUserInput(session) },
      context: WITH_ID_TOKEN,
    }),
  );
  const user = toAccountUser(created.createUser);
  // A record from an earlier draw proves she joined that one only: this one she can enter from her account page.
  if (!joinedThisDraw(session.prizeDrawJoinedAt ?? repaired[CUSTOM_ATTRIBUTES.prizeDraw])) return { user };
  return (await enterPrizeDrawOnJoining(session)) === 'too-late' ? { user, prizeDrawTooLate: true } : { user };
}

/**
 * Her identity is the record of truth for two things her User record keeps for the reminder job and her notices,
 * which cannot ask the identity service: whether she has withdrawn her health-data consent (`healthPaused`) and
 * her verified email (where reminders go). Each is copied by its own write after the identity changed (or, for a
 * withdrawal, before), and that write can fail, or predate the field (an older release's withdrawal left no
 * `healthPaused`). So every load of her account compares them and writes only what differs: nothing when they
 * agree. Not when the identity service cannot be reached (the next load tries again); a failed write is logged and
 * never stops her page.
 */
async function matchRecordToIdentity(session: SessionUser, existing: AccountUserFieldsFragment): Promise<AccountUser> {
  const attributes = await currentIdentityAttributes(session.accessToken);
  const user = toAccountUser(existing);
  if (!attributes) return user;
  const withdrawn = healthConsentWithdrawn(attributes);
  if (existing.healthPaused !== withdrawn) await setHealthPaused(withdrawn).catch(logUpdateFailure);
  // Only the email her token carries can be recorded (the API reads it from there), and only while the identity
  // service still says it is hers and verified: a token from before she changed it on another device is not.
  const verified =
    attributes.email_verified === 'true' && attributes.email?.toLowerCase() === session.email.toLowerCase();
  if (!session.email || !verified || existing.email === session.email) return user;
  return recordVerifiedEmail().catch((error: unknown) => {
    logUpdateFailure(error);
    return user;
  });
}

const logUpdateFailure = (error: unknown) => logDataFailure(toDataError(error, 'UpdateAccountUser'));

/**
 * Joining free enters her in the prize draw when she ticked it (spec section 1). The API keeps one entry per
 * email, so a repeat (a second first-sign-in race) adds nothing; a failure is logged and never stops sign-in.
 * Sent with her ID token: its consent record says when she joined (she is entered as of then, even if the draw has
 * closed since she confirmed her account), and its verified email links an entry she made without an account.
 * 'too-late' when the winner was drawn before this sign-in (terms rule 3): she is in no draw, so her consent record
 * of joining it goes at once (the API has left her a notice saying why).
 */
async function enterPrizeDrawOnJoining(session: SessionUser): Promise<'too-late' | undefined> {
  try {
    await getClient().mutate({ mutation: EnterPrizeDrawDocument, variables: {}, context: WITH_ID_TOKEN });
  } catch (error) {
    const failure = toDataError(error, 'EnterPrizeDraw');
    if (failure.errorType === 'AlreadyDrawn') {
      await forgetPrizeDrawConsent(session);
      return 'too-late';
    }
    // A draw that has closed is not a failure: her consent record is not from before the close (the record that
    // repair makes at her first sign-in after it never says she joined), so there is nothing to enter her in.
    if (failure.kind !== 'closed') logDataFailure(failure);
  }
  return undefined;
}

async function loadProfile(uid: string): Promise<ProfileState> {
  const client = getClient();
  const [profile, answers] = await Promise.allSettled([
    callForData('ProfileSummaryByUid', () => client.query({ query: ProfileSummaryByUidDocument, variables: { uid } })),
    callForData('ProfileAnswersSavedAt', () =>
      client.query({ query: ProfileAnswersSavedAtDocument, variables: { uid } }),
    ),
  ]);
  // Spec section 8: a failed profile or answers load is only logged; the rest of the account still shows.
  for (const result of [profile, answers])
    if (result.status === 'rejected') logDataFailure(toDataError(result.reason, 'Profile'));
  const failures = [profile, answers].flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  if (failures.some((reason) => toDataError(reason, 'Profile').kind === 'paused')) return { status: 'paused' };
  if (profile.status === 'rejected' || answers.status === 'rejected') return { status: 'unavailable' };
  return {
    status: 'complete',
    summary: toProfileSummary(profile.value.profileByUid.items[0]),
    answersSavedAt: answers.value.profileAnswers?.updatedAt ?? null,
  };
}

/**
 * What a signed-in screen loads first: her record, and only when it says complete, her profile and answers. After
 * a draw she joined is over, it also removes her prize-draw consent record once her entry is gone. `now` is only
 * ever set by tests.
 */
export function loadAccount(session: SessionUser, now: Date = new Date()): Promise<LoadResult<Account>> {
  return loaded('LoadAccount', async () => {
    const { user, prizeDrawTooLate: refusedNow } = await loadOrCreateUser(session);
    // Independent reads, on every visit to her account page: made together, not one after another.
    const [, toldEarlier, profile] = await Promise.all([
      refusedNow ? undefined : forgetEndedPrizeDrawConsent(session),
      refusedNow ? false : toldNotEntered(now),
      user.hasCompletedProfile ? loadProfile(user.uid) : ({ status: 'not-started' } as ProfileState),
    ]);
    const prizeDrawTooLate = refusedNow || toldEarlier;
    return { user, profile, ...(prizeDrawTooLate ? { prizeDrawTooLate: true as const } : {}) };
  });
}

/**
 * Terms rule 3 promises her account page says she was not entered, not only on the load that refused her: her first
 * signed-in page may have been another one (they all create her record). Her notice about the current draw is what
 * remembers it; there is none before the close, so nothing is read then. A failure is logged and shows nothing.
 */
async function toldNotEntered(now: Date): Promise<boolean> {
  if (prizeDrawIsOpen(now)) return false;
  try {
    return await hasNotice(noticeId(prizeDrawTooLateNotice(PRIZE_DRAW_CLOSES_AT.toISOString())));
  } catch (error) {
    logDataFailure(toDataError(error, 'MyNotices'));
    return false;
  }
}

/**
 * Her record for a screen that needs only that (settings): failures are logged and returned, not thrown. Like
 * loadAccount, it removes the consent record of a prize draw that is over once her entry is gone.
 */
export function loadUser(session: SessionUser): Promise<LoadResult<AccountUser>> {
  return loaded('LoadUser', async () => {
    const user = await loadCurrentUser(session);
    await forgetEndedPrizeDrawConsent(session);
    return user;
  });
}

/** The API's `expected` (AWSJSON is sent as JSON text): what was read of exactly the fields `save` writes. */
function expectedJson(save: AccountSave, read: ExpectedValues): string {
  return JSON.stringify(expectedOf(save, read));
}

/**
 * Saves the details of the settings form (already validated with settingsSchema). `read` is what the form read of
 * them: details changed since (another window) are a `conflict` DataError. Throws DataError.
 */
export async function updateProfileDetails(values: SettingsValues, read: ExpectedValues): Promise<AccountUser> {
  const input = { ...toUpdateUserInput(values), expected: expectedJson('details', read) };
  const data = await callForData('UpdateAccountUser', () =>
    getClient().mutate({ mutation: UpdateAccountUserDocument, variables: { input } }),
  );
  return toAccountUser(data.updateUser);
}

/**
 * Saves her reminder plan with the date it is next due, so the scheduled job starts from it. `read` is what the
 * form read of her reminders: changed since (another window, the email's unsubscribe link) is a `conflict`
 * DataError. Throws DataError.
 */
export async function saveReminderPlan(
  plan: ReminderPlan,
  next: string | null,
  read: ExpectedValues,
): Promise<AccountUser> {
  const input = {
    reminder: plan.frequency,
    reminderPlan: JSON.stringify(plan),
    next,
    expected: expectedJson('plan', read),
  };
  const data = await callForData('UpdateAccountUser', () =>
    getClient().mutate({ mutation: UpdateAccountUserDocument, variables: { input } }),
  );
  return toAccountUser(data.updateUser);
}

/**
 * Tells her record whether her health-data consent is withdrawn. Consent lives in Cognito, which the scheduled
 * reminder job cannot see; with this it stops reading her checks to time a cycle-timed reminder. Throws DataError.
 */
export async function setHealthPaused(paused: boolean): Promise<void> {
  await callForData('UpdateAccountUser', () =>
    getClient().mutate({ mutation: UpdateAccountUserDocument, variables: { input: { healthPaused: paused } } }),
  );
}

/** A new private calendar id (every earlier subscription URL stops working), or null to switch it off. */
export async function setCalendarFeedId(feedId: string | null): Promise<AccountUser> {
  const data = await callForData('UpdateAccountUser', () =>
    getClient().mutate({ mutation: UpdateAccountUserDocument, variables: { input: { calendarFeedId: feedId } } }),
  );
  return toAccountUser(data.updateUser);
}

/** The offer categories she wants news of in her notices; the whole list each time, so a repeat changes nothing. Throws DataError. */
export async function saveOfferCategories(categories: readonly OfferCategory[]): Promise<AccountUser> {
  const data = await callForData('UpdateAccountUser', () =>
    getClient().mutate({
      mutation: UpdateAccountUserDocument,
      variables: { input: { offerCategories: [...categories] } },
    }),
  );
  return toAccountUser(data.updateUser);
}

/**
 * Saves what she wants to ask her GP (blank clears it); returns her record as stored. `read` is what the form read
 * of her questions: questions saved since (another window) are a `conflict` DataError, and stay. Throws DataError.
 */
export async function saveGpQuestions(questions: string | null, read: ExpectedValues): Promise<AccountUser> {
  const input = { gpQuestions: questions, expected: expectedJson('questions', read) };
  const data = await callForData('UpdateAccountUser', () =>
    getClient().mutate({ mutation: UpdateAccountUserDocument, variables: { input } }),
  );
  return toAccountUser(data.updateUser);
}

/**
 * Copies her verified sign-in email onto her User record (reminders are sent to it). Nothing is sent but her
 * ID token: the API takes the email from it, never from the input. Throws DataError.
 */
export async function recordVerifiedEmail(): Promise<AccountUser> {
  const data = await callForData('UpdateAccountUser', () =>
    getClient().mutate({ mutation: UpdateAccountUserDocument, variables: { input: {} }, context: WITH_ID_TOKEN }),
  );
  return toAccountUser(data.updateUser);
}
