'use client';

import type { OutboxEntry, SendResult } from '@/lib/check/outbox';
import { initialFormState, type FormState } from '@/lib/forms/form-state';
import { saveCheck } from '../actions';

/** Her answer is not lost when the request cannot reach the server: the flow keeps it on the device instead. */
export type CheckAnswer = FormState & { offline?: boolean };

function isOffline(error: unknown): boolean {
  return !navigator.onLine || error instanceof TypeError;
}

/** The check's form action, as useActionState calls it: a request that cannot be sent is answered `offline`. */
export async function sendCheck(previous: CheckAnswer, form: FormData): Promise<CheckAnswer> {
  try {
    return await saveCheck(previous, form);
  } catch (error) {
    if (!isOffline(error)) throw error;
    return { ...previous, status: 'failed', message: '', errors: {}, version: previous.version + 1, offline: true };
  }
}

export function toFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
  return form;
}

/** Sends one entry of the offline queue; the store's put-if-absent makes a repeat harmless. */
export async function sendQueued(entry: OutboxEntry): Promise<SendResult> {
  try {
    const answer = await saveCheck(initialFormState(), toFormData(entry.input));
    return answer.status === 'saved' ? { outcome: 'sent' } : { outcome: 'refused', message: answer.message };
  } catch (error) {
    if (isOffline(error)) return { outcome: 'offline' };
    return { outcome: 'refused', message: 'Something went wrong while sending. It will be tried again.' };
  }
}
