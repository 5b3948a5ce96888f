'use client';

import { isOffline, sendThroughAction } from '@/components/offline/offline-action';
import { queuedCheckNote } from '@/lib/check/queued-note';
import { CHECKED_FIELD } from '@/lib/forms/check';
import type { OutboxEntry, SendResult } from '@/lib/offline/outbox';
import type { FormState } from '@/lib/forms/form-state';
import { saveCheck } from '../actions';

/** Her answer is not lost when the request cannot reach the server: the flow keeps it on the device instead. */
export type CheckAnswer = FormState & { offline?: boolean };

/** The check's form action, as useActionState calls it: a request that cannot be sent is answered `offline`. */
export async function sendCheck(previous: CheckAnswer, form: FormData): Promise<CheckAnswer> {
  try {
    return await saveCheck(previous, form);
  } catch (error) {
    if (!isOffline(error)) throw error;
    const { sessionEnded: _earlier, ...kept } = previous;
    return { ...kept, status: 'failed', message: '', errors: {}, version: previous.version + 1, offline: true };
  }
}

/**
 * Sends one entry of the offline queue; the store's put-if-absent makes a repeat harmless. What the saved view
 * would have said (an earlier try kept, earlier findings recorded as not checked, or answers it could not match)
 * is kept for the outbox's notice instead.
 */
export async function sendQueued(entry: OutboxEntry): Promise<SendResult> {
  return sendThroughAction(saveCheck, entry, ({ values }) =>
    queuedCheckNote({
      recordId: entry.recordId,
      savedId: values.savedId ?? entry.recordId,
      checked: String(entry.input[CHECKED_FIELD] ?? entry.queuedAt),
      notAsked: Number(values.notAsked ?? 0),
      unmatched: Number(values.unmatched ?? 0),
      savedEarlier: values.savedEarlier === 'yes',
    }),
  );
}
