import { z } from 'zod';
import type { UpdateUserInput } from '@/graphql/generated/types';
import { dateOfBirth, phone, text } from '@/lib/validation/fields';
import { AGE_LIMITS, PHONE_INPUT_MAX, TEXT_LIMITS } from '@/lib/validation/limits';
import { checkForm, type FormState } from './form-state';
import { DATE_PARTS, datePartName, joinDateParts } from './date-parts';

/**
 * The settings form's one schema: the form checks with it before sending, the server action checks again
 * (it must never trust the browser), and the limits match the User record's (graphql/schema.graphql and
 * backend/validation/user.ts), so anything that passes here is accepted by the API. Messages are written to
 * sit next to the field.
 */

export const SETTINGS_LIMITS = {
  prefix: TEXT_LIMITS.prefix,
  given: TEXT_LIMITS.name,
  family: TEXT_LIMITS.name,
  phone: PHONE_INPUT_MAX,
} as const;

/** The field names of the form, in the order the error summary lists them. */
export const SETTINGS_FIELDS = ['prefix', 'given', 'family', 'dob', 'phone'] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];

/** The inputs she types into: the date of birth is three boxes (GOV.UK's date input). */
export const SETTINGS_INPUTS = [
  'prefix',
  'given',
  'family',
  ...DATE_PARTS.map((part) => datePartName('dob', part)),
  'phone',
] as const;

/** Optional text: blank means "not given" (null), so clearing a field clears it on the record too. */
function optionalText(label: string, max: number) {
  return text(max, {
    tooLong: `${label} must be ${max} characters or fewer`,
    controlCharacters: `${label} must not contain special characters`,
  }).transform((value) => value || null);
}

/** The shared rules (lib/validation) behind the API's own checks, in the form's words; blank means not given. */
function blankOr<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .string()
    .trim()
    .transform((value) => value || null)
    .pipe(schema.nullable());
}

/** Age 18 to 120 on `now`'s date, as the API requires. */
function optionalDateOfBirth(now: Date) {
  return blankOr(
    dateOfBirth(now, {
      notADate: 'Enter your date of birth as a real date',
      age: `Your date of birth must make you between ${AGE_LIMITS.min} and ${AGE_LIMITS.max} years old`,
    }),
  );
}

/** Stored in E.164 (+447700900982) however she typed it. */
const optionalPhone = blankOr(
  phone('Enter a UK phone number like 07700 900982, or an international one starting with +'),
);

export function settingsSchema(now: Date = new Date()) {
  const fields = z.object({
    prefix: optionalText('Title', SETTINGS_LIMITS.prefix),
    given: optionalText('First name', SETTINGS_LIMITS.given),
    family: optionalText('Last name', SETTINGS_LIMITS.family),
    dob: optionalDateOfBirth(now),
    phone: optionalPhone,
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

/**
 * Every field is sent: a blank one clears what was stored (UpdateUserInput: null clears). Her reminders are not
 * among them: /plan sets the plan the scheduled job reads, and nothing here may overwrite it.
 */
export function toUpdateUserInput(values: SettingsValues): UpdateUserInput {
  return { ...values };
}
