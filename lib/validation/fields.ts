import { z } from 'zod';
import { AGE_LIMITS, EMAIL_MAX, PHONE_INPUT_MAX } from './limits';
import { hasControlCharacters, isCalendarDate, isDateOfBirth, normalisePhone } from './rules';

/**
 * The shared rules as zod schemas. Messages default to the API's wording, which backend/validation puts
 * after the field's name ("input.given must be at most 100 characters"); a form passes its own words.
 */

export function text(
  max: number,
  messages: { tooLong?: string; controlCharacters?: string; multiline?: boolean } = {},
) {
  return z
    .string({ error: 'must be text' })
    .trim()
    .max(max, { error: messages.tooLong ?? `must be at most ${max} characters` })
    .refine((value) => !hasControlCharacters(value, { multiline: messages.multiline }), {
      error: messages.controlCharacters ?? 'must not contain control characters',
    });
}

export function calendarDate(message = 'must be a date (YYYY-MM-DD)') {
  return z.string({ error: message }).refine(isCalendarDate, { error: message });
}

export function dateOfBirth(now: Date, messages: { notADate?: string; age?: string } = {}) {
  return calendarDate(messages.notADate).refine((value) => isDateOfBirth(value, now), {
    error: messages.age ?? `must be a date of birth for an age from ${AGE_LIMITS.min} to ${AGE_LIMITS.max}`,
  });
}

/** Any phone number `normalisePhone` can read, converted to E.164; blank is refused (make it optional). */
export function phone(message = 'must be a phone number, UK or international with +') {
  return z
    .string({ error: message })
    .max(PHONE_INPUT_MAX, { error: message })
    .transform((value, context) => {
      const e164 = normalisePhone(value);
      if (!e164) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return e164;
    });
}

export function email(message = 'must be an email address') {
  return z.email({ error: message }).max(EMAIL_MAX, { error: `must be at most ${EMAIL_MAX} characters` });
}
