import { z } from 'zod';
import type { ReminderFrequency, UpdateUserInput } from '@/graphql/generated/types';
import { checkForm, type FormState } from './form-state';
import { DATE_PARTS, datePartName, joinDateParts } from './date-parts';

/**
 * The settings form's one schema: the form checks with it before sending, the server action checks again
 * (it must never trust the browser), and the limits match the User record's (graphql/schema.graphql and
 * backend/validation/user.ts), so anything that passes here is accepted by the API. Messages are written to
 * sit next to the field.
 */

export const REMINDER_OPTIONS = [
  { value: 'NONE', label: 'No reminders' },
  { value: 'WEEKLY', label: 'Every week' },
  { value: 'FORTNIGHTLY', label: 'Every two weeks' },
  { value: 'MONTHLY', label: 'Every month' },
] as const satisfies readonly { value: ReminderFrequency; label: string }[];

export const SETTINGS_LIMITS = { prefix: 20, given: 100, family: 100, phone: 24 } as const;

/** The field names of the form, in the order the error summary lists them. */
export const SETTINGS_FIELDS = ['prefix', 'given', 'family', 'dob', 'phone', 'reminder'] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];

/** The inputs she types into: the date of birth is three boxes (GOV.UK's date input). */
export const SETTINGS_INPUTS = [
  'prefix', 'given', 'family', ...DATE_PARTS.map((part) => datePartName('dob', part)), 'phone', 'reminder',
] as const;

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Optional text: blank means "not given" (null), so clearing a field clears it on the record too. */
function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `${label} must be ${max} characters or fewer` })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: `${label} must not contain special characters` })
    .transform((value) => value || null);
}

function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Age 16 to 120 on `now`'s date, as the API requires. */
function dateOfBirth(now: Date) {
  const today = now.toISOString().slice(0, 10);
  const yearsAgo = (years: number) => `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
  return z
    .string()
    .trim()
    .refine((value) => !value || isRealDate(value), { error: 'Enter your date of birth as a real date' })
    .refine((value) => !value || (value <= yearsAgo(16) && value >= yearsAgo(120)), {
      error: 'Your date of birth must make you between 16 and 120 years old',
    })
    .transform((value) => value || null);
}

const phone = z
  .string()
  .trim()
  .max(SETTINGS_LIMITS.phone, { error: `Phone number must be ${SETTINGS_LIMITS.phone} characters or fewer` })
  .refine((value) => !value || (/^\+?[0-9 ()-]{6,24}$/.test(value) && value.replace(/\D/g, '').length >= 6), {
    error: 'Enter a phone number, like 07700 900 982 or +44 7700 900 982',
  })
  .transform((value) => value || null);

export function settingsSchema(now: Date = new Date()) {
  const fields = z.object({
    prefix: optionalText('Title', SETTINGS_LIMITS.prefix),
    given: optionalText('First name', SETTINGS_LIMITS.given),
    family: optionalText('Last name', SETTINGS_LIMITS.family),
    dob: dateOfBirth(now),
    phone,
    reminder: z.enum(REMINDER_OPTIONS.map((option) => option.value) as [ReminderFrequency, ...ReminderFrequency[]], {
      error: 'Choose how often you would like a reminder',
    }),
  });
  // A missing input (a hand-made request, a field not on the page) counts as blank, like an empty one.
  return z.preprocess((input) => {
    const typed = (input ?? {}) as Record<string, string | undefined>;
    const filled = Object.fromEntries(SETTINGS_INPUTS.map((name) => [name, typed[name] ?? '']));
    return { ...filled, dob: typed.dob ?? joinDateParts(typed, 'dob') };
  }, fields);
}

export type SettingsValues = z.output<ReturnType<typeof settingsSchema>>;
/** What she typed, input by input, kept so a failed save never throws it away. */
export type SettingsInput = Record<(typeof SETTINGS_INPUTS)[number], string>;
export type SettingsErrors = Partial<Record<SettingsField, string>>;
export type SettingsState = FormState<SettingsField>;

/** Validates with the shared schema; the first message per field. */
export function checkSettings(input: Record<string, string>, now: Date = new Date()) {
  return checkForm<ReturnType<typeof settingsSchema>, SettingsField>(settingsSchema(now), input);
}

/** Every field is sent: a blank one clears what was stored (UpdateUserInput: null clears). */
export function toUpdateUserInput(values: SettingsValues): UpdateUserInput {
  return { ...values };
}
