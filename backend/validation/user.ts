import { z } from 'zod';
import { TEXT_LIMITS } from '@/lib/validation/limits';
import { calendarDate, clearable, dateOfBirth, enumList, phone, recordId, text } from './common';
import { OFFER_CATEGORIES, REMINDER_FREQUENCIES } from './enums';
import { reminderPlanSchema } from '@/lib/reminders/plan-schema';

/** The plan is stored as JSON text; it must be a plan lib/reminders accepts, written in its canonical form. */
const reminderPlanJson = z
  .string()
  .max(500, { error: 'is too long' })
  .transform((raw, context) => {
    try {
      const parsed = reminderPlanSchema.safeParse(JSON.parse(raw));
      if (parsed.success) return JSON.stringify(parsed.data);
    } catch {
      // reported below
    }
    context.addIssue({
      code: 'custom',
      message: 'must be a reminder plan (frequency, timing, dayOfMonth, time, startDate, channel)',
    });
    return z.NEVER;
  });

/**
 * hasInvoice, hasPaid, source and email are absent on purpose: set by the payment process, the sign-up token
 * and her verified ID token (the reminder job emails the stored address, so she must not be able to choose it).
 */
function userFields(now: Date) {
  return {
    prefix: clearable(text(TEXT_LIMITS.prefix)),
    given: clearable(text(TEXT_LIMITS.name)),
    family: clearable(text(TEXT_LIMITS.name)),
    dob: clearable(dateOfBirth(now)),
    phone: clearable(phone),
    choice: clearable(text(TEXT_LIMITS.choice)),
    hasDisclaimer: z.boolean({ error: 'must be true or false' }).optional(),
    reminder: z.enum(REMINDER_FREQUENCIES, { error: `must be one of ${REMINDER_FREQUENCIES.join(', ')}` }).optional(),
    next: clearable(calendarDate),
    offerCategories: clearable(enumList(OFFER_CATEGORIES)),
  };
}

export function createUserArgs(now: Date) {
  return z.object({ input: z.strictObject({ id: recordId, ...userFields(now) }) });
}

/**
 * What the client read of fields it sends (AppSync hands AWSJSON over parsed): it may name only fields this
 * update writes, so a save guards exactly what it changes (backend/resolvers/singleton.ts).
 */
const expectedValues = z.record(z.string(), z.unknown(), { error: 'must be a JSON object of the fields sent' });

function expectsOnlySentFields(input: { expected?: Record<string, unknown> | null }, context: z.RefinementCtx) {
  const sent = input as Record<string, unknown>;
  for (const field of Object.keys(input.expected ?? {}))
    if (field === 'expected' || sent[field] === undefined)
      context.addIssue({
        code: 'custom',
        path: ['expected', field],
        message: 'names a field this update does not send',
      });
}

export function updateUserArgs(now: Date) {
  return z.object({
    input: z
      .strictObject({
        expected: expectedValues.nullish(),
        ...userFields(now),
        hasCompleted: z.boolean({ error: 'must be true or false' }).optional(),
        hasFeedback: z.boolean({ error: 'must be true or false' }).optional(),
        feedback: clearable(text(TEXT_LIMITS.feedback, { multiline: true })),
        gpQuestions: clearable(text(TEXT_LIMITS.gpQuestions, { multiline: true })),
        healthPaused: z.boolean({ error: 'must be true or false' }).optional(),
        reminderPlan: clearable(reminderPlanJson),
        calendarFeedId: clearable(
          z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'must be 16 to 64 letters, digits, - or _' }),
        ),
      })
      .superRefine(expectsOnlySentFields),
  });
}

export const USER_DEFAULTS = {
  hasInvoice: false,
  hasPaid: false,
  hasDisclaimer: false,
  hasCompleted: false,
  hasFeedback: false,
  reminder: 'NONE',
};
