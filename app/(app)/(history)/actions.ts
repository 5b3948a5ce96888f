'use server';

import { revalidatePath } from 'next/cache';
import { formAction } from '@/lib/actions/form-action';
import { createCheckIn, type CheckIn } from '@/lib/data/check-ins';
import {
  checkInDefaults,
  checkInSchema,
  weekSchema,
  type CheckInField,
  type CheckInState,
  type WeekField,
  type WeekState,
} from '@/lib/forms/check-in';
import { CHECK_IN_KINDS, formatDayLong, SCALES, SYMPTOM_DIARY_KINDS, toDay, type DiaryKind } from '@/lib/trends';
import { phq4ResultValues, unsavedPhq4Values } from '@/lib/forms/phq4-result';
import { HISTORY_PATHS, historyPath, recordPath } from './_components/paths';
import { rememberJustSaved } from './_lib/just-saved';
import {
  savedAsFirstSentMessage,
  savedMessage,
  SAVED_EARLIER_VALUES,
  WEEK_SAVED_AS_FIRST_SENT,
} from './_lib/saved-message';
import { checkInStoredAsSent } from './_lib/stored-as-sent';
import { weekEntryId } from './_lib/week-entry-id';

/**
 * The pages that list what was saved are drawn again with the action's answer; each merges the entries noted
 * as just saved, which their index read may not list yet (_lib/just-saved.ts).
 */
async function showSaved(ref: Parameters<typeof rememberJustSaved>[0], paths: readonly string[]): Promise<void> {
  await rememberJustSaved(ref);
  for (const path of new Set(paths)) revalidatePath(path);
}

function kindAction(kind: DiaryKind) {
  return formAction<ReturnType<typeof checkInSchema>, CheckInField, { entry: CheckIn; asSent: boolean }>({
    path: recordPath(kind),
    health: true,
    schema: () => checkInSchema(kind, toDay(new Date())),
    record: 'create',
    operation: `Create${SCALES[kind].recordType}`,
    run: async (values, { recordId }) => {
      const sent = { level: values.level, symptoms: values.symptoms, checked: values.checked, phq4: values.phq4 };
      const entry = await createCheckIn(kind, recordId!, sent, toDay(new Date()));
      await showSaved(`entry.${entry.id}`, [recordPath(kind), historyPath(kind), '/summary']);
      return { entry, asSent: checkInStoredAsSent(entry, sent) };
    },
    // The form starts afresh for the next entry: a new level, today's date. A PHQ-4's result, as the server
    // scored it (the stored one), rides along for the form to show with its signposting. An earlier try's entry
    // is named, for the form to link to, and for the outbox's note about one it sent; the PHQ-4 she sent this
    // time rides along too, for the form to show its result (and its next steps) marked not saved.
    saved: ({ entry, asSent }, input) => {
      const values = { ...checkInDefaults(toDay(new Date())), ...(entry.phq4 ? phq4ResultValues(entry.phq4) : {}) };
      if (asSent) return { message: savedMessage(entry), values };
      return {
        message: savedAsFirstSentMessage(entry),
        values: {
          ...values,
          ...unsavedPhq4Values(input),
          [SAVED_EARLIER_VALUES.id]: entry.id,
          [SAVED_EARLIER_VALUES.earlier]: 'yes',
          [SAVED_EARLIER_VALUES.day]: entry.checked,
        },
      };
    },
  });
}

const actions = Object.fromEntries(
  [...CHECK_IN_KINDS, ...SYMPTOM_DIARY_KINDS].map((kind) => [kind, kindAction(kind)]),
) as Record<DiaryKind, ReturnType<typeof kindAction>>;

export async function saveStress(previous: CheckInState, form: FormData) {
  return actions.stress(previous, form);
}
export async function saveSleep(previous: CheckInState, form: FormData) {
  return actions.sleep(previous, form);
}
export async function saveMood(previous: CheckInState, form: FormData) {
  return actions.mood(previous, form);
}
export async function saveFatigue(previous: CheckInState, form: FormData) {
  return actions.fatigue(previous, form);
}
export async function savePhysical(previous: CheckInState, form: FormData) {
  return actions.physical(previous, form);
}
export async function saveMenopause(previous: CheckInState, form: FormData) {
  return actions.menopause(previous, form);
}

const week = formAction<ReturnType<typeof weekSchema>, WeekField, { entries: CheckIn[]; asSent: boolean }>({
  path: '/summary',
  health: true,
  schema: () => weekSchema(toDay(new Date())),
  record: 'create',
  operation: 'CreateWeekCheckIns',
  run: async (values, { recordId }) => {
    const sent = CHECK_IN_KINDS.map((kind) => ({ kind, entry: { ...values.entries[kind], checked: values.checked } }));
    const entries = await Promise.all(
      sent.map(({ kind, entry }) => createCheckIn(kind, weekEntryId(recordId!, kind), entry, toDay(new Date()))),
    );
    await showSaved(`week.${recordId!}`, ['/summary', ...Object.values(HISTORY_PATHS)]);
    return { entries, asSent: entries.every((entry, index) => checkInStoredAsSent(entry, sent[index]!.entry)) };
  },
  saved: ({ entries, asSent }) => ({
    message: [
      asSent ? null : WEEK_SAVED_AS_FIRST_SENT,
      `Saved your week for ${formatDayLong(entries[0]!.checked)}: ${entries.map((entry) => `${SCALES[entry.kind].name} ${entry.aLevel}`).join(', ')} (out of 10).`,
    ]
      .filter(Boolean)
      .join(' '),
    values: { ...checkInDefaults(toDay(new Date())), ...(asSent ? {} : { [SAVED_EARLIER_VALUES.earlier]: 'yes' }) },
  }),
});

export async function saveWeek(previous: WeekState, form: FormData) {
  return week(previous, form);
}
