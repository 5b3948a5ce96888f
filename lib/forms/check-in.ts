import { z } from 'zod';
import {
  addDays,
  CHECK_IN_KINDS,
  isCheckInKind,
  LEVEL_MAX,
  LEVEL_MIN,
  SCALES,
  symptomValues,
  toDay,
  type CheckInKind,
  type Day,
  type DiaryKind,
} from '@/lib/trends';
import { PHQ4_ITEM_MAX, PHQ4_ITEMS } from '@/lib/validation/phq4';
import { joinDateParts, splitDate } from './date-parts';
import { initialFormState, type FormState } from './form-state';
import { newRecordId, RECORD_ID_FIELD } from './record';

/**
 * The wellbeing check-in forms: one kind (/stressed, /sleeper, /moody, /fatigued) and the week's four at once
 * (/summary); the symptom diaries (/physical, /menopausal) use the one-kind form. One schema each, used by the
 * form's pre-check and again by the server action. A ticked symptom posts as its own input
 * (`symptom-OVERWHELMED=on`) because a form's entries are read one value per name.
 */

export const CHECK_IN_DATE_FIELD = 'checked';
/** How far back a check-in may be dated: a year covers "I forgot to note last month". */
export const CHECK_IN_OLDEST_DAYS = 365;
/** The date rule in the words the forms' hints use (dateSchema refuses the rest). */
export const CHECK_IN_DATE_RULE = 'any day in the last year, but not a future one';

export const levelField = (prefix: string) => (prefix ? `${prefix}-level` : 'level');
export const symptomField = (prefix: string, value: string) =>
  prefix ? `${prefix}-symptom-${value}` : `symptom-${value}`;

export interface CheckInValues {
  level: number;
  symptoms: string[];
}

function levelSchema(kind: DiaryKind) {
  const missing = isCheckInKind(kind)
    ? `Choose how you would rate your ${SCALES[kind].name.toLowerCase()}`
    : 'Choose how much the symptoms have bothered you';
  return z
    .string({ error: missing })
    .regex(/^\d{1,2}$/, { error: missing })
    .transform(Number)
    .refine((level) => level >= LEVEL_MIN && level <= LEVEL_MAX, {
      error: `Choose a number from ${LEVEL_MIN} to ${LEVEL_MAX}`,
    });
}

const isRealDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * When a save could not reach the server, the device keeps it and sends it later with the moment she pressed
 * Save (components/offline); the year a check-in may be dated in and the PHQ-4's two weeks are counted back from
 * that day, not from the day it arrives, so an entry made in time is not refused for the connection's delay. The moment comes from her own device:
 * it is held to the year a check-in may be dated in, and it only moves these data-quality rules, for her own entry.
 */
export const ANSWERED_AT_FIELD = 'answered-at';

/** Her UK day when she answered: the queued save's moment, held between a year ago and today. */
function answeredDay(answeredAt: string | undefined, today: Day): Day {
  if (!answeredAt || Number.isNaN(Date.parse(answeredAt))) return today;
  const day = toDay(new Date(answeredAt));
  const oldest = addDays(today, -CHECK_IN_OLDEST_DAYS);
  return day > today ? today : day < oldest ? oldest : day;
}

/** The date as typed, with her UK day when she answered (`answered`: today, or a queued save's day). */
const datedInput = (input: Record<string, string>, today: Day) => ({
  day: joinDateParts(input, CHECK_IN_DATE_FIELD),
  answered: answeredDay(input[ANSWERED_AT_FIELD], today),
});

/** `kept`: the day an edited entry already has, which stays allowed however long ago it was. */
function dateSchema(today: Day, kept?: string) {
  return z
    .object({ day: z.string(), answered: z.string() })
    .refine(({ day }) => day !== '', { error: 'Enter the date this check-in is about' })
    .refine(({ day }) => day === '' || isRealDay(day), {
      error: 'Enter the date as a real date, for example 23 11 2026',
    })
    .refine(({ day }) => !isRealDay(day) || day <= today, { error: 'The date cannot be in the future' })
    .refine(
      ({ day, answered }) =>
        !isRealDay(day) || day > today || day >= addDays(answered, -CHECK_IN_OLDEST_DAYS) || day === kept,
      { error: 'The date must be within the last year' },
    )
    .transform(({ day }) => day);
}

/** The kind's level and ticked symptoms from the form's inputs (prefix '' for a one-kind form). */
function readKind(input: Record<string, string>, kind: DiaryKind, prefix: string) {
  return {
    level: input[levelField(prefix)],
    symptoms: symptomValues(SCALES[kind].symptomGroup).filter((value) => input[symptomField(prefix, value)] === 'on'),
  };
}

/** The mood check-in's optional PHQ-4: one radio group per item, posting 0-3. */
export const PHQ4_FIELDS = ['phq4-1', 'phq4-2', 'phq4-3', 'phq4-4'] as const;
export type Phq4Field = (typeof PHQ4_FIELDS)[number];

const phq4Answer = z.string().regex(new RegExp(`^[0-${PHQ4_ITEM_MAX}]$`), { error: 'Choose one of the answers' });
const phq4Shape = Object.fromEntries(PHQ4_FIELDS.map((field) => [field, phq4Answer.optional()])) as Record<
  Phq4Field,
  z.ZodOptional<typeof phq4Answer>
>;

/** The PHQ-4 is optional, but all four answered or none: a part-answered PHQ-4 cannot be scored. */
function phq4Answers(answers: Partial<Record<Phq4Field, string>>, context?: z.RefinementCtx): number[] | null {
  const given = PHQ4_FIELDS.filter((field) => answers[field] !== undefined);
  if (given.length === PHQ4_ITEMS.length) return PHQ4_FIELDS.map((field) => Number(answers[field]));
  if (given.length > 0)
    for (const field of PHQ4_FIELDS)
      if (answers[field] === undefined)
        context?.addIssue({
          code: 'custom',
          path: [field],
          message: 'Answer this question too, or leave all four blank',
        });
  return null;
}

/**
 * The PHQ-4 asks about the last 2 weeks (PHQ4_QUESTION), so its answers describe only an entry dated in them:
 * her UK today and the 13 days before. Filed under an older day, a score would date feelings she never had then.
 */
export const PHQ4_RECENT_DAYS = 14;
export const PHQ4_TOO_OLD =
  'These four questions ask about the last 2 weeks, so they can only be answered for a day in the last 14 days. ' +
  'Change the date to one in the last 14 days, or clear your answers to save this entry without them.';

/**
 * Answers for an entry dated before the 2 weeks before the day she answered are refused, except the answers a
 * stored entry already has on the day it already has (`kept`): an edit that leaves them as they are keeps them.
 */
function checkPhq4Day(
  answers: readonly number[] | null,
  checked: string,
  today: Day,
  answered: Day,
  kept: { day?: string; answers?: readonly number[] },
  context: z.RefinementCtx,
) {
  if (!answers || !isRealDay(checked) || checked > today) return;
  if (checked >= addDays(answered, 1 - PHQ4_RECENT_DAYS)) return;
  const unchanged = checked === kept.day && answers.join() === kept.answers?.join();
  if (!unchanged) context.addIssue({ code: 'custom', path: [PHQ4_FIELDS[0]], message: PHQ4_TOO_OLD });
}

export const CHECK_IN_FIELDS = ['level', 'symptoms', ...PHQ4_FIELDS, CHECK_IN_DATE_FIELD] as const;
export type CheckInField = (typeof CHECK_IN_FIELDS)[number];
export type CheckInState = FormState<CheckInField>;

/**
 * One check-in (or symptom diary entry) of one kind; `today` is her UK day (by default the UK day now, whatever
 * the server's or the browser's time zone), `keptDay` an edited entry's stored day and `keptPhq4` its stored
 * PHQ-4 answers.
 */
export function checkInSchema(
  kind: DiaryKind,
  today: Day = toDay(new Date()),
  keptDay?: string,
  keptPhq4?: readonly number[],
) {
  const fields = z
    .object({
      level: levelSchema(kind),
      symptoms: z.array(z.string()),
      [CHECK_IN_DATE_FIELD]: dateSchema(today, keptDay),
      answered: z.string(),
      // The date as typed: the PHQ-4's rule reads it even when the date's own rules refuse it (and the date field
      // then holds no day), so both reasons are given at once.
      typedDay: z.string(),
      // Only the mood check-in offers the PHQ-4; other kinds ignore any such inputs.
      ...(kind === 'mood' ? phq4Shape : {}),
    })
    .superRefine((values, context) => {
      if (kind !== 'mood') return;
      const answers = phq4Answers(values as Partial<Record<Phq4Field, string>>, context);
      checkPhq4Day(answers, values.typedDay, today, values.answered, { day: keptDay, answers: keptPhq4 }, context);
    })
    .transform(({ level, symptoms, checked, answered: _answered, typedDay: _typedDay, ...answers }) => ({
      level,
      symptoms,
      checked,
      phq4: kind === 'mood' ? phq4Answers(answers as Partial<Record<Phq4Field, string>>) : null,
    }));
  return z.preprocess((raw) => {
    const input = (raw ?? {}) as Record<string, string>;
    const phq4 = Object.fromEntries(PHQ4_FIELDS.filter((field) => input[field]).map((field) => [field, input[field]]));
    const dated = datedInput(input, today);
    return {
      ...readKind(input, kind, ''),
      [CHECK_IN_DATE_FIELD]: dated,
      answered: dated.answered,
      typedDay: dated.day,
      ...phq4,
    };
  }, fields);
}
export type CheckInFormValues = z.output<ReturnType<typeof checkInSchema>>;

export const WEEK_FIELDS = ['stress-level', 'sleep-level', 'mood-level', 'fatigue-level', CHECK_IN_DATE_FIELD] as const;
export type WeekField = (typeof WEEK_FIELDS)[number];
export type WeekState = FormState<WeekField>;

/** The week's four check-ins on one screen: a level for each kind, symptoms optional, one date. */
export function weekSchema(today: Day = toDay(new Date())) {
  const symptoms = z.array(z.string());
  const fields = z.object({
    'stress-level': levelSchema('stress'),
    'sleep-level': levelSchema('sleep'),
    'mood-level': levelSchema('mood'),
    'fatigue-level': levelSchema('fatigue'),
    [CHECK_IN_DATE_FIELD]: dateSchema(today),
    symptoms: z.object({ stress: symptoms, sleep: symptoms, mood: symptoms, fatigue: symptoms }),
  });
  return z
    .preprocess((raw) => {
      const input = (raw ?? {}) as Record<string, string>;
      const kinds = CHECK_IN_KINDS.map((kind) => [kind, readKind(input, kind, kind)] as const);
      return {
        ...Object.fromEntries(kinds.map(([kind, read]) => [levelField(kind), read.level])),
        [CHECK_IN_DATE_FIELD]: datedInput(input, today),
        symptoms: Object.fromEntries(kinds.map(([kind, read]) => [kind, read.symptoms])),
      };
    }, fields)
    .transform((values) => ({
      checked: values.checked,
      entries: {
        stress: { level: values['stress-level'], symptoms: values.symptoms.stress },
        sleep: { level: values['sleep-level'], symptoms: values.symptoms.sleep },
        mood: { level: values['mood-level'], symptoms: values.symptoms.mood },
        fatigue: { level: values['fatigue-level'], symptoms: values.symptoms.fatigue },
      } satisfies Record<CheckInKind, CheckInValues>,
    }));
}
export type WeekValues = z.output<ReturnType<typeof weekSchema>>;

/** The form's starting values: the date boxes show today, so a level and Save is a whole entry. */
export function checkInDefaults(today: Day): Record<string, string> {
  return splitDate(CHECK_IN_DATE_FIELD, today);
}

/** A one-kind form as the page first renders it: today's date and a fresh id for the record it will create. */
export function newCheckInState(today: Day): CheckInState {
  return initialFormState<CheckInField>({ ...checkInDefaults(today), [RECORD_ID_FIELD]: newRecordId() });
}
