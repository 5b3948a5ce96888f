import { z } from 'zod';
import type { ReminderFrequency, UpdateUserInput } from '@/graphql/generated/types';

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
  return z.object({
    prefix: optionalText('Title', SETTINGS_LIMITS.prefix),
    given: optionalText('First name', SETTINGS_LIMITS.given),
    family: optionalText('Last name', SETTINGS_LIMITS.family),
    dob: dateOfBirth(now),
    phone,
    reminder: z.enum(REMINDER_OPTIONS.map((option) => option.value) as [ReminderFrequency, ...ReminderFrequency[]], {
      error: 'Choose how often you would like a reminder',
    }),
  });
}

export type SettingsValues = z.output<ReturnType<typeof settingsSchema>>;
/** What she typed, field by field, kept so a failed save never throws it away. */
export type SettingsInput = Record<SettingsField, string>;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

/** Reads the form's fields as text; anything missing or not text counts as blank. */
export function settingsInputFrom(form: FormData): SettingsInput {
  const read = (name: SettingsField) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return Object.fromEntries(SETTINGS_FIELDS.map((name) => [name, read(name)])) as SettingsInput;
}

export type SettingsCheck = { ok: true; values: SettingsValues } | { ok: false; errors: SettingsErrors };

/** Validates with the shared schema; the first message per field, in form order. */
export function checkSettings(input: SettingsInput, now: Date = new Date()): SettingsCheck {
  const parsed = settingsSchema(now).safeParse(input);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: SettingsErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (SETTINGS_FIELDS as readonly string[]).includes(field)) {
      errors[field as SettingsField] ??= issue.message;
    }
  }
  return { ok: false, errors };
}

/** Every field is sent: a blank one clears what was stored (UpdateUserInput: null clears). */
export function toUpdateUserInput(values: SettingsValues): UpdateUserInput {
  return { ...values };
}
