'use client';

import { endSessionTheServerEnded } from '@/lib/auth/client/server-ended-session';
import { sessionReadiness } from '@/lib/auth/client/session-readiness';
import type { OutboxEntry, SendResult } from '@/lib/offline/outbox';
import type { SentNote } from '@/lib/offline/sent-notes';
import { initialFormState, type FormAction, type FormState } from '@/lib/forms/form-state';
import { OWNER_FIELD } from '@/lib/forms/record';

/** An entry's "Last try" when her session had ended: useOutbox tries again when she comes back to the tab. */
export const SESSION_ENDED_QUEUED_MESSAGE =
  'Your session has ended. Sign in again in a new tab, then come back to this one: it will be sent then.';

/** A server action that could not reach the server rejects with a TypeError (fetch failed), or the browser knows. */
export function isOffline(error: unknown): boolean {
  return !navigator.onLine || error instanceof TypeError;
}

export function toFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
  return form;
}

/**
 * Sends one entry of an outbox through the form's own action, as if she pressed Save again; the record id in
 * its input and the store's put-if-absent make a repeat harmless. Its owner goes with it, so the action refuses
 * it (and it stays queued, with the reason) if someone else is signed in now. `noteOnSaved` turns a save's
 * answer into what she should be told about it later (lib/offline/sent-notes), if anything. Her session is
 * renewed first if it is about to expire; when it has ended nothing is sent (an expired token would have the
 * request redirected to sign-in, taking her off the page) and the entry stays, saying so.
 */
export async function sendThroughAction(
  action: FormAction,
  entry: OutboxEntry,
  noteOnSaved?: (saved: FormState) => SentNote | undefined,
): Promise<SendResult> {
  if ((await sessionReadiness()) === 'ended') return { outcome: 'refused', message: SESSION_ENDED_QUEUED_MESSAGE };
  const owned = entry.owner ? { ...entry.input, [OWNER_FIELD]: entry.owner } : entry.input;
  let answer: FormState;
  try {
    answer = await action(initialFormState(), toFormData(owned));
  } catch (error) {
    if (isOffline(error)) return { outcome: 'offline' };
    return { outcome: 'refused', message: 'Something went wrong while sending. It will be tried again.' };
  }
  if (answer.sessionEnded) {
    // Ended here too, so she can sign in again; the entry stays queued, and goes when she comes back signed in.
    await endSessionTheServerEnded();
    return { outcome: 'refused', message: SESSION_ENDED_QUEUED_MESSAGE };
  }
  if (answer.status !== 'saved') return { outcome: 'refused', message: answer.message };
  const note = noteOnSaved?.(answer);
  return note ? { outcome: 'sent', note } : { outcome: 'sent' };
}
