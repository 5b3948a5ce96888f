'use client';

import { useRef } from 'react';
import { useSessionAction } from '@/components/forms/use-session-action';
import { toFormData } from '@/components/offline/offline-action';
import type { CheckDraft } from '@/lib/check/check-draft';
import { initialFormState } from '@/lib/forms/form-state';
import { sendCheck, type CheckAnswer } from './send-check';

export const CHECK_SESSION_ENDED_MESSAGE =
  'Your session has ended, so your check has not been saved yet. Everything you recorded is still here: sign in again in a new tab, then come back to this page and save your check.';

/** The check being sent, with the answer's version when it went: only a newer answer is about it. */
interface Sending {
  draft: CheckDraft;
  fields: Record<string, string>;
  version: number;
}

/**
 * Sends the check, renewing her session first if it is about to expire: a guided check can take many minutes, in
 * a tab open for an hour. `send` is false when the session has ended: nothing went, and what she recorded stays
 * on the page (and in its draft on the device) for her to send once she has signed in again.
 */
export function useCheckSend() {
  const { state: answer, send: sendForm, pending } = useSessionAction<CheckAnswer>(sendCheck, initialFormState());
  const sending = useRef<Sending | null>(null);

  async function send(draft: CheckDraft, fields: Record<string, string>): Promise<boolean> {
    sending.current = { draft, fields, version: answer.version };
    const readiness = await sendForm(toFormData(fields));
    if (readiness === 'ended') sending.current = null;
    return readiness === 'ready';
  }

  return { answer, pending, sendingRef: sending, send };
}
