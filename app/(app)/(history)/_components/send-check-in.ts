'use client';

import { sendThroughAction } from '@/components/offline/offline-action';
import { ANSWERED_AT_FIELD } from '@/lib/forms/check-in';
import type { FormAction, FormState } from '@/lib/forms/form-state';
import type { OutboxEntry, SendResult } from '@/lib/offline/outbox';
import { saveFatigue, saveMenopause, saveMood, savePhysical, saveSleep, saveStress, saveWeek } from '../actions';
import { savedEarlierNote } from './saved-earlier-note';

/** The check-in forms that share one outbox, by the name each queues its entries under. */
const ACTIONS: Record<string, FormAction> = {
  stress: saveStress,
  sleep: saveSleep,
  mood: saveMood,
  fatigue: saveFatigue,
  physical: savePhysical,
  menopause: saveMenopause,
  week: saveWeek,
};

export type CheckInFormName = keyof typeof ACTIONS;

/**
 * Sends one queued check-in through its own form's action (any check-in page sends them all), with the moment
 * she pressed Save: a PHQ-4 answered in its two weeks stays answered in them however late the connection returns.
 * When the server kept an earlier try of it instead, she is left a note saying so, and the page that sent it gets
 * the stored entry's answer (its PHQ-4) to show beside what she sent.
 */
export async function sendQueuedCheckIn(entry: OutboxEntry): Promise<SendResult> {
  const action = entry.form ? ACTIONS[entry.form] : undefined;
  if (!action) return { outcome: 'refused', message: 'This entry could not be sent from this page.' };
  let answer: FormState | undefined;
  const result = await sendThroughAction(
    action,
    { ...entry, input: { ...entry.input, [ANSWERED_AT_FIELD]: entry.queuedAt } },
    (saved) => {
      answer = saved;
      return savedEarlierNote(entry.recordId, entry.form, saved);
    },
  );
  if (!(result.outcome === 'sent' && result.note && answer)) return result;
  return { ...result, stored: answer.values };
}
