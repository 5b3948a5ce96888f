import { z } from 'zod';
import { AppSyncError } from '@/backend/core/errors';
import { londonDate } from '@/lib/reminders/local-date';
import { deviceInstant } from '@/lib/validation/device-time';
import { calendarDate as calendarDateField, email as emailField, phone as phoneField } from '@/lib/validation/fields';

/** Single-line text, and dates of birth (age 18 to 120), are the rules the app's forms use too. */
export { dateOfBirth, text } from '@/lib/validation/fields';

/**
 * Building blocks shared by every input schema. Messages are written to be shown next to a form field,
 * and every failure names the field (`input.aLevel must be ...`).
 */

export const recordId = z.uuid({ error: 'must be a UUID chosen by the client' });

export function intRange(min: number, max: number) {
  return z
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int({ error: `must be a whole number from ${min} to ${max}` })
    .min(min, { error: `must be a whole number from ${min} to ${max}` })
    .max(max, { error: `must be a whole number from ${min} to ${max}` });
}

export function numberRange(min: number, max: number) {
  return z
    .number({ error: `must be a number from ${min} to ${max}` })
    .min(min, { error: `must be a number from ${min} to ${max}` })
    .max(max, { error: `must be a number from ${min} to ${max}` });
}

/** Lists of enumeration values: no repeats, so a list can never be longer than the enumeration. */
export function enumList<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .array(z.enum(values, { error: `must be one of ${values.join(', ')}` }))
    .max(values.length)
    .refine((list) => new Set(list).size === list.length, { error: 'must not repeat a value' });
}

/** AWSDate restricted to a plain calendar date, which is what every date field here means. */
export const calendarDate = calendarDateField();

/** AWSDateTime, stored normalised to UTC so that stored strings sort in time order. */
export const instant = z
  .string({ error: 'must be a date and time with a time zone (ISO 8601)' })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/, {
    error: 'must be a date and time with a time zone (ISO 8601)',
  })
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: 'must be a real date and time' })
  .transform((value) => new Date(value).toISOString());

/** A date she entered, up to her UK today: in summer that is a day ahead of UTC from 23:00 UTC. */
export function dateNotInFuture(now: Date) {
  const today = londonDate(now);
  return calendarDate.refine((value) => value <= today, { error: 'must not be in the future' });
}

/**
 * A device's time, as the app's forms take it: a few minutes of clock skew are not refused, and a time ahead
 * of `now` by less is stored as `now`, so a record never lands on her next UK day (lib/validation/device-time).
 */
export function instantNotInFuture(now: Date) {
  return instant.transform((value, context) => {
    const kept = deviceInstant(new Date(value), now);
    if (kept) return kept.toISOString();
    context.addIssue({ code: 'custom', message: 'must not be in the future' });
    return z.NEVER;
  });
}

export const email = emailField();

/** AWSPhone, stored in E.164 whatever way it was typed: one format in every record and on every screen. */
export const phone = phoneField();

export const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'must be a colour like #a1b2c3' });

/** Optional in a create; in an update, absent means unchanged and null clears the field. */
export function clearable<T extends z.ZodType>(schema: T) {
  return schema.nullable().optional();
}

/** Parses resolver arguments; on failure throws a ValidationError naming every offending field. */
export function parseArguments<T extends z.ZodType>(schema: T, args: unknown): z.output<T> {
  const result = schema.safeParse(args);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return field ? `${field} ${issue.message}` : issue.message;
  });
  throw new AppSyncError('ValidationError', `Invalid input: ${problems.join('; ')}`);
}
