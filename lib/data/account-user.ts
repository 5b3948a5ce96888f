import 'server-only';
import { OFFER_CATEGORIES, type OfferCategory } from '@/graphql/generated/enums';
import type { AccountUserFieldsFragment, ReminderFrequency } from '@/graphql/generated/types';
import { TEXT_LIMITS } from '@/lib/validation/limits';
import { hasControlCharacters, normalisePhone } from '@/lib/validation/rules';
import { reminderPlanSchema } from '@/lib/reminders/plan-schema';
import type { ReminderPlan } from '@/lib/reminders/types';
import { ACCOUNT_SAVES, type GuardedField } from '@/lib/forms/account-expected';

const GUARDED_FIELDS = Object.values(ACCOUNT_SAVES).flat();

export type { ReminderFrequency };

/** The account holder as screens see her: names that say what they are, no API plumbing. */
export interface AccountUser {
  /** Cognito sub; also the User record's id. */
  uid: string;
  email: string | null;
  /** Title such as Ms or Dr. */
  prefix: string | null;
  givenName: string | null;
  familyName: string | null;
  /** What to call her on screen: her given name, else her email, else a neutral word. */
  displayName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
  phone: string | null;
  reminder: ReminderFrequency;
  /** The risk questionnaire is complete: her profile and answers exist (spec section 4). */
  hasCompletedProfile: boolean;
  hasAcceptedDisclaimer: boolean;
  /** YYYY-MM-DD of the next self-check, when one is planned. */
  nextCheckDue: string | null;
  /** ISO date-time the record was created. */
  memberSince: string;
  /** Her reminder plan (null until she sets one, or when the stored one is not a valid plan). */
  reminderPlan: ReminderPlan | null;
  /** Id inside her private calendar subscription URL; null when she has none. */
  calendarFeedId: string | null;
  /** What she wants to ask her GP, as she wrote it (one question a line); null when she has written none. */
  gpQuestions: string | null;
  /** The offer categories she chose to hear about in her notices; none until she chooses. */
  offerCategories: OfferCategory[];
  /**
   * The fields her forms write, as the API returned them (lib/forms/account-expected.ts): a form rendered from them
   * sends back what it read of its own fields, so a save made in another window since is a conflict, never undone.
   */
  read: Record<GuardedField, unknown>;
}

function parsePlan(raw: string | null | undefined): ReminderPlan | null {
  if (!raw) return null;
  try {
    const parsed = reminderPlanSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const blankToNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

export function toAccountUser(record: AccountUserFieldsFragment): AccountUser {
  const givenName = blankToNull(record.given);
  const email = blankToNull(record.email);
  return {
    uid: record.uid,
    email,
    prefix: blankToNull(record.prefix),
    givenName,
    familyName: blankToNull(record.family),
    displayName: givenName ?? email ?? 'there',
    dateOfBirth: record.dob ?? null,
    phone: blankToNull(record.phone),
    reminder: record.reminder,
    hasCompletedProfile: record.hasCompleted,
    hasAcceptedDisclaimer: record.hasDisclaimer,
    nextCheckDue: record.next ?? null,
    memberSince: record.createdAt,
    reminderPlan: parsePlan(record.reminderPlan),
    calendarFeedId: record.calendarFeedId ?? null,
    gpQuestions: blankToNull(record.gpQuestions),
    offerCategories: OFFER_CATEGORIES.filter((category) => record.offerCategories?.includes(category)),
    read: Object.fromEntries(GUARDED_FIELDS.map((field) => [field, record[field] ?? null])) as AccountUser['read'],
  };
}

export { REMINDER_LABELS } from '@/lib/reminders/labels';

/** What her verified token says she gave at sign-up (lib/auth/session.ts SessionUser fits). */
interface SignUpAttributes {
  sub: string;
  givenName?: string;
  familyName?: string;
  phone?: string;
  prefix?: string;
}

/** Cut to fit the record's limit; blank, or text the API would refuse, is left out. */
function fitted(value: string | undefined, max: number): string | null {
  const trimmed = value?.trim().slice(0, max);
  return trimmed && !hasControlCharacters(trimmed) ? trimmed : null;
}

/**
 * The record made on her first sign-in, from her verified token's attributes: everything she typed at sign-up,
 * so settings shows it and she can correct or remove it there (the privacy notice's promise). Its id is her
 * sub, so a repeat (two tabs, a retry) meets the record already made instead of making another. A value the
 * API would refuse is dropped rather than failing her first sign-in.
 */
export function newAccountUserInput(attributes: SignUpAttributes) {
  return {
    id: attributes.sub,
    prefix: fitted(attributes.prefix, TEXT_LIMITS.prefix),
    given: fitted(attributes.givenName, TEXT_LIMITS.name),
    family: fitted(attributes.familyName, TEXT_LIMITS.name),
    phone: normalisePhone(attributes.phone ?? '') || null,
  };
}
