import type { UpdateUserInput } from '@/graphql/generated/types';
import { EXPECTED_FIELD } from './record';
import { SETTINGS_FIELDS } from './settings';

/**
 * The fields of her account record each of her forms writes, named once for the page that renders the form and
 * for the data call that saves it. A form carries what it read of exactly these fields (EXPECTED_FIELD) and the
 * save sends them back as `expected`: the API refuses it as a conflict when one has changed since (a save from
 * another window, the unsubscribe link), so an older tab never undoes a newer edit, while a change to any other
 * field (her calendar address, her consent, her offer news) leaves the form as good as it was.
 * The plan's next date is not among them: the reminder job moves it as each reminder goes, and the save works it
 * out again from the plan.
 */
export const ACCOUNT_SAVES = {
  questions: ['gpQuestions'],
  details: SETTINGS_FIELDS,
  plan: ['reminder', 'reminderPlan'],
} as const satisfies Record<string, readonly (keyof UpdateUserInput)[]>;

export type AccountSave = keyof typeof ACCOUNT_SAVES;
export type GuardedField = (typeof ACCOUNT_SAVES)[AccountSave][number];

/** What a form read of her record's fields, as the API returned them (null for one not stored). */
export type ExpectedValues = Partial<Record<GuardedField, unknown>>;

/** The fields `save` writes, picked from what was read; one not read counts as not stored. */
export function expectedOf(save: AccountSave, read: Readonly<Record<string, unknown>>): ExpectedValues {
  return Object.fromEntries(ACCOUNT_SAVES[save].map((field) => [field, read[field] ?? null]));
}

/** The form's hidden input: what it read of the fields its save writes, as JSON. */
export function expectedInput(
  save: AccountSave,
  read: Readonly<Record<string, unknown>>,
): Record<typeof EXPECTED_FIELD, string> {
  return { [EXPECTED_FIELD]: JSON.stringify(expectedOf(save, read)) };
}
